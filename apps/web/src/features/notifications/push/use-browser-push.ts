import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentOrganizationId } from '../../../api/client.ts';
import { useSession } from '../../auth/session.ts';
import { browserPushEnvironment } from './browser-environment.ts';
import { disablePush, enablePush, type PushState, pushState } from './browser-push.ts';

/** Whether this browser receives the signed-in user's pushes, and the switch that changes it. */
export function useBrowserPush() {
  const userId = useSession()?.user.id;
  const owner = userId === undefined ? null : { orgId: currentOrganizationId(), userId };
  const queryKey = ['notifications', 'push', owner?.orgId, owner?.userId] as const;
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey,
    queryFn: () => (owner ? pushState(browserPushEnvironment, owner) : ('unsupported' as PushState)),
    enabled: owner !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const change = useMutation({
    mutationFn: (on: boolean) =>
      owner
        ? (on ? enablePush : disablePush)(browserPushEnvironment, owner)
        : Promise.resolve('unsupported' as PushState),
    onSuccess: (next) => queryClient.setQueryData(queryKey, next),
  });
  return { state, change };
}
