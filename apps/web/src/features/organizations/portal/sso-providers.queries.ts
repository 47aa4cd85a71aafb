import {
  type CreateSsoProviderBody,
  createSsoProvider,
  deleteSsoProvider,
  getSsoProvider,
  listSsoProviders,
  type UpdateSsoProviderBody,
  updateSsoProvider,
} from '@manara/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';

const providerKeys = queryKeysFactory('sso-providers');

/** A page of the organization's SAML providers. */
export function useSsoProviders(query: { skip: number; take: number }) {
  return useQuery({
    queryKey: providerKeys.list(query),
    queryFn: ({ signal }) => callApi(listSsoProviders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One provider with its metadata and our addresses the other side needs (null: none asked). */
export function useSsoProvider(providerId: number | null) {
  return useQuery({
    queryKey: providerKeys.detail(providerId ?? 0),
    queryFn: ({ signal }) => callApi(getSsoProvider, { params: { providerId: providerId ?? 0 }, signal }),
    enabled: providerId !== null,
  });
}

export function useSsoProviderMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: providerKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: z.input<typeof CreateSsoProviderBody>) => callApi(createSsoProvider, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ providerId, body }: { providerId: number; body: z.input<typeof UpdateSsoProviderBody> }) =>
        callApi(updateSsoProvider, { params: { providerId }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (providerId: number) => callApi(deleteSsoProvider, { params: { providerId } }),
      onSuccess,
    }),
  };
}
