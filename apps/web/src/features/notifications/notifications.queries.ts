import {
  countNotifications,
  deleteNotification,
  getNotificationSettings,
  listNotifications,
  listNotificationsV2,
  NOTIFICATION_PANEL_FETCH,
  NotificationPortal,
  type NotificationSetting,
  readAllNotifications,
  readNotification,
  updateNotificationSettings,
} from '@manara/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { useSession } from '../auth/session.ts';

export const notificationKeys = {
  ...queryKeysFactory('notifications'),
  count: (portals: string) => ['notifications', 'count', portals] as const,
  settings: (language: string) => ['notifications', 'settings', language] as const,
};

/**
 * The portals whose notifications this person's bell shows (`portals` of the calls): the learner
 * app's (spec 1 §7: `portals=[1]`), and the instructor's and administrator's when they hold them.
 */
export function usePortals(): string {
  const session = useSession();
  const portals: number[] = [NotificationPortal.learner];
  if (session?.portals.isInstructor) portals.push(NotificationPortal.instructor);
  if (session?.portals.isAdministrator) portals.push(NotificationPortal.administrator);
  return portals.join(',');
}

export function useUnreadCount() {
  const portals = usePortals();
  const session = useSession();
  return useQuery({
    queryKey: notificationKeys.count(portals),
    queryFn: ({ signal }) => callApi(countNotifications, { query: { portals }, signal }),
    enabled: session !== null,
  });
}

/** The panel's list: fetches of 10 (spec 1 §9), newest first, by cursor so that arrivals shift nothing. */
export function usePanelNotifications(unread: boolean) {
  const portals = usePortals();
  const { language } = useLanguage();
  return useInfiniteQuery({
    queryKey: notificationKeys.list({ panel: true, unread, portals, language }),
    queryFn: ({ pageParam, signal }) =>
      callApi(listNotificationsV2, {
        query: {
          take: NOTIFICATION_PANEL_FETCH,
          portals,
          unread: unread ? '1' : '0',
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The full list of `/notifications`, a page at a time. */
export function useNotificationsPage(page: { skip: number; take: number; unread: boolean }) {
  const portals = usePortals();
  const { language } = useLanguage();
  return useQuery({
    queryKey: notificationKeys.list({ ...page, portals, language }),
    queryFn: ({ signal }) =>
      callApi(listNotifications, {
        query: { skip: page.skip, take: page.take, portals, unread: page.unread ? '1' : '0' },
        signal,
      }),
  });
}

/** After a change: the lists again, the count from the server's answer. */
function useRefresh() {
  const queryClient = useQueryClient();
  const portals = usePortals();
  return (unreadCount?: number) => {
    if (unreadCount !== undefined) queryClient.setQueryData(notificationKeys.count(portals), { count: unreadCount });
    else void queryClient.invalidateQueries({ queryKey: notificationKeys.count(portals) });
    return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
  };
}

export function useReadNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (notificationId: number) => callApi(readNotification, { params: { notificationId } }),
    // The answer's count is over every portal; the bell asks again for its own.
    onSuccess: () => refresh(),
  });
}

export function useReadAllNotifications() {
  const refresh = useRefresh();
  const portals = usePortals();
  return useMutation({
    mutationFn: () => callApi(readAllNotifications, { query: { portals } }),
    onSuccess: (answer) => refresh(answer.unreadCount),
  });
}

export function useDeleteNotification() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (notificationId: number) => callApi(deleteNotification, { params: { notificationId } }),
    onSuccess: () => refresh(),
  });
}

export function useNotificationSettings() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: notificationKeys.settings(language),
    queryFn: ({ signal }) => callApi(getNotificationSettings, { signal }),
  });
}

export function useUpdateNotificationSetting() {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (
      change: Pick<NotificationSetting, 'notificationControlGroupId'> & {
        isDisabled: boolean;
        channel: 'inApp' | 'email' | 'push';
      },
    ) => callApi(updateNotificationSettings, { body: [change] }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.settings(language), answer),
  });
}
