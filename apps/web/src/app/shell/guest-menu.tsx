import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

export type GuestLink = { to: string; label: string };

/** The guest's links folded into a menu on small screens (GuestActions), open at `anchor`. */
export function GuestMenu({
  id,
  anchor,
  onClose,
  links,
}: {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
  links: readonly GuestLink[];
}) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {links.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
