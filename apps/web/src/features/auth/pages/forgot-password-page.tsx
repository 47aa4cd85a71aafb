import { zodResolver } from '@hookform/resolvers/zod';
import { requestPasswordReset } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { fieldErrorText } from '../form-text.ts';

const ForgotForm = z.object({ email: z.string().trim().min(1, 'form.required').pipe(z.email('form.email')) });
type ForgotForm = z.infer<typeof ForgotForm>;

/** /auth/forgot-password (and /auth/forget-password): asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const form = useForm<ForgotForm>({ resolver: zodResolver(ForgotForm), defaultValues: { email: '' } });
  const request = useMutation({
    mutationFn: (values: ForgotForm) => callApi(requestPasswordReset, { body: values }),
  });
  return (
    <AuthLayout
      heading={t('auth.forgot.heading')}
      intro={t('auth.forgot.intro')}
      footer={
        <Link component={RouterLink} to="/auth/login" variant="body2">
          {t('auth.backToLogin')}
        </Link>
      }
    >
      {request.isSuccess ? (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent', { email: request.variables.email })}
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((values) => request.mutate(values))}>
          {request.error ? (
            <Alert severity="error" role="alert">
              {getErrorText(t, request.error)}
            </Alert>
          ) : null}
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('email')}
            error={Boolean(form.formState.errors.email)}
            helperText={fieldErrorText(t, form.formState.errors.email)}
          />
          <Button type="submit" variant="contained" size="large" loading={request.isPending}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
