import { zodResolver } from '@hookform/resolvers/zod';
import { type PermissionSet, PermissionSetName } from '@manara/contract';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { formErrorText } from '../../../ui/form/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { permissionSetPath } from '../access-paths.ts';
import { useCloneSet } from './access.queries.ts';

const CloneForm = z.object({ name: PermissionSetName });
type Values = z.input<typeof CloneForm>;

/** Names the copy of a set (the contract's rule for names); the new set's editor opens. */
export function CloneDialog({ source, onClose }: { source: PermissionSet; onClose: () => void }) {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const clone = useCloneSet();
  const form = useForm<Values, unknown, z.output<typeof CloneForm>>({
    resolver: zodResolver(CloneForm),
    defaultValues: { name: t('access.sets.cloneDialog.defaultName', { name: source.name }) },
  });
  const error = form.formState.errors.name;
  return (
    <FormDialog
      title={t('access.sets.cloneDialog.title', { name: source.name })}
      onClose={onClose}
      onSubmit={form.handleSubmit(({ name }) =>
        clone.mutate(
          { name, clonedFromId: source.id },
          {
            onSuccess: (created) => {
              toast.success(t('access.sets.cloned', { name: created.name }));
              onClose();
              void navigate(permissionSetPath(created.id));
            },
          },
        ),
      )}
      pending={clone.isPending}
      error={clone.error}
      submitLabel={t('access.sets.cloneDialog.submit')}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('access.sets.cloneDialog.help')}</DialogContentText>
      <TextField
        {...form.register('name')}
        autoFocus
        label={t('access.sets.cloneDialog.name')}
        required
        fullWidth
        error={Boolean(error)}
        helperText={formErrorText(t, error)}
        slotProps={{ htmlInput: { maxLength: 120, dir: 'auto' } }}
      />
    </FormDialog>
  );
}
