import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentOrganizationId } from '../../../api/client.ts';
import { getSession, useSession } from '../../auth/session.ts';
import { notificationKeys, usePortals } from '../notifications.queries.ts';

/**
 * The stream's and push's code: only a signed-in user's pages use it, and they load it as the
 * session starts (issue 11, first page: a guest's first page does not download it).
 */
async function loadLive() {
  const [{ browserPushEnvironment }, { renewPush }, { startNotificationStream }] = await Promise.all([
    import('../push/browser-environment.ts'),
    import('../push/browser-push.ts'),
    import('./notification-stream.ts'),
  ]);
  return { browserPushEnvironment, renewPush, startNotificationStream };
}

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
    let ended = false;
    let stop: (() => void) | undefined;
    void loadLive().then(({ browserPushEnvironment, renewPush, startNotificationStream }) => {
      if (ended) return;
      // Push on this browser, if the user switched it on, follows them into this session.
      void renewPush(browserPushEnvironment, { orgId: currentOrganizationId(), userId });
      stop = startNotificationStream({
        userId,
        orgId: currentOrganizationId(),
        portals,
        getToken: () => getSession({ fresh: true })?.access ?? null,
        onEvent: (event) => {
          queryClient.setQueryData(notificationKeys.count(portals), { count: event.data.unreadCount });
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
        },
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId, portals, queryClient]);
}
