import { LRUCache } from 'lru-cache';
import type { EventBus } from './bus.ts';
import type { Clock } from './clock.ts';
import type {
  EffectivePermissions,
  IdentityChange,
  IdentityChanges,
  PermissionResolver,
  SessionIdentity,
  SessionLookup,
} from './identity.ts';

/** The bus channel on which a process tells the others that identity data changed. */
export const IDENTITY_CHANGED = 'identity.changed';

export interface IdentityCache extends IdentityChanges {
  /** The live session's user, membership and permissions: from memory, else one statement. */
  findSession(userId: number, orgId: number, sessionId: number): Promise<SessionIdentity | null>;
  /** What the organization (and, when given, a permission set) holds: from memory, else the database. */
  loadPermissions(orgId: number, permissionSetId: number | null): Promise<EffectivePermissions>;
  /**
   * Something kept about a user in an organization (their profile as the session call shows it):
   * `load` once, then from memory until a change of the user, the organization or everything is
   * announced. The answer is shared: never change it.
   */
  remember<T>(kind: string, orgId: number, userId: number, load: () => Promise<T>): Promise<T>;
  /** Forgets in this process only (what the bus delivers). */
  forget(change: IdentityChange): void;
  /** Hears the changes of every process; answers the unsubscribe. */
  listen(bus: EventBus): Promise<() => Promise<void>>;
}

/**
 * Who the caller is and what they may do, kept in this process's memory and invalidated by the
 * writes that change it (`changed`, published on the bus to every process), never by a time-based
 * guess. The session's own end (`expiresAt`) is checked against the app's clock at every read.
 *
 * Correct under concurrency: every forget bumps a generation; a read from the database stores its
 * answer only if no forget happened while it ran, so an answer read before a change committed is
 * never kept after the change is announced (writers announce after their commit). Only live
 * sessions of members are kept: a refusal (revoked, disabled, not a member) is read again each time.
 */
export function createIdentityCache(
  source: {
    sessions: Pick<SessionLookup, 'findSession'>;
    permissions: Pick<PermissionResolver, 'load'>;
  },
  clock: Clock,
  options: {
    enabled?: boolean;
    bus?: EventBus;
    max?: number;
    /** Told of every forget, this process's own and the bus's. */
    onForget?: () => void;
  } = {},
): IdentityCache {
  const enabled = options.enabled ?? true;
  const max = options.max ?? 20_000;
  let bus = options.bus;
  let generation = 0;
  const sessions = new LRUCache<string, SessionIdentity>({ max });
  const permissions = new LRUCache<string, { orgId: number; setId: number | null; held: EffectivePermissions }>({
    max: 5_000,
  });
  const remembered = new LRUCache<string, { orgId: number; userId: number; value: unknown }>({ max });

  function forget(change: IdentityChange): void {
    generation++;
    options.onForget?.();
    if ('all' in change) {
      sessions.clear();
      permissions.clear();
      remembered.clear();
      return;
    }
    for (const [key, entry] of remembered.entries()) {
      const drop =
        ('userId' in change && entry.userId === change.userId) || ('orgId' in change && entry.orgId === change.orgId);
      if (drop) remembered.delete(key);
    }
    for (const [key, entry] of sessions.entries()) {
      const drop =
        ('sessionId' in change && entry.user.sessionId === change.sessionId) ||
        ('userId' in change && entry.user.id === change.userId) ||
        ('permissionSetId' in change && entry.user.membership?.permissionSetId === change.permissionSetId) ||
        ('orgId' in change && entry.orgId === change.orgId);
      if (drop) sessions.delete(key);
    }
    for (const [key, entry] of permissions.entries()) {
      const drop =
        ('permissionSetId' in change && entry.setId === change.permissionSetId) ||
        ('orgId' in change && entry.orgId === change.orgId);
      if (drop) permissions.delete(key);
    }
  }

  return {
    async findSession(userId, orgId, sessionId) {
      if (!enabled) return source.sessions.findSession(userId, orgId, sessionId);
      const key = `${userId}:${orgId}:${sessionId}`;
      const cached = sessions.get(key);
      if (cached) {
        if (cached.expiresAt.getTime() > clock.now().getTime()) return cached;
        sessions.delete(key);
      }
      const before = generation;
      const found = await source.sessions.findSession(userId, orgId, sessionId);
      if (found && generation === before && !found.user.deactivatedAt && found.user.membership) {
        sessions.set(key, found);
      }
      return found;
    },
    async loadPermissions(orgId, permissionSetId) {
      if (!enabled) return source.permissions.load(orgId, permissionSetId);
      const key = `${orgId}:${permissionSetId ?? ''}`;
      const cached = permissions.get(key);
      if (cached) return cached.held;
      const before = generation;
      const held = await source.permissions.load(orgId, permissionSetId);
      if (generation === before) permissions.set(key, { orgId, setId: permissionSetId, held });
      return held;
    },
    async remember<T>(kind: string, orgId: number, userId: number, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const key = `${kind}:${orgId}:${userId}`;
      const cached = remembered.get(key);
      if (cached) return cached.value as T;
      const before = generation;
      const value = await load();
      if (generation === before) remembered.set(key, { orgId, userId, value });
      return value;
    },
    forget,
    async changed(change) {
      forget(change);
      await bus?.publish(IDENTITY_CHANGED, change);
    },
    async listen(target) {
      bus = target;
      const unsubscribe = await target.subscribe(IDENTITY_CHANGED, (payload) => {
        if (isIdentityChange(payload)) forget(payload);
        else forget({ all: true });
      });
      // Changes published while this process was cut off from the bus were missed: forget everything.
      const stopResets = target.onReconnect?.(() => forget({ all: true }));
      return async () => {
        stopResets?.();
        await unsubscribe();
      };
    },
  };
}

function isIdentityChange(payload: unknown): payload is IdentityChange {
  if (typeof payload !== 'object' || payload === null) return false;
  const [key, ...rest] = Object.keys(payload);
  if (rest.length > 0 || !key) return false;
  const value = (payload as Record<string, unknown>)[key];
  if (key === 'all') return value === true;
  return ['sessionId', 'userId', 'permissionSetId', 'orgId'].includes(key) && typeof value === 'number';
}
