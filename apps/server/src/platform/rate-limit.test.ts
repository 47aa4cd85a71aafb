import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createManualClock } from './clock.ts';
import { createRateLimiter, rateLimits } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The database store, whatever REDIS_URL says: the embedded mode's limiter. */
function databaseLimiter(clock = createManualClock(new Date('2030-01-01T00:00:00Z'))) {
  return { clock, limiter: createRateLimiter({ redis: null, db: t.db, clock }) };
}

describe('rate limits kept in the database', () => {
  it('count parallel hits one by one', async () => {
    const { limiter } = databaseLimiter();
    const counts = await Promise.all(Array.from({ length: 40 }, () => limiter.hit('loginPerAddress', 'parallel')));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('refuse past the limit until the window, timed by the clock, has passed', async () => {
    const { limiter, clock } = databaseLimiter();
    const { points, duration } = rateLimits.loginPerAccountAndAddress;
    for (let i = 0; i < points; i++) await limiter.consume('loginPerAccountAndAddress', 'window');
    await expect(limiter.consume('loginPerAccountAndAddress', 'window')).rejects.toMatchObject({ code: 'auth-004' });
    clock.advance(duration * 1000 - 1);
    await expect(limiter.consume('loginPerAccountAndAddress', 'window')).rejects.toMatchObject({ code: 'auth-004' });
    clock.advance(1);
    await expect(limiter.consume('loginPerAccountAndAddress', 'window')).resolves.toBeUndefined();
  });

  it('give a point back on refund, and every point on reset', async () => {
    const { limiter } = databaseLimiter();
    await limiter.hit('formsPerAddress', 'refund');
    await limiter.hit('formsPerAddress', 'refund');
    await limiter.refund('formsPerAddress', 'refund');
    expect(await limiter.hit('formsPerAddress', 'refund')).toBe(2);
    await limiter.reset('formsPerAddress', 'refund');
    expect(await limiter.hit('formsPerAddress', 'refund')).toBe(1);
  });

  it('outlive the limiter: a new one over the same database (a restart) still refuses', async () => {
    const { limiter, clock } = databaseLimiter();
    for (let i = 0; i < rateLimits.smsPerNumber.points; i++) await limiter.consume('smsPerNumber', 'restart');
    const afterRestart = createRateLimiter({ redis: null, db: t.db, clock });
    await expect(afterRestart.consume('smsPerNumber', 'restart')).rejects.toMatchObject({ code: 'auth-004' });
  });
});
