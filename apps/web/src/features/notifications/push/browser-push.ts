/**
 * Push notifications on this browser (docs/decisions/notifications.md, "Push in the browser"):
 * the browser's Web Push subscription, made with the server's VAPID key through the service
 * worker `/push-worker.js`, and kept by the server for the signed-in session. The browser's
 * objects and the API come in as a `PushEnvironment`, so that the steps are tested without one.
 */

/** What the settings show: the browser cannot, the user blocked it, or push is off or on here. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export interface PushSubscriptionLike {
  readonly endpoint: string;
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: { userVisibleOnly: true; applicationServerKey: Uint8Array }): Promise<PushSubscriptionLike>;
}

export interface PushEnvironment {
  /** The push manager of the registered service worker; null where the browser has no Web Push. */
  pushManager(): Promise<PushManagerLike | null>;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  api: {
    publicKey(): Promise<string>;
    add(body: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<{ id: number }>;
    remove(pushTokenId: number): Promise<void>;
  };
}

/** Whose subscription this browser holds: one entry per organization and user. */
export interface PushOwner {
  orgId: number;
  userId: number;
}

interface Stored {
  id: number;
  endpoint: string;
}

const storageKey = (owner: PushOwner) => `manara-push:${owner.orgId}:${owner.userId}`;

function readStored(env: PushEnvironment, owner: PushOwner): Stored | null {
  try {
    const value = JSON.parse(env.storage.getItem(storageKey(owner)) ?? 'null') as Partial<Stored> | null;
    return value && typeof value.id === 'number' && typeof value.endpoint === 'string'
      ? { id: value.id, endpoint: value.endpoint }
      : null;
  } catch {
    return null;
  }
}

/** The VAPID key as the Push API takes it (its base64url text decoded). */
export function applicationServerKey(base64url: string): Uint8Array {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The subscription as the server's call takes it; null when the browser gave no keys. */
function toBody(subscription: PushSubscriptionLike) {
  const { keys } = subscription.toJSON();
  if (!keys?.p256dh || !keys.auth) return null;
  return { endpoint: subscription.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Gives the server the subscription for this session and remembers it for this user. */
async function register(env: PushEnvironment, owner: PushOwner, subscription: PushSubscriptionLike): Promise<void> {
  const body = toBody(subscription);
  if (!body) throw new Error('the browser gave a push subscription without keys');
  const { id } = await env.api.add(body);
  env.storage.setItem(storageKey(owner), JSON.stringify({ id, endpoint: subscription.endpoint } satisfies Stored));
}

export async function pushState(env: PushEnvironment, owner: PushOwner): Promise<PushState> {
  const manager = await env.pushManager();
  if (!manager) return 'unsupported';
  if (env.permission() === 'denied') return 'denied';
  const stored = readStored(env, owner);
  if (!stored || env.permission() !== 'granted') return 'off';
  const subscription = await manager.getSubscription();
  return subscription?.endpoint === stored.endpoint ? 'on' : 'off';
}

/** Asks the browser's permission (the user's click is the moment to), subscribes and registers. */
export async function enablePush(env: PushEnvironment, owner: PushOwner): Promise<PushState> {
  const manager = await env.pushManager();
  if (!manager) return 'unsupported';
  const permission = env.permission() === 'granted' ? 'granted' : await env.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(await env.api.publicKey()),
    }));
  await register(env, owner, subscription);
  return 'on';
}

/** Forgets the subscription on the server and in the browser. */
export async function disablePush(env: PushEnvironment, owner: PushOwner): Promise<PushState> {
  const stored = readStored(env, owner);
  env.storage.removeItem(storageKey(owner));
  if (stored) {
    try {
      await env.api.remove(stored.id);
    } catch {
      // Already gone (the push service said so, or another session removed it).
    }
  }
  const manager = await env.pushManager();
  await (await manager?.getSubscription())?.unsubscribe();
  return manager ? 'off' : 'unsupported';
}

/**
 * At each sign-in: a user who switched push on in this browser gets it back for the new session
 * (the server pushes only to subscriptions of sessions still signed in). Never fails.
 */
export async function renewPush(env: PushEnvironment, owner: PushOwner): Promise<void> {
  try {
    const stored = readStored(env, owner);
    if (!stored || env.permission() !== 'granted') return;
    const subscription = await (await env.pushManager())?.getSubscription();
    if (subscription?.endpoint !== stored.endpoint) {
      env.storage.removeItem(storageKey(owner));
      return;
    }
    await register(env, owner, subscription);
  } catch {
    // Offline, or the browser dropped the subscription: the settings show it off.
  }
}
