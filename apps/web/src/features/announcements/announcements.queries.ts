import { dismissOrgAnnouncement, listOrgAnnouncements, type OrgAnnouncement } from '@manara/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { getSession, useSession } from '../auth/session.ts';
import { permissionOwnerOf, usePermissionOwner } from '../permissions/permissions.queries.ts';
import {
  addDismissedAnnouncement,
  readDismissedAnnouncements,
  resetDismissedAnnouncementsFor,
} from './dismissed-announcements.ts';

export const announcementKeys = queryKeysFactory('announcements');

/** Spec 1 §7 Announcements: skip 0, "a huge take", without dismissed and expired ones. */
const BANNER_QUERY = { skip: 0, take: Number.MAX_SAFE_INTEGER, filterDismissed: '1', filterExpired: '1' } as const;

const bannerQuery = (owner: string, language: string) =>
  queryOptions({
    queryKey: announcementKeys.list({ owner, language }),
    queryFn: ({ signal }) => callApi(listOrgAnnouncements, { query: BANNER_QUERY, signal }),
    staleTime: 5 * 60_000,
  });

/** The announcements the banner chooses from, for the current user and language. */
export function useBannerAnnouncements() {
  const owner = usePermissionOwner();
  const { language } = useLanguage();
  return useQuery(bannerQuery(owner, language));
}

/** Starts loading the banner's announcements (the app's start, with the rest of the shell's data). */
export function prefetchBannerAnnouncements(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(bannerQuery(permissionOwnerOf(getSession()), currentLanguage()));
}

/**
 * The banner's announcement (spec 1 §4 Banner): the newest one not dismissed — on the server
 * for a signed-in user, in the local list otherwise (which resets when the user changes).
 */
export function useBannerAnnouncement() {
  const owner = usePermissionOwner();
  const session = useSession();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(() => readDismissedAnnouncements(owner));
  const query = useBannerAnnouncements();
  useEffect(() => {
    resetDismissedAnnouncementsFor(owner);
    setDismissed(readDismissedAnnouncements(owner));
  }, [owner]);
  const dismiss = useMutation({
    mutationFn: async (id: number) => {
      setDismissed(addDismissedAnnouncement(owner, id));
      if (session) await callApi(dismissOrgAnnouncement, { params: { announcementId: id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.lists() }),
  });
  const announcement: OrgAnnouncement | null =
    (query.isPlaceholderData ? undefined : query.data?.data.find((a) => !dismissed.includes(a.id))) ?? null;
  return { announcement, dismiss: dismiss.mutate };
}
