import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors.ts';

/**
 * The limits of the sign-in flows (docs/decisions/auth.md lists them): points per window in seconds.
 * Counted in memory when embedded, in Redis when scaled out so that every process shares them.
 */
export const rateLimits = {
  loginPerAddress: { points: 50, duration: 15 * 60 },
  failedLoginPerAccount: { points: 5, duration: 15 * 60 },
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
  /** Counts one attempt; throws `auth-004` (or `code`) when the limit is passed. */
  consume(name: RateLimitName, key: string, code?: 'auth-004' | 'common-006'): Promise<void>;
  /** Throws when the key has used up its points, without counting. */
  check(name: RateLimitName, key: string, code?: 'auth-004' | 'common-006'): Promise<void>;
  /** Counts one attempt without throwing (failed sign-ins). */
  penalize(name: RateLimitName, key: string): Promise<void>;
  reset(name: RateLimitName, key: string): Promise<void>;
}

/** `prefix` separates deployments (and test apps) sharing one Redis. */
export function createRateLimiter(redis: Redis | null, prefix = 'manara'): RateLimiter {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  const limiter = (name: RateLimitName) => {
    let l = limiters.get(name);
    if (!l) {
      const options = { ...rateLimits[name], keyPrefix: `${prefix}:rl:${name}` };
      l = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: false })
        : new RateLimiterMemory(options);
      limiters.set(name, l);
    }
    return l;
  };
  return {
    async consume(name, key, code = 'auth-004') {
      try {
        await limiter(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new AppError(code);
        throw error;
      }
    },
    async check(name, key, code = 'auth-004') {
      const res = await limiter(name).get(key);
      if (res && res.consumedPoints >= rateLimits[name].points) throw new AppError(code);
    },
    async penalize(name, key) {
      await limiter(name).penalty(key, 1);
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
  };
}
