import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MessagePage } from '../../ui/message-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      badge={t('notFound.code')}
      title={t('notFound.heading')}
      description={t('notFound.description')}
      action={
        <Button component={RouterLink} to="/" variant="contained" size="large" startIcon={<HomeOutlinedIcon />}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
