import type { OrganizationDashboard } from '@manara/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/bus.ts';
import type { OrganizationCache } from '../../platform/identity.ts';
import { getOrganizationDashboard, listConfiguration, organizationExists } from './organizations.service.ts';

/** Published whenever anything the dashboard shows changes; every process drops its copy. */
export const ORGANIZATION_CHANGED = 'organization.changed';

/**
 * Says that the organization's dashboard changed: this process forgets its copy at once (the
 * answer and the next page read the new one), and every other process when the bus tells it.
 */
export async function organizationChanged(
  deps: { organizationCache: Pick<OrganizationCache, 'forget'>; bus: EventBus },
  orgId: number,
): Promise<void> {
  deps.organizationCache.forget(orgId);
  await deps.bus.publish(ORGANIZATION_CHANGED, { orgId });
}

/**
 * Every request resolves its organization, the guard reads its settings and the web app reads the
 * dashboard (with the terminology) on each load, so all three are kept in memory: dropped on
 * `organization.changed`, which every write of them publishes (across processes through the bus),
 * and all of them when the bus reconnects (what it missed is unknown); never after a time. A
 * change while a read is in flight aborts that read's storing (lru-cache drops a fetch whose key
 * was deleted), so an answer read before a change is never kept after it; the caller whose read
 * was aborted reads again from the database (see `fetchOrRead`).
 */
export function createOrganizationCache(
  db: Db,
  options: { /** Told of every forget, this process's own and the bus's. */ onForget?: () => void } = {},
): OrganizationCache & {
  listen(bus: EventBus): Promise<() => Promise<void>>;
} {
  const readDashboard = (orgId: number) => getOrganizationDashboard(db, orgId);
  const dashboards = new LRUCache<number, OrganizationDashboard>({ max: 1000, fetchMethod: readDashboard });
  // Only organizations that exist are remembered: one created a moment ago is found at once.
  const readExists = async (orgId: number) => ((await organizationExists(db, orgId)) ? true : undefined);
  const known = new LRUCache<number, boolean>({ max: 10_000, fetchMethod: readExists });
  // The keys whose value (the organization's, else the default) is `true`.
  const readSettings = async (orgId: number): Promise<ReadonlySet<string>> =>
    new Set((await listConfiguration(db, orgId)).filter((entry) => entry.value === true).map((entry) => entry.key));
  const settings = new LRUCache<number, ReadonlySet<string>>({ max: 10_000, fetchMethod: readSettings });
  return {
    async flagsOn(orgId: number, keys: readonly string[]): Promise<ReadonlySet<string>> {
      const on = await fetchOrRead(settings, orgId, readSettings);
      if (!on) throw new Error(`settings of organization ${orgId} could not be loaded`);
      return new Set(keys.filter((key) => on.has(key)));
    },
    async dashboard(orgId: number): Promise<OrganizationDashboard> {
      const dashboard = await fetchOrRead(dashboards, orgId, readDashboard);
      if (!dashboard) throw new Error(`dashboard of organization ${orgId} could not be loaded`);
      return dashboard;
    },
    async exists(orgId: number): Promise<boolean> {
      return (await fetchOrRead(known, orgId, readExists)) ?? false;
    },
    forget(orgId: number): void {
      dashboards.delete(orgId);
      known.delete(orgId);
      settings.delete(orgId);
      options.onForget?.();
    },
    /** Listens for changes published by any process. */
    async listen(bus: EventBus): Promise<() => Promise<void>> {
      const forgetAll = () => {
        dashboards.clear();
        known.clear();
        settings.clear();
        options.onForget?.();
      };
      const unsubscribe = await bus.subscribe(ORGANIZATION_CHANGED, (payload) => {
        const orgId = (payload as { orgId?: unknown }).orgId;
        if (typeof orgId === 'number') this.forget(orgId);
        else forgetAll();
      });
      const stopResets = bus.onReconnect?.(forgetAll);
      return async () => {
        stopResets?.();
        await unsubscribe();
      };
    },
  };
}

/**
 * The cached value, fetched when missing. A change announced while the fetch is in flight aborts
 * it (the value it read may predate the change, so it is not stored) and rejects the fetch; the
 * caller then reads again, uncached: that read starts after the change was committed. A value
 * kept is taken with `get`, without `fetch`'s work for a value that may be on its way (every
 * guest request asks two or three of them; issue 11).
 */
async function fetchOrRead<V extends {}>(
  cache: LRUCache<number, V>,
  key: number,
  read: (key: number) => Promise<V | undefined>,
): Promise<V | undefined> {
  // `get` answers nothing while a fetch is in flight: that one is awaited below.
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const status: LRUCache.Status<number, V> = {};
  try {
    return await cache.fetch(key, { status });
  } catch (error) {
    if (status.fetchAborted) return read(key);
    throw error;
  }
}
