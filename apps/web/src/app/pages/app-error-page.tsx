import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../ui/message-page.tsx';
import { reportClientError } from '../error-reporting/report-client-error.ts';

/** A page that failed to render or load. The error goes to the server's log. */
export function AppErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
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

/**
 * Around the app's routes: a page (or the shell) that throws while rendering or loading shows the
 * error page in their place, until the address changes (`resetKey`).
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; failedAt: string | null }
> {
  override state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error, failedAt: null };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; failedAt: string | null },
  ): Partial<{ error: unknown; failedAt: string | null }> | null {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override render() {
    return this.state.error === null ? this.props.children : <AppErrorPage error={this.state.error} />;
  }
}
