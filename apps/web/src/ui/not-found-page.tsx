import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignalNotFound } from '../routing/not-found-signal.ts';
import { MessagePage } from './message-page.tsx';

/**
 * The 404 page: for an address no route claims, a route whose page is not built yet, and an
 * address whose id names nothing (a page shows it in place; the document is titled with it).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  useSignalNotFound();
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
