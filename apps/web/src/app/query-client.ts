import { keepPreviousData, QueryClient } from '@tanstack/react-query';

/** Spec: query retry is 0. Previous data stays on screen while a new key loads. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 0, placeholderData: keepPreviousData },
      mutations: { retry: 0 },
    },
  });
}
