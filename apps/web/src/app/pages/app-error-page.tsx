import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { MessagePage } from '../../ui/message-page.tsx';
import { reportClientError } from '../error-reporting/report-client-error.ts';

/** The router's error boundary: a page that failed to render or load. The error goes to the server's log. */
export function AppErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    reportClientError('boundary', error);
  }, [error]);
  return (
    <MessagePage
      title={t('errorPages.appError.heading')}
      description={t('errorPages.appError.description')}
      action={
        <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
          {t('errorPages.appError.reload')}
        </Button>
      }
    />
  );
}
