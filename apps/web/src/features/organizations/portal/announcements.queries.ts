import {
  type CreateOrgAnnouncementBody,
  createOrgAnnouncement,
  deleteOrgAnnouncement,
  getOrgAnnouncement,
  listOrgAnnouncements,
  type OrgAnnouncementSortColumn,
  type SortOrder,
  type UpdateOrgAnnouncementBody,
  updateOrgAnnouncement,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../api/client.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { announcementKeys } from '../../announcements/announcements.queries.ts';

const managedKeys = queryKeysFactory('managed-org-announcements');

/** A page of every announcement, scheduled and ended ones too, newest first unless sorted. */
export function useManagedAnnouncements(query: {
  skip: number;
  take: number;
  sort: OrgAnnouncementSortColumn;
  order: SortOrder;
}) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: managedKeys.list({ language, ...query }),
    queryFn: ({ signal }) => callApi(listOrgAnnouncements, { query: { ...query, includeScheduled: 'true' }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One announcement with every translation, for its form (null: none asked). */
export function useManagedAnnouncement(announcementId: number | null) {
  return useQuery({
    queryKey: managedKeys.detail(announcementId ?? 0),
    queryFn: ({ signal }) => callApi(getOrgAnnouncement, { params: { announcementId: announcementId ?? 0 }, signal }),
    enabled: announcementId !== null,
  });
}

/** Each change refreshes the list here and the learner app's banner. */
export function useAnnouncementMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
    await queryClient.invalidateQueries({ queryKey: managedKeys.all });
  };
  return {
    create: useMutation({
      mutationFn: (body: z.input<typeof CreateOrgAnnouncementBody>) => callApi(createOrgAnnouncement, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({
        announcementId,
        body,
      }: {
        announcementId: number;
        body: z.input<typeof UpdateOrgAnnouncementBody>;
      }) => callApi(updateOrgAnnouncement, { params: { announcementId }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (announcementId: number) => callApi(deleteOrgAnnouncement, { params: { announcementId } }),
      onSuccess,
    }),
  };
}
