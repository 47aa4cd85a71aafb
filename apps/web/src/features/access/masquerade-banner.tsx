import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../routing/paths.ts';
import { useSession } from '../auth/session.ts';
import { useSignOut } from '../auth/sign-out.ts';
import { useMasqueradedBy } from './masquerade.ts';

/**
 * Says, on every page of the learning app, that an administrator is signed in as this member;
 * "Stop" ends the masquerade session (signs out) and leads to the sign-in page.
 */
export function MasqueradeBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const session = useSession();
  const by = useMasqueradedBy().data;
  if (!session || !by) return null;
  const name = `${session.user.firstName} ${session.user.lastName}`.trim();
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="region"
      aria-label={t('masquerade.banner', { name, by: by.name })}
      sx={{ borderRadius: 0 }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          aria-label={t('masquerade.stopLabel', { name })}
          onClick={async () => {
            await signOut();
            await navigate(LOGIN_PATH, { replace: true });
          }}
        >
          {t('masquerade.stop')}
        </Button>
      }
    >
      {t('masquerade.banner', { name, by: by.name })}
    </Alert>
  );
}
