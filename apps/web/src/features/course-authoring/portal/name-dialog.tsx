import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type NameDialogProps = {
  title: string;
  label: string;
  initial: string;
  onSave: (name: string) => void;
  onClose: () => void;
};

/** Names or renames a section or lesson (1 to 200 characters, as the server takes). */
export function NameDialog({ title, label, initial, onSave, onClose }: NameDialogProps) {
  const { t } = useTranslation('authoring');
  const titleId = useId();
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed) return;
          onSave(trimmed);
          onClose();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            label={label}
            required
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 200, dir: 'auto' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('authoring.outline.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed}>
            {t('authoring.outline.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
