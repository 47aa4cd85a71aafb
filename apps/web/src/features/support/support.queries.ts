import {
  type ContactMessageBody,
  type CreateSupportTicketBody,
  contactOrganization,
  createSupportTicket,
  listSupportTickets,
  subscribeToNewsletter,
} from '@manara/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, currentOrganizationId } from '../../api/client.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';

export const supportTicketKeys = queryKeysFactory('support-tickets');

/** `POST contact/organization/{organizationId}` for the current organization. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) =>
      callApi(contactOrganization, { params: { organizationId: currentOrganizationId() }, body }),
  });
}

export function useCreateSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupportTicketBody) => callApi(createSupportTicket, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportTicketKeys.lists() }),
  });
}

/** The signed-in user's own tickets, a page at a time. */
export function useMySupportTickets(page: { skip: number; take: number }, enabled: boolean) {
  return useQuery({
    queryKey: supportTicketKeys.list(page),
    queryFn: ({ signal }) => callApi(listSupportTickets, { query: { ...page, scope: 'mine' }, signal }),
    enabled,
  });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: (email: string) => callApi(subscribeToNewsletter, { body: { email } }) });
}
