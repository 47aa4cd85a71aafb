/**
 * The refresh cookie (issue 10, defect 7; docs/decisions/auth.md): the web app's refresh token
 * lives in an HttpOnly cookie that only the refresh calls receive, spent only with the CSRF
 * header; the calls keep the spec's shapes for other clients (login answers `refresh`, POST
 * auth/refresh takes `token`).
 */
import {
  createSsoToken,
  getSessionUser,
  login as loginCall,
  logout,
  masquerade as masqueradeCall,
  refresh,
  revokeRefreshCookie,
  signInWithSsoToken,
  verifyTwoFactor,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo } from '../../test/factories.ts';
import { accessOf, challengeOf, sessionOf } from '../../test/sign-in.ts';
import { users } from '../users/users.tables.ts';

const PASSWORD = 'Secret@123';
const COOKIE = 'manara_refresh';
const CSRF = { 'x-requested-with': 'XMLHttpRequest' };

let addressCounter = 0;
/** Each sign-in from its own address, so that per-address limits do not add up across tests. */
function newAddress(): string {
  addressCounter += 1;
  return `10.7.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

type Cookie = { name: string; value: string; attributes: Map<string, string | true> };

/** The `Set-Cookie` lines of an answer, parsed: name, value and attributes (lower-cased names). */
function setCookies(headers: Record<string, unknown>): Cookie[] {
  const raw = headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return lines.map((line) => {
    const [pair = '', ...parts] = line.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    const attributes = new Map<string, string | true>();
    for (const part of parts) {
      const at = part.indexOf('=');
      if (at < 0) attributes.set(part.toLowerCase(), true);
      else attributes.set(part.slice(0, at).toLowerCase(), part.slice(at + 1));
    }
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1), attributes };
  });
}

function refreshCookieOf(headers: Record<string, unknown>): Cookie | undefined {
  return setCookies(headers).find((cookie) => cookie.name === COOKIE);
}

function isCleared(cookie: Cookie | undefined): boolean {
  if (!cookie) return false;
  const expires = cookie.attributes.get('expires');
  return (
    cookie.value === '' &&
    (cookie.attributes.get('max-age') === '0' ||
      (typeof expires === 'string' && new Date(expires).getTime() <= Date.now()))
  );
}

function suite(env: Record<string, string>) {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof buildOrg>>;

  beforeAll(async () => {
    t = await createTestApp(env);
    org = await buildOrg(t.db);
  });
  afterAll(() => t?.close());

  async function member(inOrg = org) {
    const user = await buildUser(t.db, inOrg, 'learner', { password: PASSWORD });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    return { ...user, email: row!.email };
  }

  function login(email: string, orgId = org.id) {
    return t.request(loginCall, { orgId, body: { email, password: PASSWORD }, remoteAddress: newAddress() });
  }

  /** POST auth/refresh as the web app sends it: an empty body, the cookie, and (unless told) the CSRF header. */
  function refreshByCookie(token: string, options: { csrf?: boolean } = {}) {
    return t.request(refresh, {
      orgId: org.id,
      body: {},
      headers: { cookie: `${COOKIE}=${token}`, ...(options.csrf === false ? {} : CSRF) },
    });
  }

  return { t: () => t, org: () => org, member, login, refreshByCookie };
}

describe('the refresh cookie over HTTP (PUBLIC_URL http)', () => {
  const s = suite({ PUBLIC_URL: 'http://localhost:3000' });

  it("is set by a sign-in: the answer's refresh token, HttpOnly, SameSite=Strict, the refresh path only, not Secure over HTTP", async () => {
    const user = await s.member();
    const res = await s.login(user.email);
    expect(res.status).toBe(200);
    // Other clients still read it from the answer (spec 1 §3).
    expect(ok(res).refresh).toEqual(expect.any(String));
    const cookie = refreshCookieOf(res.headers);
    expect(cookie?.value).toBe(ok(res).refresh);
    expect(cookie?.attributes.get('httponly')).toBe(true);
    expect(cookie?.attributes.get('samesite')).toBe('Strict');
    expect(cookie?.attributes.get('path')).toBe('/api/auth/refresh');
    expect(Number(cookie?.attributes.get('max-age'))).toBe(30 * 24 * 3600);
    expect(cookie?.attributes.has('secure')).toBe(false);
  });

  it('refreshes with the CSRF header, rotating the token in the cookie only', async () => {
    const user = await s.member();
    const first = await s.login(user.email);
    const firstToken = refreshCookieOf(first.headers)!.value;
    const renewed = await s.refreshByCookie(firstToken);
    expect(renewed.status).toBe(200);
    expect(ok(renewed).access).toEqual(expect.any(String));
    expect(ok(renewed).user).toMatchObject({ id: user.id });
    // A script that calls it learns an access token, never a refresh token.
    expect(ok(renewed).refresh).toBeNull();
    const rotated = refreshCookieOf(renewed.headers);
    expect(rotated?.value).toEqual(expect.any(String));
    expect(rotated?.value).not.toBe(firstToken);
    expect(rotated?.attributes.get('httponly')).toBe(true);
    const me = await s.t().request(getSessionUser, { as: { token: accessOf(renewed), orgId: s.org().id } });
    expect(me.status).toBe(200);
    // The rotated token works once more; the spent one ends the session (reuse), as a body token would.
    expect((await s.refreshByCookie(rotated!.value)).status).toBe(200);
    const replay = await s.refreshByCookie(firstToken);
    expect(errorCodeOf(replay)).toBe('auth-007');
    expect(isCleared(refreshCookieOf(replay.headers))).toBe(true);
  });

  it('is not spent without the CSRF header (auth-007), and still works with it afterwards', async () => {
    const user = await s.member();
    const token = refreshCookieOf((await s.login(user.email)).headers)!.value;
    const refused = await s.refreshByCookie(token, { csrf: false });
    expect(refused.status).toBe(401);
    expect(errorCodeOf(refused)).toBe('auth-007');
    // A form of another site cannot send JSON either: a form-encoded body is refused before anything
    // (untyped: the typed client sends JSON only).
    const form = await s.t().app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: {
        organization: String(s.org().id),
        cookie: `${COOKIE}=${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=b',
    });
    expect(form.statusCode).toBe(415);
    expect((await s.refreshByCookie(token)).status).toBe(200);
  });

  it('takes the body token as before (spec shape), answering it and setting the cookie', async () => {
    const user = await s.member();
    const first = await s.login(user.email);
    const res = await s.t().request(refresh, { orgId: s.org().id, body: { token: sessionOf(first).refresh } });
    expect(res.status).toBe(200);
    expect(ok(res).refresh).toEqual(expect.any(String));
    expect(refreshCookieOf(res.headers)?.value).toBe(ok(res).refresh);
    // The body wins over a cookie: a client that names its token is answered for that token.
    const other = await s.login(user.email);
    const both = await s.t().request(refresh, {
      orgId: s.org().id,
      body: { token: sessionOf(res).refresh },
      headers: { cookie: `${COOKIE}=${refreshCookieOf(other.headers)!.value}`, ...CSRF },
    });
    expect(both.status).toBe(200);
    expect(ok(both).refresh).toEqual(expect.any(String));
  });

  it('answers auth-007 to a refresh with neither a token nor a cookie', async () => {
    const res = await s.t().request(refresh, { orgId: s.org().id, body: {}, headers: CSRF });
    expect(res.status).toBe(401);
    expect(errorCodeOf(res)).toBe('auth-007');
  });

  it('is cleared by logout, whose session then refuses the cookie', async () => {
    const user = await s.member();
    const res = await s.login(user.email);
    const token = refreshCookieOf(res.headers)!.value;
    const out = await s.t().request(logout, { as: { token: accessOf(res), orgId: s.org().id }, body: {} });
    expect(out.status).toBe(204);
    const cleared = refreshCookieOf(out.headers);
    expect(isCleared(cleared)).toBe(true);
    expect(cleared?.attributes.get('path')).toBe('/api/auth/refresh');
    expect(errorCodeOf(await s.refreshByCookie(token))).toBe('auth-007');
  });

  it('ends its session by POST auth/refresh/revoke (a sign-out without a working access token), with the CSRF header only', async () => {
    const user = await s.member();
    const res = await s.login(user.email);
    const token = refreshCookieOf(res.headers)!.value;
    const cookie = { cookie: `${COOKIE}=${token}` };
    const withoutHeader = await s.t().request(revokeRefreshCookie, { orgId: s.org().id, headers: cookie });
    expect(withoutHeader.status).toBe(204);
    const as = { token: accessOf(res), orgId: s.org().id };
    expect((await s.t().request(getSessionUser, { as })).status).toBe(200);
    const revoked = await s.t().request(revokeRefreshCookie, { orgId: s.org().id, headers: { ...cookie, ...CSRF } });
    expect(revoked.status).toBe(204);
    expect(isCleared(refreshCookieOf(revoked.headers))).toBe(true);
    expect(errorCodeOf(await s.t().request(getSessionUser, { as }))).toBe('auth-006');
    expect(errorCodeOf(await s.refreshByCookie(token))).toBe('auth-007');
    // Nothing to end: the same answer.
    expect((await s.t().request(revokeRefreshCookie, { orgId: s.org().id, headers: CSRF })).status).toBe(204);
  });

  it('is set by a two-factor sign-in and by a single-sign-on token, not by masquerade', async () => {
    const t = s.t();
    const twoFactorOrg = await buildOrg(t.db, { configuration: { two_factor_enabled: true } });
    const user = await s.member(twoFactorOrg);
    const challenge = await s.login(user.email, twoFactorOrg.id);
    expect(refreshCookieOf(challenge.headers)).toBeUndefined();
    const code = /\b(\d{6})\b/.exec((await lastMailTo(t, user.email))!.text)![1]!;
    const signedIn = await t.request(verifyTwoFactor, {
      orgId: twoFactorOrg.id,
      body: { token: challengeOf(challenge), code },
    });
    expect(signedIn.status).toBe(200);
    expect(refreshCookieOf(signedIn.headers)?.value).toBe(ok(signedIn).refresh);

    const sso = await t.request(createSsoToken, { as: { token: accessOf(signedIn), orgId: twoFactorOrg.id } });
    const bySso = await t.request(signInWithSsoToken, { query: { token: ok(sso).token }, orgId: twoFactorOrg.id });
    expect(bySso.status).toBe(200);
    expect(refreshCookieOf(bySso.headers)?.value).toBe(ok(bySso).refresh);

    const admin = await buildUser(t.db, s.org(), 'organization_admin');
    const learner = await s.member();
    const masquerade = await t.request(masqueradeCall, {
      as: { token: await t.tokenFor(admin.id, s.org().id), orgId: s.org().id },
      body: { userId: learner.id },
    });
    expect(masquerade.status).toBe(200);
    expect(refreshCookieOf(masquerade.headers)).toBeUndefined();
  });
});

describe('the refresh cookie when PUBLIC_URL is HTTPS', () => {
  const s = suite({ PUBLIC_URL: 'https://learn.example.com' });

  it('is Secure', async () => {
    const user = await s.member();
    const cookie = refreshCookieOf((await s.login(user.email)).headers);
    expect(cookie?.attributes.get('secure')).toBe(true);
    expect(cookie?.attributes.get('httponly')).toBe(true);
  });
});
