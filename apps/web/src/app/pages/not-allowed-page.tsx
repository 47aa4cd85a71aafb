import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HOME_PATH } from '../../routing/paths.ts';
import { MessagePage } from '../../ui/message-page.tsx';

/** A signed-in user lacking a permission or a setting (spec 1 §6 Unauthorized handling); also for failed group or post fetches. */
export function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<BlockOutlinedIcon fontSize="inherit" />}
      title={t('errorPages.notAllowed.heading')}
      description={t('errorPages.notAllowed.description')}
      action={
        <Button component={RouterLink} to={HOME_PATH} variant="contained" size="large" startIcon={<HomeOutlinedIcon />}>
          {t('errorPages.notAllowed.home')}
        </Button>
      }
    />
  );
}
