import { zodResolver } from '@hookform/resolvers/zod';
import { type PermissionSet, PermissionSetName } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { getErrorText } from '../../../i18n/error-text.ts';
import { formErrorText } from '../../../ui/form/server-errors.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { permissionSetPath } from '../access-paths.ts';
import { useCloneSet } from './access.queries.ts';

const CloneForm = z.object({ name: PermissionSetName });
type Values = z.input<typeof CloneForm>;

/** Names the copy of a set (the contract's rule for names); the new set's editor opens. */
export function CloneDialog({ source, onClose }: { source: PermissionSet; onClose: () => void }) {
  const { t } = useTranslation('access');
  const titleId = useId();
  const navigate = useNavigate();
  const clone = useCloneSet();
  const form = useForm<Values, unknown, z.output<typeof CloneForm>>({
    resolver: zodResolver(CloneForm),
    defaultValues: { name: t('access.sets.cloneDialog.defaultName', { name: source.name }) },
  });
  const error = form.formState.errors.name;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
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
      >
        <DialogTitle id={titleId}>{t('access.sets.cloneDialog.title', { name: source.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('access.sets.cloneDialog.help')}</DialogContentText>
          {clone.error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {getErrorText(t, clone.error)}
            </Alert>
          ) : null}
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('access.sets.cloneDialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={clone.isPending}>
            {t('access.sets.cloneDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
