import {
  approveOrganizationMember,
  deactivateOrganizationMember,
  forceMemberPasswordReset,
  type InviteMemberBody,
  importOrganizationMembers,
  inviteOrganizationMember,
  listOrganizationMembers,
  listPermissionSets,
  type MemberSortColumn,
  type MemberStatus,
  PermissionContext,
  reactivateOrganizationMember,
  removeOrganizationMember,
  resendMemberInvitation,
  type SortOrder,
  updateOrganizationMember,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../api/client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

export const memberKeys = queryKeysFactory('organization-members');
const memberSetKeys = queryKeysFactory('member-permission-sets');

export type MembersQuery = {
  skip: number;
  take: number;
  search: string;
  permissionSetId: number | null;
  status: MemberStatus | null;
  sort: MemberSortColumn;
  order: SortOrder;
};

/** A page of the organization's members, the previous page kept while the next loads. */
export function useMembers(query: MembersQuery) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: memberKeys.list({ language, ...query }),
    queryFn: ({ signal }) =>
      callApi(listOrganizationMembers, {
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.search ? { search: query.search } : {}),
          ...(query.permissionSetId ? { permissionSetId: query.permissionSetId } : {}),
          ...(query.status ? { status: query.status } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The organization's member permission sets (context 4), for the filter and the assign dialog. */
export function useMemberPermissionSets() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: memberSetKeys.list({ language }),
    queryFn: ({ signal }) =>
      callApi(listPermissionSets, { query: { take: 100, contextId: PermissionContext.organizationMember }, signal }),
    select: (page) => page.data,
  });
}

/** Every write answers the member; the list is read again. */
function useMemberMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export type MemberAction = 'deactivate' | 'reactivate' | 'approve' | 'forceReset' | 'resendInvitation' | 'remove';

const actionCalls = {
  deactivate: deactivateOrganizationMember,
  reactivate: reactivateOrganizationMember,
  approve: approveOrganizationMember,
  forceReset: forceMemberPasswordReset,
  resendInvitation: resendMemberInvitation,
  remove: removeOrganizationMember,
} as const;

/** One member's account action, as the API answers it (no list refresh: `useMemberAction` does that). */
export function sendMemberAction({ action, userId }: { action: MemberAction; userId: number }) {
  return callApi(actionCalls[action], { params: { userId } });
}

export function useMemberAction() {
  return useMemberMutation(sendMemberAction);
}

/** Reads the members list again (after a bulk action, once rather than per member). */
export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.all });
}

export function useUpdateMember() {
  return useMemberMutation(
    ({ userId, ...body }: { userId: number; permissionSetId: number; permissionSetIsLocked: boolean }) =>
      callApi(updateOrganizationMember, { params: { userId }, body }),
  );
}

export function useInviteMember() {
  return useMemberMutation((body: z.input<typeof InviteMemberBody>) => callApi(inviteOrganizationMember, { body }));
}

export function useImportMembers() {
  const queryClient = useQueryClient();
  return {
    send: (csv: string) => callApi(importOrganizationMembers, { body: { csv } }),
    done: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  };
}
