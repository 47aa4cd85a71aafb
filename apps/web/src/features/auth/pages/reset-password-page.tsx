import { zodResolver } from '@hookform/resolvers/zod';
import { confirmPasswordReset } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, callApi } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { NewPasswordPair } from '../password-schemas.ts';

type ResetForm = z.infer<typeof NewPasswordPair>;

/** /auth/reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<ResetForm>({
    resolver: zodResolver(NewPasswordPair),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: (values: ResetForm) =>
      callApi(confirmPasswordReset, { body: { token, newPassword: values.newPassword } }),
  });
  const back = (
    <Link component={RouterLink} to="/auth/login" variant="body2">
      {t('auth.backToLogin')}
    </Link>
  );
  if (!token) {
    return (
      <AuthLayout heading={t('auth.reset.heading')} footer={back}>
        <Alert severity="warning">{t('auth.reset.missingToken')}</Alert>
      </AuthLayout>
    );
  }
  const sameAsOld = reset.error instanceof ApiError && reset.error.errorCode === 'auth-018';
  return (
    <AuthLayout heading={t('auth.reset.heading')} footer={back}>
      {reset.isSuccess ? (
        <Alert severity="success" role="status">
          {t('auth.reset.done')}
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
          {reset.error ? (
            <Alert severity="error" role="alert">
              {sameAsOld ? t('password.notSameAsOld') : getErrorText(t, reset.error)}
            </Alert>
          ) : null}
          <NewPasswordFields
            register={form.register}
            errors={form.formState.errors}
            password={form.watch('newPassword')}
          />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
