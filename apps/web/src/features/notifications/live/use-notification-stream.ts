import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentOrganizationId } from '../../../api/client.ts';
import { getSession, useSession } from '../../auth/session.ts';
import { notificationKeys, usePortals } from '../notifications.queries.ts';
import { browserPushEnvironment } from '../push/browser-environment.ts';
import { renewPush } from '../push/browser-push.ts';
import { startNotificationStream } from './notification-stream.ts';

/**
 * Keeps the signed-in user's live stream (one per browser) while they are signed in: every event
 * sets the bell's count to the server's and refreshes the lists (spec 1 §4 Notifications). Signing
 * out, here or in another tab, ends it (spec 1 §4 Logout).
 */
export function useNotificationStream(): void {
  const session = useSession();
  const userId = session?.user.id;
  const portals = usePortals();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    // Push on this browser, if the user switched it on, follows them into this session.
    void renewPush(browserPushEnvironment, { orgId: currentOrganizationId(), userId });
    return startNotificationStream({
      userId,
      orgId: currentOrganizationId(),
      portals,
      getToken: () => getSession({ fresh: true })?.access ?? null,
      onEvent: (event) => {
        queryClient.setQueryData(notificationKeys.count(portals), { count: event.data.unreadCount });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      },
    });
  }, [userId, portals, queryClient]);
}
