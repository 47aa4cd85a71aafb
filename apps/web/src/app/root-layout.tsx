import { Outlet, ScrollRestoration } from 'react-router';
import { ApiError } from '../api/client.ts';
import { OrganizationLoadFailed } from '../features/organizations/components/organization-load-failed.tsx';
import { OrganizationNotFound } from '../features/organizations/components/organization-not-found.tsx';
import { useOrganizationDashboard } from '../features/organizations/organizations.queries.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { usePageTitle } from './use-page-title.ts';

/** Every page needs the organization (branding, terms, settings): wait for it, or say why it failed. */
export function RootLayout() {
  const organization = useOrganizationDashboard();
  usePageTitle();

  if (!organization.data) {
    if (organization.isPending) return <PageLoader />;
    const { error } = organization;
    if (error instanceof ApiError && error.errorCode === 'organizations-001') return <OrganizationNotFound />;
    return <OrganizationLoadFailed error={error} onRetry={() => void organization.refetch()} />;
  }

  return (
    <AppShell>
      <ScrollRestoration />
      <Outlet />
    </AppShell>
  );
}
