import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useMasquerade } from '../masquerade.ts';

/** Asks before signing in as a member, saying it is recorded; the server's refusal shows in place. */
export function MasqueradeDialog({ userId, name, onClose }: { userId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation('access');
  const titleId = useId();
  const textId = useId();
  const run = useMasquerade();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('access.masquerade.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('access.masquerade.message', { name })}</DialogContentText>
        {run.error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {getErrorText(t, run.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {t('access.editor.cancel')}
        </Button>
        <Button
          color="warning"
          variant="contained"
          loading={run.isPending || run.isSuccess}
          onClick={() => run.mutate(userId)}
        >
          {t('access.masquerade.confirm', { name })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
