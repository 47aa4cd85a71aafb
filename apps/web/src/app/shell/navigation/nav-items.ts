import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import BookmarkBorderOutlinedIcon from '@mui/icons-material/BookmarkBorderOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import LocalLibraryOutlinedIcon from '@mui/icons-material/LocalLibraryOutlined';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PublicOutlinedIcon from '@mui/icons-material/PublicOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type en from '../../../i18n/en.json';

export type MenuLabelKey = `menu.${keyof (typeof en)['menu']}`;

/**
 * A menu entry. `to` is where it links; `pages` the route patterns it stands for (default: `to`):
 * it shows when the user may open one of them and it has a page. An entry with `children` and
 * no `to` is a group: it shows when one of its children does.
 */
export type NavItem = {
  id: string;
  labelKey: MenuLabelKey;
  icon: SvgIconComponent;
  to?: string;
  pages?: readonly string[];
  /** Spec 1 §6: the groups entry needs membership of a group. */
  needsGroupMembership?: boolean;
  children?: readonly NavItem[];
};

const item = (id: string, to: string, icon: SvgIconComponent, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  labelKey: `menu.${id}` as MenuLabelKey,
  icon,
  to,
  ...extra,
});

const group = (id: string, icon: SvgIconComponent, children: NavItem[]): NavItem => ({
  id,
  labelKey: `menu.${id}` as MenuLabelKey,
  icon,
  children,
});

const courses = ['/lms/all-courses', '/lms/my-courses'];
const externalCourses = ['/external-courses/all-courses', '/external-courses/my-courses'];

/** Spec 1 §2 "Header items for logged-in users", in order. */
export const headerItems: readonly NavItem[] = [
  item('dashboard', '/dashboard', DashboardOutlinedIcon),
  item('courses', '/lms', AutoStoriesOutlinedIcon, { pages: courses }),
  item('externalCourses', '/external-courses', PublicOutlinedIcon, { pages: externalCourses }),
  item('events', '/social/events', EventOutlinedIcon, { pages: ['/social/all-events'] }),
  item('groups', '/groups', GroupsOutlinedIcon, { pages: ['/groups/mine'], needsGroupMembership: true }),
  item('journeys', '/journey', MapOutlinedIcon),
  item('library', '/library', LocalLibraryOutlinedIcon),
  item('chat', '/chat', ChatOutlinedIcon),
];

/** Spec 1 §2 "Profile menu entries", after the user's profile. */
export const profileMenuItems: readonly NavItem[] = [
  item('profile', '/profile', AccountCircleOutlinedIcon),
  item('activityLog', '/activity-log', HistoryOutlinedIcon),
  item('savedPosts', '/saved-post', BookmarkBorderOutlinedIcon),
  item('myPurchases', '/my-purchases', ShoppingBagOutlinedIcon),
  item('certificates', '/my-certificates', WorkspacePremiumOutlinedIcon),
  item('userActivities', '/dashboard/user-activities', TimelineOutlinedIcon),
];

/** The side menu: the learning areas, the user's own pages, and help. Children open as flyouts. */
export const sideMenuItems: readonly NavItem[] = [
  item('dashboard', '/dashboard', DashboardOutlinedIcon),
  group('courses', AutoStoriesOutlinedIcon, [
    item('myCourses', '/lms/my-courses', AutoStoriesOutlinedIcon),
    item('allCourses', '/lms/all-courses', AutoStoriesOutlinedIcon),
    item('specializations', '/lms/specializations', AutoStoriesOutlinedIcon),
  ]),
  group('externalCourses', PublicOutlinedIcon, [
    item('myExternalCourses', '/external-courses/my-courses', PublicOutlinedIcon),
    item('allExternalCourses', '/external-courses/all-courses', PublicOutlinedIcon),
  ]),
  group('events', EventOutlinedIcon, [
    item('allEvents', '/social/all-events', EventOutlinedIcon),
    item('myEvents', '/social/my-events', EventOutlinedIcon),
  ]),
  item('groups', '/groups/mine', GroupsOutlinedIcon, { needsGroupMembership: true }),
  item('journeys', '/journey', MapOutlinedIcon),
  item('checklist', '/checklist', ChecklistOutlinedIcon),
  item('library', '/library', LocalLibraryOutlinedIcon),
  item('chat', '/chat', ChatOutlinedIcon),
  group('shop', ShoppingBagOutlinedIcon, [
    item('cart', '/cart', ShoppingBagOutlinedIcon),
    item('myPurchases', '/my-purchases', ShoppingBagOutlinedIcon),
    item('wallet', '/my-purchases/my-wallet', ShoppingBagOutlinedIcon),
    item('paymentHistory', '/my-purchases/payment-history', ShoppingBagOutlinedIcon),
  ]),
  item('certificates', '/my-certificates', WorkspacePremiumOutlinedIcon),
  group('favorites', FavoriteBorderOutlinedIcon, [
    item('favoriteCourses', '/favorite/courses', FavoriteBorderOutlinedIcon),
    item('favoriteEvents', '/favorite/events', FavoriteBorderOutlinedIcon),
  ]),
  item('activityLog', '/activity-log', HistoryOutlinedIcon),
  item('notifications', '/notifications', NotificationsNoneOutlinedIcon),
  item('profile', '/profile', AccountCircleOutlinedIcon),
  group('help', HelpOutlineOutlinedIcon, [
    item('technicalSupport', '/landing-page/technical-support', HelpOutlineOutlinedIcon),
    item('zoomPolicy', '/zoom-policy', HelpOutlineOutlinedIcon),
    item('noLectureLinks', '/no-lecture-links', HelpOutlineOutlinedIcon),
    item('downloadTheApp', '/download-the-app', HelpOutlineOutlinedIcon),
  ]),
];

export type VisibilityContext = { canOpen: (path: string) => boolean; hasGroups: boolean };

/** The entries the user may use (spec 1 §6 Menu filtering): by route meta and page existence; groups need membership. */
export function visibleNavItems(items: readonly NavItem[], context: VisibilityContext): NavItem[] {
  return items.flatMap((entry): NavItem[] => {
    if (entry.needsGroupMembership && !context.hasGroups) return [];
    if (entry.children) {
      const children = visibleNavItems(entry.children, context);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    const pages = entry.pages ?? (entry.to ? [entry.to] : []);
    return pages.some(context.canOpen) ? [entry] : [];
  });
}

/** Whether an entry (or one of its children) is the current page. */
export function isActiveItem(entry: NavItem, pathname: string): boolean {
  if (entry.to && (pathname === entry.to || pathname.startsWith(`${entry.to}/`))) return true;
  return entry.children?.some((child) => isActiveItem(child, pathname)) ?? false;
}
