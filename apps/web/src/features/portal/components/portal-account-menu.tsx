import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
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
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { pageLoaded } from '../../../routing/page-loaded.ts';
import { HOME_PATH } from '../../../routing/paths.ts';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { initialsOf } from '../../../ui/truncate.ts';
import { useSession } from '../../auth/session.ts';
import { useSignOut } from '../../auth/sign-out.ts';

/**
 * Who is signed in, the way back to the learning app (small screens; wider ones have it in the
 * header) and sign-out. Signing out leaves the portal first: no page of it is open to guests.
 */
export function PortalAccountMenu({
  learningHome,
  showLearningLink,
}: {
  learningHome: string;
  showLearningLink: boolean;
}) {
  const { t } = useTranslation('portal');
  const { language } = useLanguage();
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!session) return null;
  const { user } = session;
  const first = language === 'ar' && user.firstNameAr ? user.firstNameAr : user.firstName;
  const last = language === 'ar' && user.firstNameAr ? (user.lastNameAr ?? '') : user.lastName;
  const name = `${first} ${last}`.trim();
  const initials = initialsOf(first, last);
  const close = () => setAnchor(null);

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
          src={user.profileImage?.url}
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
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'start' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem={anchor !== null} aria-label={t('shell.profileMenu.label')}>
          {showLearningLink ? (
            <MenuItem component={RouterLink} to={learningHome} onClick={close}>
              <ListItemIcon>
                <DirectionalIcon icon={ArrowBackIcon} fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t('portal.backToLearning')}</ListItemText>
            </MenuItem>
          ) : null}
          <MenuItem
            onClick={async () => {
              close();
              navigate(HOME_PATH, { replace: true });
              // The landing page shows before the session ends, not the portal's 403 page.
              await pageLoaded(HOME_PATH);
              await signOut();
              toast.info(t('toast.signedOut'));
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
