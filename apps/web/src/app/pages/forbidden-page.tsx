import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCanRegister } from '../../routing/can-open.ts';
import { LOGIN_PATH, REGISTER_PATH } from '../../routing/paths.ts';
import { MessagePage } from '../../ui/message-page.tsx';

/** 403 (spec 1 §2 Error pages): a guest on a page that needs more; sign in, or register when the organization allows it. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const canRegister = useCanRegister();
  return (
    <MessagePage
      badge={t('errorPages.forbidden.code')}
      icon={<LockOutlinedIcon fontSize="inherit" />}
      title={t('errorPages.forbidden.heading')}
      description={t('errorPages.forbidden.description')}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="large">
            {t('errorPages.forbidden.login')}
          </Button>
          {canRegister ? (
            <Button component={RouterLink} to={REGISTER_PATH} variant="outlined" size="large">
              {t('errorPages.forbidden.register')}
            </Button>
          ) : null}
        </Stack>
      }
    />
  );
}
