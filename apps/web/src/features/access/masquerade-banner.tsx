import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session.ts';
import { useEndMasquerade, useMasqueradedBy } from './masquerade.ts';

/**
 * Says, on every page of the learning app, that an administrator is signed in as this member;
 * "Stop" ends the masquerade and takes the administrator back to the portal as themselves.
 */
export function MasqueradeBanner() {
  const { t } = useTranslation();
  const end = useEndMasquerade();
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
          loading={end.isPending || end.isSuccess}
          onClick={() => end.mutate()}
        >
          {t('masquerade.stop')}
        </Button>
      }
    >
      {t('masquerade.banner', { name, by: by.name })}
    </Alert>
  );
}
