import type { OrganizationDashboard } from '@manara/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus.ts';
import type { OrganizationCache } from '../../platform/identity.ts';
import { getOrganizationDashboard, organizationExists } from './organizations.service.ts';

/** Published whenever anything the dashboard shows changes; every process drops its copy. */
export const ORGANIZATION_CHANGED = 'organization.changed';

/**
 * Every request resolves its organization and the web app reads the dashboard on each load,
 * so both are kept in memory: dropped on `organization.changed` (across processes through the
 * bus) and after a minute at the most as a safety net.
 */
export function createOrganizationCache(db: Db): OrganizationCache & {
  forget(orgId: number): void;
  listen(bus: EventBus): Promise<() => Promise<void>>;
} {
  const dashboards = new LRUCache<number, OrganizationDashboard>({
    max: 1000,
    ttl: 60_000,
    fetchMethod: (orgId) => getOrganizationDashboard(db, orgId),
  });
  const known = new LRUCache<number, boolean>({
    max: 10_000,
    ttl: 60_000,
    // Only organizations that exist are remembered: one created a moment ago is found at once.
    fetchMethod: async (orgId) => ((await organizationExists(db, orgId)) ? true : undefined),
  });
  return {
    async dashboard(orgId: number): Promise<OrganizationDashboard> {
      const dashboard = await dashboards.fetch(orgId);
      if (!dashboard) throw new Error(`dashboard of organization ${orgId} could not be loaded`);
      return dashboard;
    },
    async exists(orgId: number): Promise<boolean> {
      return (await known.fetch(orgId)) ?? false;
    },
    forget(orgId: number): void {
      dashboards.delete(orgId);
      known.delete(orgId);
    },
    /** Listens for changes published by any process. */
    async listen(bus: EventBus): Promise<() => Promise<void>> {
      return bus.subscribe(ORGANIZATION_CHANGED, (payload) => {
        const orgId = (payload as { orgId?: unknown }).orgId;
        if (typeof orgId === 'number') this.forget(orgId);
      });
    },
  };
}
