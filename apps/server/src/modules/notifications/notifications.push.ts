import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type RequestContext, signedInUser, signedInUserId } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { serverSecrets } from '../../platform/platform.tables.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { unsafeLiveSessions } from '../auth/index.ts';
import { pushTokens } from './notifications.tables.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** web-push (and its cryptography modules) loads with the first push or key pair, not with the server. */
function loadWebPush() {
  return import('web-push').then((module) => module.default);
}

/**
 * The server's VAPID keys: the environment's, else a pair generated once and kept in the
 * database, so that every process signs alike and subscriptions survive a restart.
 */
export function vapidKeysOf(db: Db, config: Config): () => Promise<VapidKeys> {
  let loaded: Promise<VapidKeys> | null = null;
  async function load(): Promise<VapidKeys> {
    if (config.vapid) return config.vapid;
    const fresh = (await loadWebPush()).generateVAPIDKeys();
    await db
      .insert(serverSecrets)
      .values({ name: 'vapid', value: JSON.stringify(fresh) })
      .onConflictDoNothing();
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid'));
    if (!row) throw new Error('could not load the VAPID keys');
    return JSON.parse(row.value) as VapidKeys;
  }
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
}

const PUSH_TIMEOUT_MILLISECONDS = 10_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the server may post to this endpoint: a host of `PUSH_ENDPOINT_HOSTS` (the browsers'
 * push services), over HTTPS (plain HTTP only to a loopback host listed there, for tests).
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
  if (!listed) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
}

export async function addPushToken(
  db: Db,
  config: Config,
  ctx: RequestContext,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<{ id: number }> {
  const { id: userId, sessionId } = signedInUser(ctx);
  if (!isAllowedPushEndpoint(body.endpoint, config.pushEndpointHosts)) throw new AppError('notifications-003');
  // Tied to this session: signing out (here or everywhere) stops the pushes to this browser.
  const values = { userId, sessionId, p256dh: body.keys.p256dh, auth: body.keys.auth };
  const [row] = await db
    .insert(pushTokens)
    .values({ ...values, organizationId: ctx.orgId, endpoint: body.endpoint })
    // A browser's endpoint is its own: subscribing again (or as another member) takes it over.
    .onConflictDoUpdate({ target: [pushTokens.organizationId, pushTokens.endpoint], set: values })
    .returning({ id: pushTokens.id });
  if (!row) throw new Error('push token not stored');
  return row;
}

export async function deletePushToken(db: Db, ctx: RequestContext, pushTokenId: number): Promise<void> {
  const userId = signedInUserId(ctx);
  const removed = await db
    .delete(pushTokens)
    .where(and(eq(pushTokens.id, pushTokenId), eq(pushTokens.organizationId, ctx.orgId), eq(pushTokens.userId, userId)))
    .returning({ id: pushTokens.id });
  if (removed.length === 0) throw notFound();
}

/** What a push carries: the service worker shows it and opens `url` on a click. */
export interface PushPayload {
  notificationId: number;
  title: string;
  body: string;
  url: string;
  templateId: number;
}

/** The member's subscriptions made by sessions still signed in at `now` (not revoked, not expired). */
function liveSubscriptions(db: Db, orgId: number, userId: number, now: Date) {
  const session = unsafeLiveSessions(now);
  return db
    .select({ id: pushTokens.id, endpoint: pushTokens.endpoint, p256dh: pushTokens.p256dh, auth: pushTokens.auth })
    .from(pushTokens)
    .innerJoin(session, eq(session.id, pushTokens.sessionId))
    .where(inOrganization(pushTokens, orgId, eq(pushTokens.userId, userId)));
}

/**
 * Pushes to every subscription of the member whose session is still signed in. A subscription
 * the push service says is gone (404, 410) is forgotten; any other failure throws, and the job
 * retries.
 */
export async function pushToUser(
  db: Db,
  keys: VapidKeys,
  subject: string,
  target: { orgId: number; userId: number; now: Date },
  payload: PushPayload,
): Promise<number> {
  const { orgId, userId } = target;
  const subscriptions = await liveSubscriptions(db, orgId, userId, target.now);
  if (subscriptions.length === 0) return 0;
  const webpush = await loadWebPush();
  let sent = 0;
  for (const s of subscriptions) {
    // web-push encrypts and signs; the request itself goes through fetch, with a time limit.
    const request = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 24 * 3600 },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MILLISECONDS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await db.delete(pushTokens).where(inOrganization(pushTokens, orgId, eq(pushTokens.id, s.id)));
      continue;
    }
    if (!response.ok) throw new Error(`the push service answered ${response.status}`);
    sent += 1;
  }
  return sent;
}
