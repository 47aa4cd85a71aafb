import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isActiveItem, type NavItem } from '../navigation/nav-items.ts';
import { SideMenuButton } from './side-menu-button.tsx';
import { SideMenuFlyout } from './side-menu-flyout.tsx';

function InlineGroup({ entry, onNavigate }: { entry: NavItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isActiveItem(entry, pathname);
  const [expanded, setExpanded] = useState(active);
  const listId = `side-menu-${entry.id}`;
  return (
    <li>
      <SideMenuButton
        entry={entry}
        collapsed={false}
        active={false}
        expanded={expanded}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      />
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {entry.children?.map((child) => (
            <li key={child.id}>
              <SideMenuButton
                entry={child}
                collapsed={false}
                depth={1}
                active={isActiveItem(child, pathname)}
                onClick={onNavigate}
              />
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/**
 * The entries of the side menu. Full width: groups open inline. As a rail: only icons, and
 * groups open as hover flyouts.
 */
export function SideMenuList({
  items,
  collapsed,
  onNavigate,
}: {
  items: readonly NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <List sx={{ py: 1 }}>
      {items.map((entry) => {
        if (entry.children && collapsed) {
          return <SideMenuFlyout key={entry.id} entry={entry} />;
        }
        if (entry.children) return <InlineGroup key={entry.id} entry={entry} onNavigate={onNavigate} />;
        return (
          <li key={entry.id}>
            <SideMenuButton
              entry={entry}
              collapsed={collapsed}
              active={isActiveItem(entry, pathname)}
              onClick={onNavigate}
            />
          </li>
        );
      })}
    </List>
  );
}
