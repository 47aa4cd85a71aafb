import {
  type ContactMessageSortColumn,
  getNewsletterSubscribersCsv,
  listContactMessages,
  listNewsletterSubscribers,
  listSupportTickets,
  type NewsletterSubscriberSortColumn,
  type SortOrder,
  type SupportTicketSortColumn,
  type SupportTicketStatus,
  type SupportTopic,
  updateSupportTicket,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { csvFileName, fetchCsv, saveFile } from '../../course-authoring/portal/csv-download.ts';
import type { Download } from '../../course-authoring/portal/csv-export-button.tsx';
import { supportTicketKeys } from '../support.queries.ts';

/** What support staff read in the portal: the organization's tickets, contact messages and newsletter subscribers. */
const contactMessageKeys = queryKeysFactory('contact-messages');
const subscriberKeys = queryKeysFactory('newsletter-subscribers');

export type TicketsQuery = {
  skip: number;
  take: number;
  status: SupportTicketStatus | null;
  issueTopic: SupportTopic | null;
  sort: SupportTicketSortColumn;
  order: SortOrder;
};

export function useOrganizationTickets(query: TicketsQuery) {
  return useQuery({
    queryKey: supportTicketKeys.list({ scope: 'organization', ...query }),
    queryFn: ({ signal }) =>
      callApi(listSupportTickets, {
        query: {
          scope: 'organization',
          skip: query.skip,
          take: query.take,
          ...(query.status ? { status: query.status } : {}),
          ...(query.issueTopic ? { issueTopic: query.issueTopic } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, status }: { ticketId: number; status: SupportTicketStatus }) =>
      callApi(updateSupportTicket, { params: { ticketId }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportTicketKeys.lists() }),
  });
}

/** A searched page of a staff table sorted on the server by one of its columns. */
type SearchedQuery<C extends string> = { skip: number; take: number; search: string; sort: C; order: SortOrder };

export function useContactMessages(query: SearchedQuery<ContactMessageSortColumn>) {
  return useQuery({
    queryKey: contactMessageKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(listContactMessages, {
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.search ? { search: query.search } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNewsletterSubscribers(query: SearchedQuery<NewsletterSubscriberSortColumn>) {
  return useQuery({
    queryKey: subscriberKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(listNewsletterSubscribers, {
        query: {
          skip: query.skip,
          take: query.take,
          ...(query.search ? { search: query.search } : {}),
          sort: query.sort,
          order: query.order,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads every subscriber as CSV (the bytes the server sent, byte-order mark included), telling how much has arrived. */
export function downloadSubscribers(organizationName: string): Download {
  return async (onProgress) => {
    const blob = await fetchCsv(getNewsletterSubscribersCsv.path, {}, onProgress);
    saveFile(blob, csvFileName('newsletter', organizationName, new Date()));
  };
}
