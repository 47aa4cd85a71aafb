import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { aboveBottomBar } from './bottom-bar.ts';
import { dismissToast, useCurrentToast } from './toast-store.ts';

/** Shows the toasts one after the other, at the bottom (above the cookies bar while it shows); not printed. */
export function ToastSnackbar() {
  const { t } = useTranslation();
  const toast = useCurrentToast();
  const close = () => {
    if (toast) dismissToast(toast.id);
  };
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={toast?.duration ?? null}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: aboveBottomBar(8), sm: aboveBottomBar(24) }, '@media print': { display: 'none' } }}
    >
      {toast ? (
        <Alert
          severity={toast.severity}
          variant="filled"
          onClose={close}
          closeText={t('toast.close')}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
