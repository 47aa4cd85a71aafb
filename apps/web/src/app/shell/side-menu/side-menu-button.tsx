import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from '../navigation/nav-items.ts';

type SideMenuButtonProps = Omit<ListItemButtonProps, 'children'> & {
  entry: NavItem;
  collapsed: boolean;
  active: boolean;
  /** For groups shown inline: whether their children are shown. */
  expanded?: boolean;
  depth?: number;
};

/** One row of the side menu: a link for a page, a button for a group. In the rail only the icon shows. */
export function SideMenuButton({ entry, collapsed, active, expanded, depth = 0, ...props }: SideMenuButtonProps) {
  const { t } = useTranslation();
  const label = t(entry.labelKey);
  const Icon = entry.icon;
  const isLink = !entry.children && entry.to;
  const linkProps = isLink
    ? { component: RouterLink, to: entry.to, 'aria-current': active ? ('page' as const) : undefined }
    : {};
  const button = (
    <ListItemButton
      {...linkProps}
      {...props}
      selected={active}
      aria-label={collapsed ? label : undefined}
      sx={{
        minHeight: 44,
        borderRadius: 2,
        mx: collapsed ? 0.5 : 1,
        px: collapsed ? 1.25 : 1.5,
        pl: collapsed ? undefined : 1.5 + depth * 2,
        justifyContent: collapsed ? 'center' : 'flex-start',
      }}
    >
      {depth === 0 ? (
        <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 1.5, color: active ? 'primary.main' : 'inherit' }}>
          <Icon />
        </ListItemIcon>
      ) : null}
      {collapsed ? null : <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />}
      {!collapsed && entry.children ? expanded ? <ExpandLessIcon /> : <ExpandMoreIcon /> : null}
    </ListItemButton>
  );
  // In the rail a page's name shows on hover and focus; a group names itself through its flyout.
  return collapsed && isLink ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
