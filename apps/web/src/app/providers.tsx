import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import { AppThemeProvider } from './app-theme-provider.tsx';
import { installGlobalErrorReporting } from './error-reporting/report-client-error.ts';
import { AppRoutes } from './router.tsx';

/** Server answers (organization terms, localized texts) depend on the language header: refetch them. */
function useRefetchOnLanguageChange(queryClient: QueryClient) {
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);
}

// Errors outside React's render (event handlers, timers, promises) reach the server's log too.
installGlobalErrorReporting();

/**
 * The app around its routes. `main.tsx` creates the query cache and starts the first visit before
 * the first render, so that the first page's data is already on its way.
 */
export function Providers({ queryClient }: { queryClient: QueryClient }) {
  useRefetchOnLanguageChange(queryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>
          <BrowserRouter>
            <AppRoutes queryClient={queryClient} />
          </BrowserRouter>
        </AppThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
