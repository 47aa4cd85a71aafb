import { describe, expect, it } from 'vitest';
import {
  applicationServerKey,
  disablePush,
  enablePush,
  type PushEnvironment,
  type PushSubscriptionLike,
  pushState,
  renewPush,
} from './browser-push.ts';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser with Web Push and the server's push-token calls, in memory. */
function fakeBrowser(options: { push?: boolean; answer?: NotificationPermission } = {}) {
  let permission: NotificationPermission = 'default';
  let subscription: PushSubscriptionLike | null = null;
  const subscribedWith: Uint8Array[] = [];
  const server = new Map<number, { endpoint: string; keys: { p256dh: string; auth: string } }>();
  let nextId = 1;
  const items = new Map<string, string>();
  const makeSubscription = (endpoint: string): PushSubscriptionLike => ({
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: 'browser-key', auth: 'browser-secret' } }),
    unsubscribe: async () => {
      subscription = null;
      return true;
    },
  });
  const env: PushEnvironment = {
    pushManager: async () =>
      options.push === false
        ? null
        : {
            getSubscription: async () => subscription,
            subscribe: async ({ applicationServerKey: key }) => {
              subscribedWith.push(key);
              subscription = makeSubscription(`https://fcm.googleapis.com/fcm/send/${subscribedWith.length}`);
              return subscription;
            },
          },
    permission: () => permission,
    requestPermission: async () => {
      permission = options.answer ?? 'granted';
      return permission;
    },
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    api: {
      publicKey: async () => PUBLIC_KEY,
      add: async (body) => {
        // The server replaces the subscription of an endpoint it already holds.
        for (const [id, held] of server) if (held.endpoint === body.endpoint) server.delete(id);
        const id = nextId++;
        server.set(id, body);
        return { id };
      },
      remove: async (id) => {
        if (!server.delete(id)) throw new Error('404');
      },
    },
  };
  return {
    env,
    server,
    subscribedWith,
    current: () => subscription,
    dropSubscription: () => {
      subscription = null;
    },
  };
}

const nora = { orgId: 1, userId: 7 };
const omar = { orgId: 1, userId: 8 };

describe('push notifications on this browser', () => {
  it('is unsupported where the browser has no Web Push, and switches nothing on there', async () => {
    const browser = fakeBrowser({ push: false });
    expect(await pushState(browser.env, nora)).toBe('unsupported');
    expect(await enablePush(browser.env, nora)).toBe('unsupported');
    expect(browser.server.size).toBe(0);
  });

  it('switched on: asks the permission, subscribes with the server key and gives the server the subscription', async () => {
    const browser = fakeBrowser();
    expect(await pushState(browser.env, nora)).toBe('off');
    expect(await enablePush(browser.env, nora)).toBe('on');
    expect(browser.subscribedWith).toEqual([applicationServerKey(PUBLIC_KEY)]);
    expect([...browser.server.values()]).toEqual([
      { endpoint: browser.current()?.endpoint, keys: { p256dh: 'browser-key', auth: 'browser-secret' } },
    ]);
    expect(await pushState(browser.env, nora)).toBe('on');
  });

  it('refused by the user: denied, with nothing subscribed or sent', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    expect(await enablePush(browser.env, nora)).toBe('denied');
    expect(browser.current()).toBeNull();
    expect(browser.server.size).toBe(0);
    expect(await pushState(browser.env, nora)).toBe('denied');
  });

  it('a dismissed permission prompt leaves push off', async () => {
    const browser = fakeBrowser({ answer: 'default' });
    expect(await enablePush(browser.env, nora)).toBe('off');
    expect(browser.server.size).toBe(0);
  });

  it('switched off: the server forgets the subscription and the browser unsubscribes', async () => {
    const browser = fakeBrowser();
    await enablePush(browser.env, nora);
    expect(await disablePush(browser.env, nora)).toBe('off');
    expect(browser.server.size).toBe(0);
    expect(browser.current()).toBeNull();
    expect(await pushState(browser.env, nora)).toBe('off');
  });

  it('is on for the user who switched it on, not for another member signing in on the same browser', async () => {
    const browser = fakeBrowser();
    await enablePush(browser.env, nora);
    expect(await pushState(browser.env, omar)).toBe('off');
    expect(await pushState(browser.env, { ...nora, orgId: 2 })).toBe('off');
  });

  it('at the next sign-in gives the server the subscription again for the new session, only to its owner', async () => {
    const browser = fakeBrowser();
    await enablePush(browser.env, nora);
    browser.server.clear(); // the session that subscribed signed out: the server no longer pushes to it
    await renewPush(browser.env, omar);
    expect(browser.server.size).toBe(0);
    await renewPush(browser.env, nora);
    expect([...browser.server.values()].map((s) => s.endpoint)).toEqual([browser.current()?.endpoint]);
  });

  it('a subscription the browser dropped reads as off and is not renewed', async () => {
    const browser = fakeBrowser();
    await enablePush(browser.env, nora);
    browser.server.clear();
    browser.dropSubscription();
    await renewPush(browser.env, nora);
    expect(browser.server.size).toBe(0);
    expect(await pushState(browser.env, nora)).toBe('off');
  });

  it('decodes the base64url VAPID key to its 65 bytes', () => {
    const key = applicationServerKey(PUBLIC_KEY);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4); // an uncompressed P-256 point
  });
});
