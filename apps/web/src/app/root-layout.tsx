import { ApiError } from '../api/client.ts';
import { AccountsRuntime } from '../features/auth/accounts-runtime.tsx';
import { OrganizationLoadFailed } from '../features/organizations/components/organization-load-failed.tsx';
import { OrganizationNotFound } from '../features/organizations/components/organization-not-found.tsx';
import { useOrganizationDashboard } from '../features/organizations/organizations.queries.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { RouteAccessProvider } from './guard/route-access-provider.tsx';
import { RouteGuard } from './guard/route-guard.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { useShellDataSettled } from './shell/shell-data.ts';

/**
 * Every page needs the organization (branding, terms, settings): wait for it, or say why it
 * failed. Then the shell (once the rest of its data is in: `useShellDataSettled`), and in it the
 * route guard (which also names the page in the title).
 */
export function RootLayout() {
  const organization = useOrganizationDashboard();
  const shellDataSettled = useShellDataSettled();

  if (!organization.data) {
    if (organization.isPending) return <PageLoader />;
    const { error } = organization;
    if (error instanceof ApiError && error.errorCode === 'organizations-001') return <OrganizationNotFound />;
    return <OrganizationLoadFailed error={error} onRetry={() => void organization.refetch()} />;
  }

  if (!shellDataSettled) return <PageLoader />;

  return (
    <RouteAccessProvider>
      <AccountsRuntime>
        <AppShell>
          <RouteGuard />
        </AppShell>
      </AccountsRuntime>
    </RouteAccessProvider>
  );
}
