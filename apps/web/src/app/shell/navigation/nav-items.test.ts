import { describe, expect, it } from 'vitest';
import { headerItems, isActiveItem, sideMenuItems, visibleNavItems } from './nav-items.ts';

const ids = (items: { id: string; children?: readonly { id: string }[] }[]) =>
  items.map((i) => (i.children ? `${i.id}(${i.children.map((c) => c.id).join(',')})` : i.id));

describe('menu filtering', () => {
  it('shows only entries whose page the user may open', () => {
    const open = new Set(['/profile', '/download-the-app', '/zoom-policy']);
    const visible = visibleNavItems(sideMenuItems, { canOpen: (p) => open.has(p), hasGroups: true });
    expect(ids(visible)).toEqual(['profile', 'help(zoomPolicy,downloadTheApp)']);
  });

  it('shows an entry standing for several pages when one of them opens', () => {
    const visible = visibleNavItems(headerItems, { canOpen: (p) => p === '/lms/my-courses', hasGroups: false });
    expect(ids(visible)).toEqual(['courses']);
  });

  it('shows groups only to members of a group', () => {
    const canOpen = (p: string) => p === '/groups/mine';
    expect(ids(visibleNavItems(headerItems, { canOpen, hasGroups: false }))).toEqual([]);
    expect(ids(visibleNavItems(headerItems, { canOpen, hasGroups: true }))).toEqual(['groups']);
  });

  it('marks the entry of the current page, and a group by its children', () => {
    const help = sideMenuItems.find((i) => i.id === 'help');
    expect(help && isActiveItem(help, '/zoom-policy')).toBe(true);
    expect(help && isActiveItem(help, '/profile')).toBe(false);
  });
});
