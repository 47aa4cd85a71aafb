import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { useTheme } from '@mui/material/styles';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isActiveItem, type NavItem } from '../navigation/nav-items.ts';
import { SideMenuButton } from './side-menu-button.tsx';

const CLOSE_DELAY_MS = 150;

/**
 * A group of the rail: its children open in a flyout beside it on hover, and with the keyboard
 * on Enter, Space or the arrow that points into the page; Escape closes it and returns focus.
 */
export function SideMenuFlyout({ entry }: { entry: NavItem }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { pathname } = useLocation();
  const anchor = useRef<HTMLLIElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const menuId = useId();
  const inward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

  const show = (withFocus: boolean) => {
    clearTimeout(closeTimer.current);
    setFocusFirst(withFocus);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const close = (returnFocus: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    if (returnFocus) anchor.current?.querySelector<HTMLElement>('[role="button"], button')?.focus();
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === inward) {
      event.preventDefault();
      show(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === (theme.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft')) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <li ref={anchor} onMouseEnter={() => show(false)} onMouseLeave={hideSoon}>
      <SideMenuButton
        entry={entry}
        collapsed
        active={isActiveItem(entry, pathname)}
        onClick={() => (open ? close(false) : show(true))}
        onKeyDown={onTriggerKeyDown}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
      />
      <Popper
        open={open}
        anchorEl={anchor.current}
        placement="right-start"
        transition
        sx={{ zIndex: 'drawer' }}
        modifiers={[{ name: 'offset', options: { offset: [0, 4] } }]}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper
              elevation={6}
              sx={{ minWidth: 220, py: 0.5 }}
              onMouseEnter={() => show(false)}
              onMouseLeave={hideSoon}
            >
              <ClickAwayListener onClickAway={() => close(false)}>
                <MenuList
                  id={menuId}
                  autoFocusItem={focusFirst}
                  aria-label={t(entry.labelKey)}
                  onKeyDown={onMenuKeyDown}
                >
                  {entry.children?.map((child) => (
                    <MenuItem
                      key={child.id}
                      component={RouterLink}
                      to={child.to ?? '/'}
                      selected={isActiveItem(child, pathname)}
                      onClick={() => close(false)}
                    >
                      <ListItemText primary={t(child.labelKey)} />
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </li>
  );
}
