import { DRAWER_WIDTH, EDGE_SWIPE_ZONE_PX, FAST_SWIPE_SPEED, RAIL_WIDTH } from '@manara/contract';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '../../../ui/directional-icon.tsx';
import type { NavItem } from '../navigation/nav-items.ts';
import { SideMenuList } from './side-menu-list.tsx';
import { SIDE_MENU_ID, useSideMenuCollapsed } from './side-menu-state.ts';

/** The desktop side menu beside the page: full width (256) or a rail (56), with a toggle. */
export function DesktopSideMenu({ items, top }: { items: readonly NavItem[]; top: number }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useSideMenuCollapsed();
  const toggleLabel = collapsed ? t('shell.sideMenu.expand') : t('shell.sideMenu.collapse');
  return (
    <Box
      component="nav"
      id={SIDE_MENU_ID}
      aria-label={t('shell.sideMenu.label')}
      sx={(theme) => ({
        width: collapsed ? RAIL_WIDTH : DRAWER_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top,
        alignSelf: 'flex-start',
        height: `calc(100vh - ${top}px)`,
        display: 'flex',
        flexDirection: 'column',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowX: 'hidden',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      })}
    >
      <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 0.5 }}>
        <Tooltip title={toggleLabel} placement="right">
          <IconButton
            onClick={() => setCollapsed(!collapsed)}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
            aria-controls={SIDE_MENU_ID}
          >
            <DirectionalIcon icon={collapsed ? ChevronRightIcon : ChevronLeftIcon} />
          </IconButton>
        </Tooltip>
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SideMenuList items={items} collapsed={collapsed} />
      </Box>
    </Box>
  );
}

/**
 * The side menu on small screens: a temporary drawer opened by the app bar's menu button or an
 * edge swipe (spec 1 §9: swipe zone 25 px, fast swipe over 400). MUI starts a drag after 3 px,
 * the spec's DRAG_START_PX, on its own. The shell closes it on route change.
 */
export function MobileSideMenu({
  items,
  open,
  top,
  onOpen,
  onClose,
}: {
  items: readonly NavItem[];
  open: boolean;
  /** The app bar's height: the edge-swipe zone starts below it, so that it does not cover the menu button. */
  top: number;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SwipeableDrawer
      anchor="left"
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      swipeAreaWidth={EDGE_SWIPE_ZONE_PX}
      minFlingVelocity={FAST_SWIPE_SPEED}
      disableBackdropTransition
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH } }, swipeArea: { style: { top } } }}
    >
      <Box component="nav" id={SIDE_MENU_ID} aria-label={t('shell.sideMenu.label')}>
        <SideMenuList items={items} collapsed={false} onNavigate={onClose} />
      </Box>
    </SwipeableDrawer>
  );
}
