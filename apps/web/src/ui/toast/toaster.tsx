import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismissToast, useCurrentToast } from './toast-store.ts';

/** Shows the toasts one after the other, at the bottom, on the reading side of the language. */
export function Toaster() {
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
