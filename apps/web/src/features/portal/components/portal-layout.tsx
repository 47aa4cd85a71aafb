import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useCanOpen } from '../../../routing/can-open.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { modeOf, openModes, visibleAreas } from '../portal-navigation.ts';
import { PortalBreadcrumbs } from './portal-breadcrumbs.tsx';
import { PORTAL_HEADER_HEIGHT, PortalHeader } from './portal-header.tsx';
import { PortalNavigation } from './portal-navigation.tsx';

const MAIN_ID = 'portal-main';
export const PORTAL_NAVIGATION_ID = 'portal-navigation';

/**
 * The staff portal's shell (issue 13): a header (organization, mode, way back to the learning
 * app, language, account), the side navigation of the mode by area (a drawer on small screens),
 * breadcrumbs, and the page. The organization's theme and the language's direction are the app's.
 */
export function PortalLayout() {
  const { t } = useTranslation('portal');
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const { pathname } = useLocation();
  const canOpen = useCanOpen();
  const mode = modeOf(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer closes when a link in it is followed.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
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
      <PortalHeader
        mode={mode}
        onOpenNavigation={isMobile ? () => setDrawerOpen(true) : undefined}
        isNavigationOpen={drawerOpen}
        navigationId={PORTAL_NAVIGATION_ID}
      />
      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        <PortalNavigation
          id={PORTAL_NAVIGATION_ID}
          mode={mode}
          modes={openModes(canOpen)}
          areas={visibleAreas(mode, canOpen)}
          variant={isMobile ? 'drawer' : 'side'}
          top={PORTAL_HEADER_HEIGHT}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
        />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 5 }, pt: { xs: 2, md: 3 }, pb: 8, outline: 'none' }}
        >
          <Box sx={{ maxWidth: 1120, mx: 'auto' }}>
            <PortalBreadcrumbs />
            <Suspense fallback={<PageLoader inline />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
