import { type LoginResponse, REFRESH_COOKIE } from '@manara/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { CallHttp } from '../../platform/routes.ts';
import { hashToken } from '../../platform/secrets.ts';
import { sessionDeps } from './auth.service.ts';
import { refreshTokens } from './auth.tables.ts';
import { unsafeRevokeSession, unsafeRotateRefreshToken } from './sessions.ts';

/**
 * The refresh cookie (docs/decisions/auth.md): the web app's refresh token lives where no script
 * reads it. `HttpOnly`; `SameSite=Strict`, so no other site's page sends it; `Path` the refresh
 * calls only; `Secure` when `PUBLIC_URL` is HTTPS. Spending it also takes the `X-Requested-With`
 * header, which a form or a link cannot send and another site's script may not (CORS).
 */

type CookieConfig = Pick<Config, 'publicUrl' | 'refreshTokenTtlSeconds'>;

function cookieOptions(config: CookieConfig) {
  return {
    path: REFRESH_COOKIE.path,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: new URL(config.publicUrl).protocol === 'https:',
  };
}

export function setRefreshCookie(reply: FastifyReply, config: CookieConfig, token: string): void {
  reply.setCookie(REFRESH_COOKIE.name, token, { ...cookieOptions(config), maxAge: config.refreshTokenTtlSeconds });
}

export function clearRefreshCookie(reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(REFRESH_COOKIE.name, cookieOptions(config));
}

/** The cookie's refresh token, only when the request also carries the CSRF header. */
export function cookieRefreshToken(request: FastifyRequest): string | null {
  if (!request.headers[REFRESH_COOKIE.csrfHeader.toLowerCase()]) return null;
  // Parsed here: the app does not parse cookies on every request (app.ts).
  const cookies = request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {};
  return cookies[REFRESH_COOKIE.name] || null;
}

/**
 * An answer that starts or renews a session also puts its refresh token in the cookie, so that a
 * browser can keep the session without storing the token anywhere a script reads.
 */
export function withRefreshCookie<T extends LoginResponse>(config: CookieConfig, http: CallHttp, answer: T): T {
  if (answer.refresh) setRefreshCookie(http.reply, config, answer.refresh);
  return answer;
}

/**
 * `POST auth/refresh`: the body's token (other clients, spec shape), else the cookie's. A refresh
 * by cookie answers the new token in the cookie only (`refresh: null`): a script that calls it
 * learns an access token for minutes, never a refresh token for weeks. A refused cookie is cleared.
 */
export async function refreshSession(deps: AppDeps, http: CallHttp, bodyToken: string | undefined) {
  const token = bodyToken ?? cookieRefreshToken(http.request);
  const byCookie = bodyToken === undefined;
  if (!token) throw new AppError('auth-007');
  try {
    const answer = withRefreshCookie(deps.config, http, await unsafeRotateRefreshToken(sessionDeps(deps), token));
    return byCookie ? { ...answer, refresh: null } : answer;
  } catch (error) {
    if (byCookie) clearRefreshCookie(http.reply, deps.config);
    throw error;
  }
}

/**
 * `POST auth/refresh/revoke`: ends the session whose refresh token the cookie holds (used or not:
 * any token of the family names the session) and clears the cookie. The sign-out of a web app
 * whose access token no longer works, so that no live token stays behind in the browser.
 */
export async function revokeCookieSession(deps: AppDeps, http: CallHttp): Promise<null> {
  const token = cookieRefreshToken(http.request);
  if (token) {
    const [row] = await deps.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (row) {
      await unsafeRevokeSession(deps.db, deps.clock.now(), row.sessionId, 'signed out');
      await deps.identity.changed({ sessionId: row.sessionId });
    }
    clearRefreshCookie(http.reply, deps.config);
  }
  return null;
}
