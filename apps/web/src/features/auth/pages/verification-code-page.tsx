import { zodResolver } from '@hookform/resolvers/zod';
import { resendTwoFactor, verifyTwoFactor } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { callApi } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { useCompleteSignIn } from '../complete-sign-in.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { fieldErrorText } from '../form-text.ts';

const CodeForm = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'form.code'),
});
type CodeForm = z.infer<typeof CodeForm>;

/** /auth/verification-code?token=…: the second step of a two-factor sign-in. */
export function VerificationCodePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const completeSignIn = useCompleteSignIn();
  const form = useForm<CodeForm>({ resolver: zodResolver(CodeForm), defaultValues: { code: '' } });
  const verify = useMutation({
    mutationFn: (values: CodeForm) => callApi(verifyTwoFactor, { body: { token, code: values.code } }),
    onSuccess: (answer) => completeSignIn(answer),
  });
  const resend = useMutation({ mutationFn: () => callApi(resendTwoFactor, { body: { token } }) });
  const back = (
    <Link component={RouterLink} to="/auth/login" variant="body2">
      {t('auth.backToLogin')}
    </Link>
  );

  if (!token) {
    return (
      <AuthLayout heading={t('auth.twoFactor.heading')} footer={back}>
        <Alert severity="warning">{t('auth.twoFactor.missingToken')}</Alert>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout heading={t('auth.twoFactor.heading')} intro={t('auth.twoFactor.intro')} footer={back}>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((values) => verify.mutate(values))}>
        {verify.error ? (
          <Alert severity="error" role="alert">
            {getErrorText(t, verify.error)}
          </Alert>
        ) : null}
        {resend.error ? (
          <Alert severity="error" role="alert">
            {getErrorText(t, resend.error)}
          </Alert>
        ) : null}
        {resend.isSuccess ? <Alert severity="info">{t('auth.twoFactor.resent')}</Alert> : null}
        <TextField
          label={t('auth.twoFactor.code')}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
          {...form.register('code')}
          error={Boolean(form.formState.errors.code)}
          helperText={fieldErrorText(t, form.formState.errors.code)}
        />
        <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
          {t('auth.twoFactor.submit')}
        </Button>
        <Button variant="text" onClick={() => resend.mutate()} loading={resend.isPending}>
          {t('auth.twoFactor.resend')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
