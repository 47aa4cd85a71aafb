import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import { AppThemeProvider } from './app-theme-provider.tsx';
import { installGlobalErrorReporting } from './error-reporting/report-client-error.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

/** Server answers (organization terms, localized texts) depend on the language header: refetch them. */
function useRefetchOnLanguageChange(queryClient: ReturnType<typeof createQueryClient>) {
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);
}

// Errors outside React's render (event handlers, timers, promises) reach the server's log too.
installGlobalErrorReporting();

export function Providers() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  useRefetchOnLanguageChange(queryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
