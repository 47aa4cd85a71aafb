import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../ui/form-dialog.tsx';

type NameDialogProps = {
  title: string;
  label: string;
  initial: string;
  onSave: (name: string) => void;
  onClose: () => void;
};

/** Names or renames a section or lesson (1 to 200 characters, as the server takes). */
export function NameDialog({ title, label, initial, onSave, onClose }: NameDialogProps) {
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={() => {
        if (!trimmed) return;
        onSave(trimmed);
        onClose();
      }}
      submitDisabled={!trimmed}
    >
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
    </FormDialog>
  );
}
