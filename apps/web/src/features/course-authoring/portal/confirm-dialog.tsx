import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirm: string;
  /** The confirming button's colour: `error` (the default) for what takes something away. */
  tone?: 'error' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a destructive action; the safe choice has the focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirm,
  tone = 'error',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('authoring');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {t('authoring.outline.cancel')}
        </Button>
        <Button
          color={tone}
          variant="contained"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
