import { describe, expect, it } from 'vitest';
import {
  type LiveEvent,
  reconnectDelay,
  type StreamEnvironment,
  startNotificationStream,
} from './notification-stream.ts';

/** Web Locks, BroadcastChannel and EventSource of one browser, in memory. */
function fakeBrowser() {
  const sources: FakeSource[] = [];
  const holders: { name: string; grant: () => Promise<unknown> }[] = [];
  let held: string | null = null;
  const channels = new Set<FakeChannel>();

  class FakeSource {
    listeners = new Map<string, (event: MessageEvent) => void>();
    onopen: (() => void) | null = null;
    onerror: (() => void) | null = null;
    closed = false;
    constructor(readonly url: string) {
      sources.push(this);
    }
    addEventListener(type: string, listener: (event: MessageEvent) => void) {
      this.listeners.set(type, listener);
    }
    close() {
      this.closed = true;
    }
    emit(type: string, id: string, data: object) {
      this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
    }
  }

  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      channels.add(this);
    }
    postMessage(data: unknown) {
      for (const other of channels)
        if (other !== this && other.name === this.name) other.onmessage?.(new MessageEvent('message', { data }));
    }
    close() {
      channels.delete(this);
    }
  }

  async function grantNext() {
    const next = holders.shift();
    if (!next) return;
    held = next.name;
    await next.grant();
    held = null;
    await grantNext();
  }

  const locks = {
    request(name: string, _options: unknown, callback: () => Promise<unknown> | undefined) {
      return new Promise((resolve) => {
        holders.push({ name, grant: async () => resolve(await callback()) });
        if (held === null) void grantNext();
      });
    },
  } as unknown as LockManager;

  const env = (): Partial<StreamEnvironment> => ({
    locks,
    createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    createChannel: (name) => new FakeChannel(name) as unknown as BroadcastChannel,
    random: () => 1,
  });
  return { env, sources };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one stream per browser', () => {
  it('opens one EventSource for many tabs, shares its events, and hands over when the leader stops', async () => {
    const browser = fakeBrowser();
    const received: LiveEvent[][] = [];
    const stops = Array.from({ length: 20 }, (_, tab) => {
      received[tab] = [];
      return startNotificationStream({
        userId: 7,
        orgId: 1,
        portals: '1',
        getToken: () => `token-${tab}`,
        onEvent: (event) => received[tab]?.push(event),
        env: browser.env(),
      });
    });
    await flush();
    expect(browser.sources).toHaveLength(1);
    expect(browser.sources[0]?.url).toBe('/api/sse?userId=7&token=token-0&portals=1');
    browser.sources[0]?.emit('notification', '41', { notification: { id: 41 }, unreadCount: 3 });
    for (const events of received) expect(events.map((e) => e.data.unreadCount)).toEqual([3]);

    // The leader tab signs out or closes: the next tab takes over from the last event.
    stops[0]?.();
    await flush();
    await flush();
    expect(browser.sources[0]?.closed).toBe(true);
    expect(browser.sources).toHaveLength(2);
    expect(browser.sources[1]?.url).toContain('lastEventId=41');
    for (const stop of stops.slice(1)) stop();
    await flush();
    expect(browser.sources.every((s) => s.closed)).toBe(true);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
