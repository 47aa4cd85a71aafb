import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CoPresentOutlinedIcon from '@mui/icons-material/CoPresentOutlined';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import TranslateIcon from '@mui/icons-material/Translate';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Session } from '../../features/auth/session.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { DirectionalIcon } from '../../ui/directional-icon.tsx';
import { initialsOf } from '../../ui/truncate.ts';
import { useThemeMode } from '../theme-mode.ts';
import type { NavItem } from './navigation/nav-items.ts';
import { useLogout } from './use-logout.ts';
import { type Portal, useSwitchPortal } from './use-switch-portal.ts';

/** The user's name in the current language (Arabic names when the user has them). */
export function displayName(user: Session['user'], language: string): { first: string; last: string } {
  if (language === 'ar' && user.firstNameAr) return { first: user.firstNameAr, last: user.lastNameAr ?? '' };
  return { first: user.firstName, last: user.lastName };
}

type HeaderProps = { name: string; email: string; imageUrl: string | undefined; initials: string };

/** Who is signed in, above the menu's items (outside the menu, so that it holds items only). */
function ProfileMenuHeader({ name, email, imageUrl, initials }: HeaderProps) {
  return (
    <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Avatar src={imageUrl} alt="" sx={{ bgcolor: 'primary.main' }}>
        {initials}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'start' }}>
          {email}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Spec 1 §2 profile menu: avatar initials, name, e-mail, the user's pages, switch to the admin
 * or instructor portal, language, theme, and logout.
 */
export function ProfileMenu({ session, items }: { session: Session; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const end = theme.direction === 'rtl' ? 'left' : 'right';
  const { language, toggleLanguage } = useLanguage();
  const { mode, toggleMode } = useThemeMode();
  const logout = useLogout();
  const { adminUrl, switchTo, isSwitching } = useSwitchPortal();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { first, last } = displayName(session.user, language);
  const name = `${first} ${last}`.trim();
  const initials = initialsOf(first, last);
  const close = () => setAnchor(null);
  const portals: { portal: Portal; show: boolean; label: string; icon: typeof AdminPanelSettingsOutlinedIcon }[] = [
    {
      portal: 'administrator',
      show: session.portals.isAdministrator,
      label: t('shell.profileMenu.switchToAdmin'),
      icon: AdminPanelSettingsOutlinedIcon,
    },
    {
      portal: 'instructor',
      show: session.portals.isInstructor,
      label: t('shell.profileMenu.switchToInstructor'),
      icon: CoPresentOutlinedIcon,
    },
  ];
  const switches = adminUrl ? portals.filter((p) => p.show) : [];

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('shell.profileMenu.open', { name, initials })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={session.user.profileImage?.url}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.95rem' }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <ProfileMenuHeader
          name={name}
          email={session.user.email}
          imageUrl={session.user.profileImage?.url}
          initials={initials}
        />
        <Divider />
        <MenuList id={menuId} autoFocusItem={anchor !== null} variant="menu" aria-label={t('shell.profileMenu.label')}>
          {items.map((entry) => {
            const Icon = entry.icon;
            return (
              <MenuItem key={entry.id} component={RouterLink} to={entry.to ?? '/'} onClick={close}>
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t(entry.labelKey)}</ListItemText>
              </MenuItem>
            );
          })}
          {switches.map(({ portal, label, icon: Icon }) => (
            <MenuItem key={portal} disabled={isSwitching} onClick={() => switchTo(portal)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{label}</ListItemText>
            </MenuItem>
          ))}
          {items.length > 0 || switches.length > 0 ? <Divider /> : null}
          <MenuItem
            onClick={() => {
              close();
              void toggleLanguage();
            }}
            lang={language === 'ar' ? 'en' : 'ar'}
          >
            <ListItemIcon>
              <TranslateIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('language.toggle')}</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              toggleMode();
            }}
          >
            <ListItemIcon>
              {mode === 'dark' ? <LightModeOutlinedIcon fontSize="small" /> : <DarkModeOutlinedIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{mode === 'dark' ? t('shell.theme.toLight') : t('shell.theme.toDark')}</ListItemText>
          </MenuItem>
          <Divider />
          <MenuItem
            onClick={() => {
              close();
              void logout();
            }}
          >
            <ListItemIcon>
              <DirectionalIcon icon={LogoutIcon} fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('shell.profileMenu.logout')}</ListItemText>
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}
