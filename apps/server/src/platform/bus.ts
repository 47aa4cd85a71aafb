import { EventEmitter } from 'node:events';

/**
 * Events between server processes (organization changes, notifications, …): in-process when
 * embedded, Redis pub/sub when `REDIS_URL` is set, so every process behind a load balancer hears
 * every event.
 */
export interface EventBus {
  kind: 'in-process' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  subscribe(channel: string, handler: (payload: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * Called each time the bus connects again after losing its connection (Redis): what was
   * published in between was missed, so caches forget everything. Answers the unsubscribe.
   */
  onReconnect?(handler: () => void): () => void;
}

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'in-process',
    async publish(channel, payload) {
      // A copy, as a remote subscriber would get: nobody shares objects with the publisher.
      emitter.emit(channel, structuredClone(payload));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * `namespace` keeps apps that share one Redis apart (the test files running side by side): their
 * channels are `manara:<namespace>:…` instead of `manara:…`.
 */
export async function createRedisBus(url: string, namespace?: string): Promise<EventBus> {
  const PREFIX = namespace ? `manara:${namespace}:` : 'manara:';
  // Loaded here, not with the server: the embedded mode's bus stays in the process.
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const reconnected = new Set<() => void>();
  // Registered after the first connection: each later `ready` is a reconnection.
  subscriber.on('ready', () => {
    for (const handler of reconnected) handler();
  });
  subscriber.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel.slice(PREFIX.length));
    if (!set) return;
    const payload: unknown = JSON.parse(message);
    for (const handler of set) handler(payload);
  });
  return {
    kind: 'redis',
    async publish(channel, payload) {
      await publisher.publish(PREFIX + channel, JSON.stringify(payload));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(PREFIX + channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(PREFIX + channel);
        }
      };
    },
    onReconnect(handler) {
      reconnected.add(handler);
      return () => reconnected.delete(handler);
    },
    async close() {
      handlers.clear();
      reconnected.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
