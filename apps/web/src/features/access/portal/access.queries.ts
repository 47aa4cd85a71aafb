import {
  type AuditAction,
  type AuditSortColumn,
  createPermissionSet,
  deletePermissionSet,
  getPermissionSet,
  listAuditLog,
  listPermissionCategories,
  listPermissionSets,
  listPermissions,
  PermissionContext,
  type SortOrder,
  updatePermissionSet,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

export const setKeys = queryKeysFactory('access-permission-sets');
const catalogueKeys = queryKeysFactory('access-permission-catalogue');
const auditKeys = queryKeysFactory('access-audit-log');
// The members page keeps its own list of sets (filter, assign dialog): it is read again too.
const memberSetKeys = queryKeysFactory('member-permission-sets');

/** A page of the organization's member permission sets (context 4). */
export function usePermissionSets(page: { skip: number; take: number }) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: setKeys.list({ language, ...page }),
    queryFn: ({ signal }) =>
      callApi(listPermissionSets, {
        query: { ...page, contextId: PermissionContext.organizationMember },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePermissionSet(id: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: setKeys.detail(id, { language }),
    queryFn: ({ signal }) => callApi(getPermissionSet, { params: { permissionSetId: id }, signal }),
  });
}

/** The whole catalogue (names in the reader's language) and the categories, for the editor. */
export function usePermissionCatalogue() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: catalogueKeys.list({ language }),
    queryFn: async ({ signal }) => {
      const [permissions, categories] = await Promise.all([
        callApi(listPermissions, { query: { take: Number.MAX_SAFE_INTEGER }, signal }),
        callApi(listPermissionCategories, { query: { take: 100 }, signal }),
      ]);
      return { permissions: permissions.data, categories: categories.data };
    },
    staleTime: 5 * 60_000,
  });
}

/** Every write reads the lists again (and, unless the set is gone, the set itself). */
function useSetMutation<Input, Output>(send: (input: Input) => Promise<Output>, options: { gone?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: options.gone ? setKeys.lists() : setKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberSetKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}

export function useCloneSet() {
  return useSetMutation((input: { name: string; clonedFromId: number }) =>
    callApi(createPermissionSet, { body: input }),
  );
}

export function useUpdateSet(id: number) {
  return useSetMutation((body: { name: string; permissions: string[] }) =>
    callApi(updatePermissionSet, { params: { permissionSetId: id }, body }),
  );
}

export function useDeleteSet() {
  return useSetMutation((id: number) => callApi(deletePermissionSet, { params: { permissionSetId: id } }), {
    gone: true,
  });
}

export type AuditQuery = {
  skip: number;
  take: number;
  action: AuditAction | null;
  actor: string;
  from: string;
  to: string;
  sort: AuditSortColumn;
  order: SortOrder;
};

export function useAuditLog(query: AuditQuery) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: auditKeys.list({ language, ...query }),
    queryFn: ({ signal }) =>
      callApi(listAuditLog, {
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.action ? { action: query.action } : {}),
          ...(query.actor ? { actor: query.actor } : {}),
          ...(query.from ? { from: query.from } : {}),
          ...(query.to ? { to: query.to } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
