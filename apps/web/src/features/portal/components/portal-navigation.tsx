import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Link as RouterLink, useLocation } from 'react-router';
import { type PortalArea, type PortalMode, portalNavigation } from '../portal-navigation.ts';

const WIDTH = 264;

type PortalNavigationProps = {
  id: string;
  mode: PortalMode;
  /** The modes the user may open: with two, the navigation switches between them. */
  modes: readonly PortalMode[];
  areas: readonly PortalArea[];
  /** Beside the page (wide screens), or a drawer opened from the header (small screens). */
  variant: 'side' | 'drawer';
  top: number;
  open: boolean;
  onClose: () => void;
};

/** The switch between administration and teaching, for those who hold both portals: two links, the current one marked. */
function ModeSwitch({ mode, modes }: { mode: PortalMode; modes: readonly PortalMode[] }) {
  const { t } = useTranslation('portal');
  if (modes.length < 2) return null;
  return (
    <Box component="nav" aria-label={t('portal.modeSwitch')} sx={{ p: 1.5 }}>
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 0.5, p: 0.5, m: 0, listStyle: 'none', bgcolor: 'action.hover', borderRadius: 2 }}
      >
        {modes.map((candidate) => {
          const isCurrent = candidate === mode;
          return (
            <Box component="li" key={candidate} sx={{ flex: 1 }}>
              <Box
                component={RouterLink}
                to={portalNavigation[candidate].root}
                aria-current={isCurrent ? 'page' : undefined}
                sx={{
                  display: 'block',
                  textAlign: 'center',
                  py: 0.75,
                  borderRadius: 1.5,
                  fontWeight: 600,
                  fontSize: '0.875rem',
                  textDecoration: 'none',
                  color: isCurrent ? 'primary.contrastText' : 'text.primary',
                  bgcolor: isCurrent ? 'primary.main' : 'transparent',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {t(`portal.modes.${candidate}`)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function AreaList({ area, onNavigate }: { area: PortalArea; onNavigate?: () => void }) {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const headingId = useId();
  return (
    <Box sx={{ px: 1, pb: 1 }}>
      <ListSubheader
        id={headingId}
        component="h2"
        sx={{ lineHeight: 2.5, bgcolor: 'transparent', fontWeight: 700, position: 'static' }}
      >
        {t(`portal.areas.${area.id}`)}
      </ListSubheader>
      <List aria-labelledby={headingId} disablePadding>
        {area.links.map((link) => {
          const Icon = link.icon;
          const isCurrent = matchPath({ path: link.to, end: true }, pathname) !== null;
          return (
            <li key={link.id}>
              <ListItemButton
                component={RouterLink}
                to={link.to}
                selected={isCurrent}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={onNavigate}
                sx={{ borderRadius: 2, mb: 0.25 }}
              >
                <ListItemIcon sx={{ minWidth: 40, color: isCurrent ? 'primary.main' : undefined }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={t(link.titleKey)}
                  slotProps={{ primary: { sx: { fontWeight: isCurrent ? 600 : 400 } } }}
                />
              </ListItemButton>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

/** The portal's side navigation: the mode switch, then the mode's areas with their pages. */
export function PortalNavigation({ id, mode, modes, areas, variant, top, open, onClose }: PortalNavigationProps) {
  const { t } = useTranslation('portal');
  const content = (
    <>
      <ModeSwitch mode={mode} modes={modes} />
      {modes.length > 1 ? <Divider /> : null}
      <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        {areas.map((area) => (
          <AreaList key={area.id} area={area} onNavigate={variant === 'drawer' ? onClose : undefined} />
        ))}
      </Box>
    </>
  );
  if (variant === 'drawer') {
    return (
      <Drawer
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: WIDTH, maxWidth: '85vw' } } }}
        ModalProps={{ keepMounted: false }}
      >
        <Box
          component="nav"
          id={id}
          aria-label={t('portal.navigation')}
          sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
        >
          {content}
        </Box>
      </Drawer>
    );
  }
  return (
    <Box
      component="nav"
      id={id}
      aria-label={t('portal.navigation')}
      sx={{
        width: WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top,
        alignSelf: 'flex-start',
        height: `calc(100vh - ${top}px)`,
        display: 'flex',
        flexDirection: 'column',
        borderInlineEnd: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {content}
    </Box>
  );
}
