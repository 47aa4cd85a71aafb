import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  prefetchBannerAnnouncements,
  useBannerAnnouncements,
} from '../../features/announcements/announcements.queries.ts';
import { prefetchOrganizationDashboard } from '../../features/organizations/organizations.queries.ts';
import { prefetchPermissions, usePermissions } from '../../features/permissions/permissions.queries.ts';

/**
 * The shell's own data (the organization, the user's permissions, the banner's announcements),
 * started together when the app starts, beside the page's own (its route's prefetch), so that a
 * page waits one round trip, not three in a row (issue 12).
 */
export function prefetchShellData(queryClient: QueryClient): void {
  prefetchOrganizationDashboard(queryClient);
  prefetchPermissions(queryClient);
  prefetchBannerAnnouncements(queryClient);
}

/**
 * Whether the shell may show for the first time: besides the organization, the permissions (the
 * header's links, the side menu and the landing page's calls to action follow them) and the
 * banner's announcements are in, or failed. Shown earlier, the banner would push the page down
 * when it arrived and the menus would grow (issue 12, layout shift). They were asked together,
 * so this waits no longer than the slowest of them. Once shown, the shell stays: a later change
 * of user loads their permissions and banner inside it.
 */
export function useShellDataSettled(): boolean {
  const permissions = usePermissions();
  const banner = useBannerAnnouncements();
  const settledNow = permissions.isReady && !banner.isPending;
  const [hasSettled, setHasSettled] = useState(settledNow);
  if (settledNow && !hasSettled) setHasSettled(true);
  return hasSettled || settledNow;
}
