import { getUser, type User, updateUser } from '@manara/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { saveSessionUser } from '../auth/session.ts';

export const userKeys = queryKeysFactory('users');

export function useUser(userId: number | undefined) {
  return useQuery({
    queryKey: userKeys.detail(userId ?? 0),
    queryFn: ({ signal }) => callApi(getUser, { params: { userId: userId ?? 0 }, signal }),
    enabled: userId !== undefined,
  });
}

/** Saves one's own profile and keeps the session's copy of the user in step. */
export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof callApi<typeof updateUser>>[1]['body']) =>
      callApi(updateUser, { params: { userId }, body }),
    onSuccess: (user: User) => {
      queryClient.setQueryData(userKeys.detail(userId), user);
      saveSessionUser(user);
    },
  });
}
