import {
  listFontFamilies,
  type OrganizationDashboard,
  type UpdateBrandingBody,
  type UpdateConfigurationBody,
  type UpdateTerminologyBody,
  updateOrganizationBranding,
  updateOrganizationConfiguration,
  updateOrganizationTerminology,
} from '@manara/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, currentOrganizationId } from '../../../api/client.ts';
import { queryKeysFactory } from '../../../lib/query-key-factory.ts';
import { organizationKeys } from '../organizations.queries.ts';

const fontKeys = queryKeysFactory('font-families');

/**
 * Every page reads the organization from the dashboard query: a change answers the new dashboard,
 * which replaces the cached one, so the next page of the learner app shows it without a reload.
 */
function showDashboard(queryClient: QueryClient, dashboard: OrganizationDashboard): void {
  queryClient.setQueryData(organizationKeys.detail(currentOrganizationId()), dashboard);
}

function useDashboardMutation<Body>(send: (body: Body) => Promise<OrganizationDashboard>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (dashboard) => showDashboard(queryClient, dashboard) });
}

/** `PATCH organizations-dashboard`: name, images, colours, font. */
export function useUpdateBranding() {
  return useDashboardMutation((body: z.input<typeof UpdateBrandingBody>) =>
    callApi(updateOrganizationBranding, { body }),
  );
}

/** `PATCH organizations-dashboard/terminology`. */
export function useUpdateTerminology() {
  return useDashboardMutation((body: z.input<typeof UpdateTerminologyBody>) =>
    callApi(updateOrganizationTerminology, { body }),
  );
}

/** `PATCH organizations-dashboard/configuration`. */
export function useUpdateConfiguration() {
  return useDashboardMutation((body: z.input<typeof UpdateConfigurationBody>) =>
    callApi(updateOrganizationConfiguration, { body }),
  );
}

/** The fonts an organization may choose (reference data: fetched once per visit). */
export function useFontFamilies() {
  return useQuery({
    queryKey: fontKeys.lists(),
    queryFn: ({ signal }) => callApi(listFontFamilies, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
