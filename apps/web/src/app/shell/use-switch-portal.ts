import { createSsoToken } from '@manara/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useOrganizationDashboard } from '../../features/organizations/organizations.queries.ts';
import { getErrorText } from '../../i18n/error-text.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { toast } from '../../ui/toast/toast-store.ts';

export type Portal = 'administrator' | 'instructor';

/** The admin site's address for a portal: the organization's `adminUrl` with the token, language and portal. */
export function portalUrl(adminUrl: string, token: string, language: string, portal: Portal): string {
  const url = new URL(adminUrl, window.location.origin);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  url.searchParams.set('portal', portal);
  return url.toString();
}

/**
 * Spec 1 §6 Switch entries: a single-sign-on token (`POST auth/sso`), then the admin site with
 * it. Without an `adminUrl` the organization has no admin site to switch to (`adminUrl` null).
 */
export function useSwitchPortal() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const adminUrl = useOrganizationDashboard().data?.adminUrl ?? null;
  const mutation = useMutation({
    mutationFn: (portal: Portal) => callApi(createSsoToken).then(({ token }) => ({ token, portal })),
    onSuccess: ({ token, portal }) => {
      if (adminUrl) window.location.assign(portalUrl(adminUrl, token, language, portal));
    },
    onError: (error) => toast.error(getErrorText(t, error)),
  });
  return { adminUrl, switchTo: mutation.mutate, isSwitching: mutation.isPending };
}
