import { createSsoToken } from '@manara/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useOrganizationDashboard } from '../../features/organizations/organizations.queries.ts';
import { getErrorText } from '../../i18n/error-text.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { toast } from '../../ui/toast/toast-store.ts';

export type Portal = 'administrator' | 'instructor';

type PortalLink = { token: string; language: string; portal: Portal; organizationPrefix: string };

/**
 * The admin site's address for a portal: the organization's `adminUrl` (by default this app's
 * `/portal`) with the single-sign-on token, the language, the portal and the organization's
 * domain prefix (`org`, so that an admin site on another address serves the same organization).
 */
export function portalUrl(adminUrl: string, { token, language, portal, organizationPrefix }: PortalLink): string {
  const url = new URL(adminUrl, window.location.origin);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  url.searchParams.set('portal', portal);
  url.searchParams.set('org', organizationPrefix);
  return url.toString();
}

/**
 * Spec 1 §6 Switch entries: a single-sign-on token (`POST auth/sso`), then the admin site with
 * it. The server answers every organization's `adminUrl` (its own admin site, else this app's
 * portal); null only from a server that does not, and then there is nothing to switch to.
 */
export function useSwitchPortal() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const organization = useOrganizationDashboard().data;
  const adminUrl = organization?.adminUrl ?? null;
  const mutation = useMutation({
    mutationFn: (portal: Portal) => callApi(createSsoToken).then(({ token }) => ({ token, portal })),
    onSuccess: ({ token, portal }) => {
      if (!adminUrl || !organization) return;
      window.location.assign(
        portalUrl(adminUrl, { token, language, portal, organizationPrefix: organization.domainPrefix }),
      );
    },
    onError: (error) => toast.error(getErrorText(t, error)),
  });
  return { adminUrl, switchTo: mutation.mutate, isSwitching: mutation.isPending };
}
