import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessBus, createRedisBus, type EventBus } from './bus.ts';

const redisUrl = process.env.REDIS_URL;
const open: EventBus[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((bus) => bus.close()));
});

async function makeBus(kind: 'in-process' | 'redis'): Promise<EventBus> {
  const bus = kind === 'redis' && redisUrl ? await createRedisBus(redisUrl) : createInProcessBus();
  open.push(bus);
  return bus;
}

/** Subscribes to `channel`; once the subscription is in place, answers the next event as `received`. */
async function subscribeNext(bus: EventBus, channel: string): Promise<{ received: Promise<unknown> }> {
  let resolve: (payload: unknown) => void = () => undefined;
  const received = new Promise<unknown>((r) => {
    resolve = r;
  });
  await bus.subscribe(channel, (payload) => resolve(payload));
  return { received };
}

const kinds = redisUrl ? (['in-process', 'redis'] as const) : (['in-process'] as const);

describe.each(kinds)('%s event bus', (kind) => {
  it('delivers a published event to its subscribers as a copy', async () => {
    const bus = await makeBus(kind);
    const channel = `test-${randomBytes(4).toString('hex')}`;
    const { received } = await subscribeNext(bus, channel);
    const payload = { organizationId: 7, names: ['a', 'ب'] };
    await bus.publish(channel, payload);
    const event = await received;
    expect(event).toEqual(payload);
    expect(event).not.toBe(payload);
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = await makeBus(kind);
    const channel = `test-${randomBytes(4).toString('hex')}`;
    const seen: unknown[] = [];
    let firstSeen: () => void = () => undefined;
    const first = new Promise<void>((r) => {
      firstSeen = r;
    });
    const unsubscribe = await bus.subscribe(channel, (p) => {
      seen.push(p);
      firstSeen();
    });
    await bus.publish(channel, 1);
    await first;
    await unsubscribe();
    // Events arrive in the order they were published: once a later one on another channel is
    // here, event 2 would have been too.
    const { received: later } = await subscribeNext(bus, `${channel}-later`);
    await bus.publish(channel, 2);
    await bus.publish(`${channel}-later`, 'after');
    await later;
    expect(seen).toEqual([1]);
  });
});

describe.runIf(redisUrl)('redis event bus across processes', () => {
  it('carries an event from one server process to another', async () => {
    const [first, second] = [await makeBus('redis'), await makeBus('redis')];
    const channel = `test-${randomBytes(4).toString('hex')}`;
    const { received } = await subscribeNext(second, channel);
    await first.publish(channel, { hello: 'world' });
    expect(await received).toEqual({ hello: 'world' });
  });
});
