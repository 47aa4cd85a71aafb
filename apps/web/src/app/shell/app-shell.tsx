import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';

const MAIN_ID = 'main-content';

/** App bar, the page, footer. The side menu joins here once signed-in pages exist. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          insetInlineStart: 16,
          top: -64,
          zIndex: 'tooltip',
          p: 1.5,
          bgcolor: 'background.paper',
          borderRadius: 1,
          '&:focus': { top: 16 },
        }}
      >
        {t('shell.skipToContent')}
      </Link>
      <AppHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      <AppFooter />
    </Box>
  );
}
