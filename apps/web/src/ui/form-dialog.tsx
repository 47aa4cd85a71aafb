import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorText } from '../i18n/error-text.ts';

type FormDialogProps = {
  /** Whether it shows (default: it does, for dialogs that are mounted only while open). */
  open?: boolean;
  /** The dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  /** What the form does when sent, usually react-hook-form's `handleSubmit(…)`; the page does not reload. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** While the save is under way: the submit button shows its progress and cannot be pressed again. */
  pending?: boolean;
  /**
   * Why saving failed, shown above the buttons and read out at once: a failed call (its error
   * code's text in the reader's language) or a text of the form's own. Nothing while null.
   */
  error?: unknown;
  /** The submit button's name (default: Save). */
  submitLabel?: string;
  /** The submit button is off for a reason of the form's own (nothing to save yet, an upload running). */
  submitDisabled?: boolean;
  /** The cancelling button's name (default: Cancel). */
  cancelLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
};

/**
 * The frame of a portal form in a dialog: the title that names it, a form that leaves checking to
 * the contract's schemas (`noValidate`), the content, the save's refusal, and Cancel and Save.
 * MUI's dialog keeps the focus inside and gives it back when it closes; a field may take it first
 * with `autoFocus`.
 */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  pending = false,
  error,
  submitLabel,
  submitDisabled = false,
  cancelLabel,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorText =
    error == null || error === false ? null : typeof error === 'string' ? error : getErrorText(t, error);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {errorText ? (
            <Alert severity="error" role="alert" sx={{ mt: 2.5 }}>
              {errorText}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel ?? t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={pending} disabled={submitDisabled}>
            {submitLabel ?? t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
