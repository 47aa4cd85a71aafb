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

function nextEvent(bus: EventBus, channel: string): Promise<unknown> {
  return new Promise((resolve) => {
    void bus.subscribe(channel, resolve);
  });
}

const kinds = redisUrl ? (['in-process', 'redis'] as const) : (['in-process'] as const);

describe.each(kinds)('%s event bus', (kind) => {
  it('delivers a published event to its subscribers as a copy', async () => {
    const bus = await makeBus(kind);
    const channel = `test-${randomBytes(4).toString('hex')}`;
    const received = nextEvent(bus, channel);
    await new Promise((r) => setTimeout(r, 20));
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
    const unsubscribe = await bus.subscribe(channel, (p) => seen.push(p));
    await bus.publish(channel, 1);
    await new Promise((r) => setTimeout(r, 50));
    await unsubscribe();
    await bus.publish(channel, 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([1]);
  });
});

describe.runIf(redisUrl)('redis event bus across processes', () => {
  it('carries an event from one server process to another', async () => {
    const [first, second] = [await makeBus('redis'), await makeBus('redis')];
    const channel = `test-${randomBytes(4).toString('hex')}`;
    const received = nextEvent(second, channel);
    await new Promise((r) => setTimeout(r, 50));
    await first.publish(channel, { hello: 'world' });
    expect(await received).toEqual({ hello: 'world' });
  });
});
