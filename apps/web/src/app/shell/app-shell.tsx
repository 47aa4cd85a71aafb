import { ConfigKey, DRAWER_WIDTH, RAIL_WIDTH } from '@manara/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AnnouncementBanner } from '../../features/announcements/components/announcement-banner.tsx';
import { useSession } from '../../features/auth/session.ts';
import { useNotificationStream } from '../../features/notifications/live/use-notification-stream.ts';
import { useOrganizationDashboard } from '../../features/organizations/organizations.queries.ts';
import { Toaster } from '../../ui/toast/toaster.tsx';
import { useCurrentRouteMeta } from '../guard/use-current-route-meta.ts';
import { useRouteDecision } from '../guard/use-route-decision.ts';
import { useInstructorView } from '../instructor-view.ts';
import { AppFooter } from './app-footer.tsx';
import { APP_BAR_HEIGHT, AppHeader } from './app-header.tsx';
import { CookiesNotice } from './cookies-notice.tsx';
import { useSideMenuCollapsed } from './side-menu/side-menu-state.ts';
import { useShellMenus } from './use-shell-menus.ts';

const MAIN_ID = 'main-content';

// Parts of the shell that a guest's first page does not show load when they first render (issue 11,
// first page): the side menus, the masquerade banner and the complete-profile dialog are
// signed-in users' only, the offer to undo is the staff portal's.
const MasqueradeBanner = lazy(async () => ({
  default: (await import('../../features/access/masquerade-banner.tsx')).MasqueradeBanner,
}));
const UndoSnackbar = lazy(async () => ({ default: (await import('../../ui/undo/undo-snackbar.tsx')).UndoSnackbar }));
const CompleteProfileDialog = lazy(async () => ({
  default: (await import('./complete-profile-dialog.tsx')).CompleteProfileDialog,
}));
const DesktopSideMenu = lazy(async () => ({ default: (await import('./side-menu/side-menu.tsx')).DesktopSideMenu }));
const MobileSideMenu = lazy(async () => ({ default: (await import('./side-menu/side-menu.tsx')).MobileSideMenu }));

/** The desktop side menu's room while its code loads, so that the page does not move when it comes. */
function SideMenuRoom() {
  const [collapsed] = useSideMenuCollapsed();
  return <Box sx={{ width: collapsed ? RAIL_WIDTH : DRAWER_WIDTH, flexShrink: 0 }} />;
}

function SkipLink() {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * Spec 1 §2 App shell: app bar, announcement banner, side menu (signed-in users, not on the
 * paths the spec lists; a drawer on small screens), the page, footer and cookies bar (not in
 * instructor view nor for organizations that hide them; the bar at the end of the page's column,
 * sticking to the window's bottom), the complete-profile dialog, toasts. A page without site
 * chrome (the public certificate) has no banner, footer or cookies bar.
 * The staff portal's pages bring their own shell: they get none of this (but the toasts, and the
 * offer to undo a destructive action), unless the guard turns the visitor away, whose refusal shows
 * in the learner app as anywhere else.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { decision, page } = useRouteDecision();
  if (page.shell === 'portal' && (decision === null || decision.kind === 'allow')) {
    return (
      <>
        {children}
        <Toaster />
        <Suspense fallback={null}>
          <UndoSnackbar />
        </Suspense>
      </>
    );
  }
  return <LearnerShell>{children}</LearnerShell>;
}

function LearnerShell({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const session = useSession();
  const meta = useCurrentRouteMeta();
  const { pathname } = useLocation();
  const instructorView = useInstructorView();
  const footerHidden = useOrganizationDashboard().data?.configuration.some(
    (entry) => entry.key === ConfigKey.footerHidden && entry.value === true,
  );
  const menus = useShellMenus(session !== null);
  // The live notifications of the signed-in user, on every page (one stream per browser).
  useNotificationStream();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // While the menus' code loads, a signed-in page keeps the side menu's room (no shift when it comes).
  const hasSideMenu = session !== null && meta.hasSideMenu && (menus === null || menus.side.length > 0);
  const showFooter = !instructorView && !footerHidden && meta.hasSiteChrome;
  const appBarHeight = isMobile ? APP_BAR_HEIGHT.xs : APP_BAR_HEIGHT.sm;

  // The temporary drawer closes on route change (spec 1 §9).
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    // Printed, the page is as tall as its content: 100vh is the screen's height, not the sheet's.
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', '@media print': { minHeight: 0 } }}>
      <SkipLink />
      {meta.hasAppBar ? (
        <AppHeader
          session={session}
          isMobile={isMobile}
          headerItems={menus?.header ?? []}
          profileItems={menus?.profile ?? []}
          onOpenMenu={hasSideMenu && isMobile ? () => setDrawerOpen(true) : undefined}
          isMenuOpen={drawerOpen}
        />
      ) : null}
      {session ? (
        <Suspense fallback={null}>
          <MasqueradeBanner />
        </Suspense>
      ) : null}
      {meta.hasSiteChrome ? <AnnouncementBanner /> : null}
      <Box sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        {hasSideMenu && !isMobile ? (
          menus ? (
            <Suspense fallback={<SideMenuRoom />}>
              <DesktopSideMenu items={menus.side} top={appBarHeight} />
            </Suspense>
          ) : (
            <SideMenuRoom />
          )
        ) : null}
        {hasSideMenu && isMobile && menus ? (
          <Suspense fallback={null}>
            <MobileSideMenu
              items={menus.side}
              open={drawerOpen}
              top={appBarHeight}
              onOpen={() => setDrawerOpen(true)}
              onClose={() => setDrawerOpen(false)}
            />
          </Suspense>
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {/* At least a screen high, so that the footer starts below the fold: a page's content
              arriving pushes nothing visible down (issue 12, layout shift). */}
          <Box
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            sx={{
              flex: 1,
              display: 'flex',
              flexDirection: 'column',
              minHeight: `calc(100vh - ${meta.hasAppBar ? appBarHeight : 0}px)`,
            }}
          >
            {children}
          </Box>
          {showFooter ? <AppFooter /> : null}
          {showFooter ? <CookiesNotice /> : null}
        </Box>
      </Box>
      {session && !instructorView ? (
        <Suspense fallback={null}>
          <CompleteProfileDialog session={session} />
        </Suspense>
      ) : null}
      <Toaster />
    </Box>
  );
}
