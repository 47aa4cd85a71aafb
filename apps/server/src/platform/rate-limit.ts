import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { type Clock, systemClock } from './clock.ts';
import { AppError } from './errors.ts';
import { rateLimitCounters } from './platform.tables.ts';

/**
 * The limits (docs/decisions/auth.md lists them): points per window in seconds. Counted in the
 * database when embedded (they outlive a restart), in Redis when `REDIS_URL` is set.
 */
export const rateLimits = {
  loginPerAddress: { points: 50, duration: 15 * 60 },
  /** Sign-ins of one account from one address; a right password gives the point back. */
  loginPerAccountAndAddress: { points: 5, duration: 15 * 60 },
  /** Failed sign-ins of one account from every address; past it, only addresses it signed in from before may try. */
  failedLoginPerAccount: { points: 50, duration: 60 * 60 },
  twoFactorPerAddress: { points: 30, duration: 15 * 60 },
  resendPerAddress: { points: 10, duration: 15 * 60 },
  mailPerAccount: { points: 3, duration: 60 * 60 },
  mailPerAddress: { points: 20, duration: 60 * 60 },
  registerPerAddress: { points: 20, duration: 60 * 60 },
  clientLogsPerAddress: { points: 60, duration: 60 },
  formsPerAddress: { points: 10, duration: 60 * 60 },
  smsPerAccount: { points: 5, duration: 60 * 60 },
  smsPerNumber: { points: 5, duration: 60 * 60 },
  smsPerAddress: { points: 20, duration: 60 * 60 },
  phoneVerifyPerAddress: { points: 30, duration: 15 * 60 },
  /** Each SAML AuthnRequest is answered once: a replayed answer finds its point used (as long as the request lives). */
  samlAnswersPerRequest: { points: 1, duration: 10 * 60 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

export interface RateLimiter {
  /** Counts one attempt; throws `auth-004` (or `code`) when it is past the limit. */
  consume(name: RateLimitName, key: string, code?: 'auth-004' | 'common-006'): Promise<void>;
  /** Counts one attempt without refusing it; answers the attempts of the window, this one included. */
  hit(name: RateLimitName, key: string): Promise<number>;
  /** Gives one counted attempt back (counted before it was known to be legitimate). */
  refund(name: RateLimitName, key: string): Promise<void>;
  reset(name: RateLimitName, key: string): Promise<void>;
}

/**
 * Where the counters live. Each operation is one atomic step of the store (one SQL statement,
 * one Redis script), so parallel requests can never share a point.
 */
interface CounterStore {
  /** Adds one to the key's counter (a new window when the last one ended); answers the new count. */
  hit(name: RateLimitName, key: string): Promise<number>;
  refund(name: RateLimitName, key: string): Promise<void>;
  reset(name: RateLimitName, key: string): Promise<void>;
}

/** Counters in Redis (rate-limiter-flexible), shared by every process of a scaled-out deployment. */
function redisStore(redis: Redis, prefix: string): CounterStore {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  const limiter = (name: RateLimitName) => {
    let l = limiters.get(name);
    if (!l) {
      l = new RateLimiterRedis({
        ...rateLimits[name],
        keyPrefix: `${prefix}:rl:${name}`,
        storeClient: redis,
        useRedisPackage: false,
      });
      limiters.set(name, l);
    }
    return l;
  };
  return {
    hit: async (name, key) => (await limiter(name).penalty(key, 1)).consumedPoints,
    refund: async (name, key) => {
      await limiter(name).reward(key, 1);
    },
    reset: async (name, key) => {
      await limiter(name).delete(key);
    },
  };
}

/** How many hits between two sweeps of ended windows out of `rate_limit_counters`. */
const SWEEP_EVERY_HITS = 500;

/**
 * Counters in the database (`rate_limit_counters`), dated by the app's clock. A hit is one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`: PostgreSQL locks the row for it, so concurrent
 * hits are counted one after another and none is lost or answered the same count.
 */
function databaseStore(db: Db, clock: Clock): CounterStore {
  let hitsSinceSweep = 0;
  /** Ended windows are dead weight (a hit after the end restarts the row anyway): removed now and then. */
  async function sweep(now: Date) {
    hitsSinceSweep += 1;
    if (hitsSinceSweep < SWEEP_EVERY_HITS) return;
    hitsSinceSweep = 0;
    await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetsAt, now));
  }
  return {
    async hit(name, key) {
      const now = clock.now();
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const ended = sql`${rateLimitCounters.resetsAt} <= ${nowSql}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ name, key, points: 1, resetsAt: new Date(now.getTime() + rateLimits[name].duration * 1000) })
        .onConflictDoUpdate({
          target: [rateLimitCounters.name, rateLimitCounters.key],
          set: {
            points: sql`case when ${ended} then 1 else ${rateLimitCounters.points} + 1 end`,
            resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
          },
        })
        .returning({ points: rateLimitCounters.points });
      if (!row) throw new Error('rate limit upsert returned nothing');
      await sweep(now);
      return row.points;
    },
    async refund(name, key) {
      await db
        .update(rateLimitCounters)
        .set({ points: sql`greatest(${rateLimitCounters.points} - 1, 0)` })
        .where(
          and(
            eq(rateLimitCounters.name, name),
            eq(rateLimitCounters.key, key),
            gt(rateLimitCounters.resetsAt, clock.now()),
          ),
        );
    },
    async reset(name, key) {
      await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.name, name), eq(rateLimitCounters.key, key)));
    },
  };
}

/**
 * The limiter: in Redis when given one (`prefix` separates deployments and test apps sharing
 * it), else in the database, where the windows follow `clock`.
 */
export function createRateLimiter(options: {
  redis: Redis | null;
  db: Db;
  clock?: Clock;
  prefix?: string;
}): RateLimiter {
  const store = options.redis
    ? redisStore(options.redis, options.prefix ?? 'manara')
    : databaseStore(options.db, options.clock ?? systemClock);
  return {
    async consume(name, key, code = 'auth-004') {
      if ((await store.hit(name, key)) > rateLimits[name].points) throw new AppError(code);
    },
    hit: (name, key) => store.hit(name, key),
    refund: (name, key) => store.refund(name, key),
    reset: (name, key) => store.reset(name, key),
  };
}
