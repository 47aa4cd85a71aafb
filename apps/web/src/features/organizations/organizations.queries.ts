import { getOrganizationDashboard, type TerminologySlug } from '@manara/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, currentOrganizationId } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { getOrganizationName, getTermMediaUrl, getTermText, termInSentence } from './terminology.ts';

export const organizationKeys = queryKeysFactory('organizations');

/** Branding changes rarely; refetch it at most every five minutes (and on language change). */
const DASHBOARD_STALE_TIME_MS = 5 * 60_000;

const dashboardQuery = () =>
  queryOptions({
    queryKey: organizationKeys.detail(currentOrganizationId()),
    queryFn: ({ signal }) => callApi(getOrganizationDashboard, { signal }),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

/** The current organization (branding, configuration, terminology), found by the Organization header. */
export function useOrganizationDashboard() {
  return useQuery(dashboardQuery());
}

/** Starts loading the organization (the app's start, with the rest of the shell's data). */
export function prefetchOrganizationDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(dashboardQuery());
}

/** Whether a configuration key of the organization is on (its value `true`); false while it loads. */
export function useConfigurationOn(key: string): boolean {
  const { data } = useOrganizationDashboard();
  return data?.configuration.some((entry) => entry.key === key && entry.value === true) ?? false;
}

/** The organization's word for a term in the current language ('' while the organization loads). */
export function useTerm(slug: TerminologySlug, options: { plural?: boolean } = {}): string {
  const { data } = useOrganizationDashboard();
  const { language } = useLanguage();
  return getTermText(data?.terminology[slug], language, options.plural ? 'plural' : 'singular');
}

/** The organization's word for a term as the middle of a sentence writes it ("course", not "Course"). */
export function useTermInSentence(slug: TerminologySlug, options: { plural?: boolean } = {}): string {
  const { language } = useLanguage();
  return termInSentence(useTerm(slug, options), language);
}

/** The organization's image for a term in the current language, if it has one. */
export function useTermMediaUrl(slug: TerminologySlug): string | null {
  const { data } = useOrganizationDashboard();
  const { language } = useLanguage();
  return getTermMediaUrl(data?.terminology[slug], language);
}

/** The organization's name in the current language ('' while it loads). */
export function useOrganizationName(): string {
  const { data } = useOrganizationDashboard();
  const { language } = useLanguage();
  return data ? getOrganizationName(data, language) : '';
}
