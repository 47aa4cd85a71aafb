import { zodResolver } from '@hookform/resolvers/zod';
import { ConfigKey, isErrorCode, login, resendVerification } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, callApi } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useOrganizationDashboard, useOrganizationName } from '../../organizations/organizations.queries.ts';
import { useCompleteSignIn } from '../complete-sign-in.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { PasswordField } from '../components/password-field.tsx';
import { fieldErrorText } from '../form-text.ts';

const LoginForm = z.object({
  email: z.string().trim().min(1, 'form.required').pipe(z.email('form.email')),
  password: z.string().min(1, 'form.required'),
});
type LoginForm = z.infer<typeof LoginForm>;

/** /auth/login: e-mail and password; two-factor sign-in continues on /auth/verification-code. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const organizationName = useOrganizationName();
  const { data: organization } = useOrganizationDashboard();
  const registrationOpen = organization?.configuration.some(
    (c) => c.key === ConfigKey.selfRegistrationEnabled && c.value === true,
  );
  const form = useForm<LoginForm>({ resolver: zodResolver(LoginForm), defaultValues: { email: '', password: '' } });
  const signIn = useMutation({
    mutationFn: (values: LoginForm) => callApi(login, { body: values }),
    onSuccess: async (answer) => {
      if (answer.twoFactorToken) {
        navigate(`/auth/verification-code?token=${encodeURIComponent(answer.twoFactorToken)}`);
        return;
      }
      await completeSignIn(answer);
    },
  });
  const resend = useMutation({
    mutationFn: () => callApi(resendVerification, { body: { email: form.getValues('email') } }),
  });
  const code = signIn.error instanceof ApiError ? signIn.error.errorCode : null;
  // A refused single sign-on comes back here with its error code.
  const ssoError = params.get('sso_error');

  return (
    <AuthLayout
      heading={t('auth.login.heading')}
      intro={t('auth.login.intro', { organization: organizationName })}
      footer={
        registrationOpen ? (
          <Typography variant="body2">
            {t('auth.login.noAccount')}{' '}
            <Link component={RouterLink} to="/register">
              {t('auth.login.register')}
            </Link>
          </Typography>
        ) : null
      }
    >
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
        {signIn.error ? (
          <Alert severity="error" role="alert">
            {code === 'auth-010' ? t('auth.login.notVerified') : getErrorText(t, signIn.error)}
            {code === 'auth-010' ? (
              <Button
                size="small"
                sx={{ display: 'block', mt: 1, px: 0 }}
                onClick={() => resend.mutate()}
                disabled={resend.isPending}
              >
                {t('auth.login.resendVerification')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        {ssoError && !signIn.error ? (
          <Alert severity="error" role="alert">
            {isErrorCode(ssoError) ? t(`errors.${ssoError}`) : t('errors.auth-022')}
          </Alert>
        ) : null}
        {resend.isSuccess ? (
          <Alert severity="info" role="status">
            {t('auth.login.verificationSent')}
          </Alert>
        ) : null}
        {resend.isError ? (
          <Alert severity="error" role="alert">
            {getErrorText(t, resend.error)}
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
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={Boolean(form.formState.errors.password)}
          helperText={fieldErrorText(t, form.formState.errors.password)}
        />
        <Link component={RouterLink} to="/auth/forgot-password" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          {t('auth.login.forgot')}
        </Link>
        <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
