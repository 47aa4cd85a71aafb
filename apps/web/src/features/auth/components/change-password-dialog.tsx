import { zodResolver } from '@hookform/resolvers/zod';
import { changePassword, SAME_PASSWORD_MESSAGE } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../api/client.ts';
import { fieldErrorText } from '../form-text.ts';
import { ChangePasswordForm } from '../password-schemas.ts';
import { useSession } from '../session.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { PasswordField } from './password-field.tsx';

type Props = {
  open: boolean;
  /** Forced: no close button and no cancel (spec 1 §4 Forced password reset). */
  forced?: boolean;
  onClose?: () => void;
  onChanged: () => void | Promise<void>;
};

/**
 * The server's answer in the user's words (spec 1 §5): 400 or 404 with the not-the-same message
 * → the not-same text; any other 400/404 → the old-password rule; anything else → went wrong.
 */
function serverErrorKey(
  error: unknown,
): 'password.notSameAsOld' | 'password.oldIncorrect' | 'password.somethingWentWrong' {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return error.message === SAME_PASSWORD_MESSAGE || error.errorCode === 'auth-018'
      ? 'password.notSameAsOld'
      : 'password.oldIncorrect';
  }
  return 'password.somethingWentWrong';
}

export function ChangePasswordDialog({ open, forced = false, onClose, onChanged }: Props) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      callApi(changePassword, {
        params: { userId: session?.user.id ?? 0 },
        body: { oldPassword: values.oldPassword, newPassword: values.newPassword },
      }),
    onSuccess: async () => {
      form.reset();
      await onChanged();
    },
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open={open}
      onClose={forced ? undefined : onClose}
      disableEscapeKeyDown={forced}
      aria-labelledby="change-password-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="change-password-title">
        {forced ? t('password.change.forcedTitle') : t('password.change.title')}
      </DialogTitle>
      <Stack component="form" noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
        <DialogContent>
          <Stack spacing={2}>
            {forced ? <DialogContentText>{t('password.change.forcedIntro')}</DialogContentText> : null}
            {change.error ? (
              <Alert severity="error" role="alert">
                {t(serverErrorKey(change.error))}
              </Alert>
            ) : null}
            <PasswordField
              label={t('password.change.old')}
              autoComplete="current-password"
              required
              {...form.register('oldPassword')}
              error={Boolean(errors.oldPassword)}
              helperText={fieldErrorText(t, errors.oldPassword)}
            />
            <NewPasswordFields register={form.register} errors={errors} password={form.watch('newPassword')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          {forced ? null : <Button onClick={onClose}>{t('password.change.cancel')}</Button>}
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('password.change.submit')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
