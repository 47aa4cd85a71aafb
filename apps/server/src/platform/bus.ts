import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

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
}

const PREFIX = 'manara:';

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

export async function createRedisBus(url: string): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
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
    async close() {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
