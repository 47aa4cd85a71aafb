import { ConfigKey, disableTwoFactor } from '@manara/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client.ts';
import { getErrorText } from '../../../i18n/error-text.ts';
import { HOME_PATH } from '../../../routing/paths.ts';
import { ChangePasswordDialog } from '../../auth/components/change-password-dialog.tsx';
import { PasswordField } from '../../auth/components/password-field.tsx';
import { refreshSessionUser } from '../../auth/refresh-session-user.ts';
import { useSession } from '../../auth/session.ts';
import { useSignOut } from '../../auth/sign-out.ts';
import { useConfigurationOn } from '../../organizations/organizations.queries.ts';

/**
 * Password, two-factor sign-in and sessions of the signed-in user. Two-factor sign-in shows only
 * where the organization has it on: elsewhere the sign-in asks no code, so there is nothing to turn off.
 */
export function SecuritySection() {
  const { t } = useTranslation(['profile', 'auth']);
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [changing, setChanging] = useState(false);
  const [changed, setChanged] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const disable = useMutation({
    mutationFn: () => callApi(disableTwoFactor, { body: { password } }),
    onSuccess: async () => {
      setConfirming(false);
      setPassword('');
      await refreshSessionUser();
    },
  });
  const organizationHasTwoFactor = useConfigurationOn(ConfigKey.twoFactorEnabled);
  const twoFactorOn = session?.user.twoFactorEnabled ?? false;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="security-heading">
      <Stack spacing={2}>
        <Typography id="security-heading" variant="h6" component="h2">
          {t('profile.security')}
        </Typography>
        {changed ? <Alert severity="success">{t('auth:password.change.done')}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => setChanging(true)}>
            {t('profile.changePassword')}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            onClick={async () => {
              await signOut({ everywhere: true });
              navigate(HOME_PATH);
            }}
          >
            {t('profile.signOutEverywhere')}
          </Button>
        </Stack>
        {organizationHasTwoFactor ? (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('profile.twoFactor')}
            </Typography>
            <Typography color="text.secondary">
              {twoFactorOn ? t('profile.twoFactorOn') : t('profile.twoFactorOff')}
            </Typography>
            {twoFactorOn ? (
              <Button
                variant="text"
                color="warning"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => setConfirming(true)}
              >
                {t('profile.disableTwoFactor')}
              </Button>
            ) : null}
          </>
        ) : null}
      </Stack>
      <ChangePasswordDialog
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={() => {
          setChanging(false);
          setChanged(true);
        }}
      />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="disable-2fa-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="disable-2fa-title">{t('profile.confirmWithPassword')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {disable.error ? <Alert severity="error">{getErrorText(t, disable.error)}</Alert> : null}
            <PasswordField
              label={t('auth:auth.password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('profile.cancel')}</Button>
          <Button variant="contained" onClick={() => disable.mutate()} disabled={!password} loading={disable.isPending}>
            {t('profile.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
