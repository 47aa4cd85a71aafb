/**
 * Query keys of one domain, from the broadest to the narrowest, so that invalidating
 * `all` or `lists()` reaches every narrower key (Medusa's query-key factory).
 */
export function queryKeysFactory<const Domain extends string>(domain: Domain) {
  const keys = {
    all: [domain] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (query?: unknown) => [...keys.lists(), query] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: string | number, query?: unknown) => [...keys.details(), id, query] as const,
  };
  return keys;
}
