import type { LoginResponse, login } from '@manara/contract';
import { ok, type TypedAnswer } from './app.ts';

/**
 * The answer of a call that signs someone in (sign-in, refresh, two-factor code, single-sign-on
 * token, registration…) with both its tokens; the test fails when it is an error or answered
 * without them (a two-factor challenge, a refresh by cookie).
 */
export function sessionOf(res: TypedAnswer<typeof login>): LoginResponse & { access: string; refresh: string } {
  const session = ok(res);
  const { access, refresh } = session;
  if (!access || !refresh) throw new Error(`answered no session: ${res.raw}`);
  return { ...session, access, refresh };
}

/** The access token such an answer gives (a masquerade's, or a refresh by cookie's, has no refresh token in its body). */
export function accessOf(res: TypedAnswer<typeof login>): string {
  const { access } = ok(res);
  if (!access) throw new Error(`answered no access token: ${res.raw}`);
  return access;
}

/** The token of a two-factor challenge a sign-in answered; the test fails when it answered none. */
export function challengeOf(res: TypedAnswer<typeof login>): string {
  const { twoFactorToken } = ok(res);
  if (!twoFactorToken) throw new Error(`answered no two-factor challenge: ${res.raw}`);
  return twoFactorToken;
}

/** A query parameter of a mailed link (`token`, `emailToken`); the test fails when the link has none. */
export function tokenIn(link: URL, name = 'token'): string {
  const token = link.searchParams.get(name);
  if (!token) throw new Error(`no ${name} in ${link}`);
  return token;
}
