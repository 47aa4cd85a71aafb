import { resendVerification, verifyEmail } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { HOME_PATH } from '../../../routing/paths.ts';
import { useSession } from '../session.ts';

/** /auth/verify-email?token=…: confirms the address once, then offers to continue. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const [email, setEmail] = useState('');
  const verify = useMutation({ mutationFn: () => callApi(verifyEmail, { body: { token } }) });
  const resend = useMutation({ mutationFn: () => callApi(resendVerification, { body: { email } }) });
  const started = useRef(false);
  useEffect(() => {
    // The token works once: verify it once, even when React runs effects twice in development.
    if (started.current || !token) return;
    started.current = true;
    verify.mutate();
  }, [token, verify]);

  return (
    <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 440, width: '100%' }}>
        <h1 style={{ margin: 0, fontSize: '1.5rem' }}>{t('auth.verifyEmail.heading')}</h1>
        {verify.isPending ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <span>{t('auth.verifyEmail.working')}</span>
          </Stack>
        ) : null}
        {verify.isSuccess ? (
          <>
            <Alert severity="success" role="status">
              {t('auth.verifyEmail.done', { email: verify.data.email })}
            </Alert>
            <Button component={RouterLink} to={session ? HOME_PATH : '/auth/login'} variant="contained">
              {t('auth.verifyEmail.continue')}
            </Button>
          </>
        ) : null}
        {verify.isError || !token ? (
          <Stack spacing={2}>
            <Alert severity="error" role="alert">
              {t('auth.verifyEmail.failed')}
            </Alert>
            {resend.isSuccess ? (
              <Alert severity="info">{t('auth.login.verificationSent')}</Alert>
            ) : (
              <Stack direction="row" spacing={1}>
                <TextField
                  label={t('auth.email')}
                  type="email"
                  size="small"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  sx={{ flex: 1 }}
                />
                <Button variant="outlined" onClick={() => resend.mutate()} disabled={!email} loading={resend.isPending}>
                  {t('auth.verifyEmail.resend')}
                </Button>
              </Stack>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}
