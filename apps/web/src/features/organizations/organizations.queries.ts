import { getOrganizationDashboard, type TerminologySlug } from '@manara/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, currentOrganizationId } from '../../api/client.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeysFactory } from '../../lib/query-key-factory.ts';
import { getOrganizationName, getTermMediaUrl, getTermText } from './terminology.ts';

export const organizationKeys = queryKeysFactory('organizations');

/** Branding changes rarely; refetch it at most every five minutes (and on language change). */
const DASHBOARD_STALE_TIME_MS = 5 * 60_000;

/** The current organization (branding, configuration, terminology), found by the Organization header. */
export function useOrganizationDashboard() {
  return useQuery({
    queryKey: organizationKeys.detail(currentOrganizationId()),
    queryFn: ({ signal }) => callApi(getOrganizationDashboard, { signal }),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });
}

/** The organization's word for a term in the current language ('' while the organization loads). */
export function useTerm(slug: TerminologySlug, options: { plural?: boolean } = {}): string {
  const { data } = useOrganizationDashboard();
  const { language } = useLanguage();
  return getTermText(data?.terminology[slug], language, options.plural ? 'plural' : 'singular');
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
