import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import { type Clock, systemClock } from './clock.ts';
import { serverSecrets } from './platform.tables.ts';

export interface AccessClaims {
  userId: number;
  orgId: number;
  /** The sign-in session (refresh-token family) the token belongs to; 0 for tokens minted in tests. */
  sessionId: number;
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid, unexpired token; null otherwise. */
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /**
   * A short-lived signed grant for one purpose (a media upload or download link): claims that
   * our own server checks later, never usable as an access token (its audience differs).
   */
  signGrant(purpose: string, claims: Record<string, string | number>, ttlSeconds: number): Promise<string>;
  /** The claims of a valid, unexpired grant of that purpose; null otherwise. */
  verifyGrant(purpose: string, token: string): Promise<Record<string, unknown> | null>;
}

/**
 * The signing key: `JWT_SECRET` when set, else a random key the server generates once and
 * keeps in the database, so that every process of a scaled-out deployment shares it.
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  if (!row) throw new Error('could not load the signing key');
  return new TextEncoder().encode(row.value);
}

/** Access tokens and grants, dated by `clock` (so a test can move time instead of waiting for it). */
export function createTokenService(
  key: Uint8Array,
  accessTtlSeconds: number,
  clock: Clock = systemClock,
): TokenService {
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  /**
   * Tokens already verified, with their expiry: the signature of one token string is checked once
   * (WebCrypto's HMAC is the costliest step of a signed-in request); its expiry at every use.
   */
  const verified = new LRUCache<string, { claims: AccessClaims; exp: number }>({ max: 20_000 });
  return {
    async signAccess({ userId, orgId, sessionId }) {
      const expiresAt = new Date(clock.now().getTime() + accessTtlSeconds * 1000);
      const token = await new SignJWT({ org: orgId, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(nowSeconds())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setAudience('access')
        .sign(key);
      return { token, expiresAt };
    },
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (nowSeconds() < known.exp) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: 'access',
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        const orgId = Number(payload.org);
        const sessionId = Number(payload.sid);
        if (!Number.isInteger(userId) || !Number.isInteger(orgId) || !Number.isInteger(sessionId)) return null;
        const claims = { userId, orgId, sessionId };
        if (typeof payload.exp === 'number') verified.set(token, { claims, exp: payload.exp });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
    async signGrant(purpose, claims, ttlSeconds) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + ttlSeconds)
        .setAudience(`grant:${purpose}`)
        .sign(key);
    },
    async verifyGrant(purpose, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: `grant:${purpose}`,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        return payload as Record<string, unknown>;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
