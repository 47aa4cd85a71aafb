import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAllCoursesLink } from '../../features/catalogue/use-all-courses-link.ts';
import { useCanRegister } from '../../routing/can-open.ts';
import { LOGIN_PATH, REGISTER_PATH } from '../../routing/paths.ts';

// The small screens' menu loads when first opened (issue 11, first page).
const GuestMenu = lazy(async () => ({ default: (await import('./guest-menu.tsx')).GuestMenu }));

const ABOUT_PATH = '/landing-page/about-us';
const CONTACT_PATH = '/landing-page/contact-us';

/**
 * Spec 1 §2 Guests: login, register (when allowed), about and contact us; and the public
 * catalogue when the organization lets guests view courses (issue 12). On small screens all
 * but sign-in fold into a menu.
 */
export function GuestActions({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const canRegister = useCanRegister();
  const allCourses = useAllCoursesLink();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const links = [
    ...(allCourses ? [{ to: allCourses.to, label: t('shell.guest.courses', { courses: allCourses.courses }) }] : []),
    { to: ABOUT_PATH, label: t('shell.guest.about') },
    { to: CONTACT_PATH, label: t('shell.guest.contact') },
  ];

  if (compact) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" size="small">
          {t('shell.guest.login')}
        </Button>
        <IconButton
          aria-label={t('shell.guest.more')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
        {anchor ? (
          <Suspense fallback={null}>
            <GuestMenu
              id={menuId}
              anchor={anchor}
              onClose={() => setAnchor(null)}
              links={canRegister ? [{ to: REGISTER_PATH, label: t('shell.guest.register') }, ...links] : links}
            />
          </Suspense>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {links.map((link) => (
        <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
          {link.label}
        </Button>
      ))}
      <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
        {t('shell.guest.login')}
      </Button>
      {canRegister ? (
        <Button component={RouterLink} to={REGISTER_PATH} variant="outlined">
          {t('shell.guest.register')}
        </Button>
      ) : null}
    </Stack>
  );
}
