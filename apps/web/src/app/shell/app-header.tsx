import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../features/auth/session.ts';
import { OrganizationBrand } from '../../features/organizations/components/organization-brand.tsx';
import { useCanOpen } from '../../routing/can-open.ts';
import { GuestActions } from './guest-actions.tsx';
import { LanguageToggle } from './language-toggle.tsx';
import type { NavItem } from './navigation/nav-items.ts';
import { SIDE_MENU_ID } from './side-menu/side-menu-state.ts';
import { ThemeToggle } from './theme-toggle.tsx';

// Signed-in users' navigation, bell, favorites and menu: guests (most first visits) never download them.
const HeaderNav = lazy(async () => ({ default: (await import('./header-nav.tsx')).HeaderNav }));
const HeaderIconLink = lazy(async () => ({ default: (await import('./header-icon-link.tsx')).HeaderIconLink }));
const ProfileMenu = lazy(async () => ({ default: (await import('./profile-menu.tsx')).ProfileMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/notifications/components/notification-bell.tsx')).NotificationBell,
}));

/** An icon button's room while its code loads, so that nothing in the bar moves. */
const ICON_BUTTON_SIZE = 40;
const iconButtonRoom = <Box sx={{ width: ICON_BUTTON_SIZE, height: ICON_BUTTON_SIZE }} />;

export const APP_BAR_HEIGHT = { xs: 64, sm: 72 } as const;

type AppHeaderProps = {
  session: Session | null;
  isMobile: boolean;
  headerItems: readonly NavItem[];
  profileItems: readonly NavItem[];
  /** Shown when the side menu is a drawer: opens it. */
  onOpenMenu?: (() => void) | undefined;
  isMenuOpen?: boolean;
};

/**
 * Spec 1 §2 App bar: the organization's logo, the header items, the notifications bell, icons for
 * favorites (and, once its page exists, cart), the profile menu; for guests login,
 * register, about and contact us, the language and the theme toggles.
 */
export function AppHeader({ session, isMobile, headerItems, profileItems, onOpenMenu, isMenuOpen }: AppHeaderProps) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: APP_BAR_HEIGHT, px: { xs: 1.5, sm: 3 } }}>
        {onOpenMenu ? (
          <IconButton
            edge="start"
            onClick={onOpenMenu}
            aria-label={t('shell.sideMenu.open')}
            aria-expanded={isMenuOpen ?? false}
            aria-controls={SIDE_MENU_ID}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <OrganizationBrand compact={isMobile} />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', justifyContent: 'center' }}>
          {session && !isMobile ? (
            <Suspense fallback={null}>
              <HeaderNav items={headerItems} />
            </Suspense>
          ) : null}
        </Box>
        {session ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Suspense fallback={iconButtonRoom}>
              <NotificationBell />
            </Suspense>
            {canOpen('/favorite/courses') ? (
              <Suspense fallback={iconButtonRoom}>
                <HeaderIconLink to="/favorite" icon={<FavoriteBorderOutlinedIcon />} label={t('shell.favorites')} />
              </Suspense>
            ) : null}
            <Suspense fallback={iconButtonRoom}>
              <ProfileMenu session={session} items={profileItems} />
            </Suspense>
          </Stack>
        ) : (
          <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
            <GuestActions compact={isMobile} />
            <LanguageToggle compact={isMobile} />
            <ThemeToggle />
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
