/**
 * Every expiry of the sign-in flows is decided by the app's clock (`deps.clock`), never by
 * `Date.now()`: sessions, refresh tokens, reset, verification and registration links, single-sign-on
 * tokens and phone codes. Each test moves a manual clock past the lifetime and expects the refusal
 * (with `Date.now()` the token would still work), and just short of it expects it to work.
 */
import {
  confirmPasswordReset,
  createSsoToken,
  getSessionUser,
  listSmsOutbox,
  login,
  refresh as refreshCall,
  register,
  registerByEmail,
  requestPasswordReset,
  resendVerification,
  sendPhoneVerification,
  signInWithSsoToken,
  verifyEmail,
  verifyPhoneNumber,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegistrationForm } from '../../db/seed/demo-registration-form.ts';
import { createManualClock } from '../../platform/clock.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
import { sessionOf, tokenIn } from '../../test/sign-in.ts';
import { users } from '../users/users.tables.ts';

const PASSWORD = 'Secret@123';
const MINUTE = 60_000;
const clock = createManualClock();
let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  // Sessions of 10 minutes and access tokens of 15: a session can end while its access token still verifies.
  t = await createTestApp({ REFRESH_TOKEN_TTL_SECONDS: '600', ACCESS_TOKEN_TTL_SECONDS: '900' }, { clock });
  org = await buildOrg(t.db, { configuration: { self_registration_enabled: true } });
  await t.db.transaction((tx) => seedRegistrationForm(tx, org.id));
});
afterAll(() => t?.close());

let seq = 0;
function newAddress(): string {
  seq += 1;
  return `10.9.${Math.floor(seq / 250)}.${seq % 250}`;
}

async function member(overrides: Parameters<typeof buildUser>[3] = {}) {
  const user = await buildUser(t.db, org, 'learner', { password: PASSWORD, ...overrides });
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { ...user, email: row!.email };
}

async function signIn(email: string) {
  const res = await t.request(login, {
    orgId: org.id,
    body: { email, password: PASSWORD },
    remoteAddress: newAddress(),
  });
  expect(res.status).toBe(200);
  return sessionOf(res);
}

describe('sessions end by the app’s clock', () => {
  it('a refresh token of a session past its lifetime is refused (auth-007)', async () => {
    const { refresh } = await signIn((await member()).email);
    clock.advance(9 * MINUTE);
    const renewed = await t.request(refreshCall, { orgId: org.id, body: { token: refresh } });
    expect(renewed.status).toBe(200);
    clock.advance(2 * MINUTE);
    const late = await t.request(refreshCall, { orgId: org.id, body: { token: sessionOf(renewed).refresh } });
    expect(errorCodeOf(late)).toBe('auth-007');
  });

  it('an access token whose session has ended no longer signs anything (auth-006)', async () => {
    const { access } = await signIn((await member()).email);
    clock.advance(9 * MINUTE);
    expect((await t.request(getSessionUser, { as: { token: access, orgId: org.id } })).status).toBe(200);
    clock.advance(2 * MINUTE);
    const ended = await t.request(getSessionUser, { as: { token: access, orgId: org.id } });
    expect(ended.status).toBe(401);
    expect(errorCodeOf(ended)).toBe('auth-006');
  });
});

describe('links end by the app’s clock', () => {
  async function resetToken(email: string) {
    await t.request(requestPasswordReset, { orgId: org.id, body: { email }, remoteAddress: newAddress() });
    return tokenIn(linkIn((await lastMailTo(t, email))!.text));
  }

  it('a reset link lives one hour', async () => {
    const user = await member();
    const early = await resetToken(user.email);
    clock.advance(59 * MINUTE);
    const used = await t.request(confirmPasswordReset, {
      orgId: org.id,
      body: { token: early, newPassword: 'Fresh@456' },
    });
    expect(used.status).toBe(204);
    const late = await resetToken(user.email);
    clock.advance(61 * MINUTE);
    const refused = await t.request(confirmPasswordReset, {
      orgId: org.id,
      body: { token: late, newPassword: 'Other@789' },
    });
    expect(errorCodeOf(refused)).toBe('auth-016');
  });

  it('a verification link lives 24 hours', async () => {
    const fresh = await member({ isVerified: false });
    await t.request(resendVerification, { orgId: org.id, body: { email: fresh.email }, remoteAddress: newAddress() });
    const token = tokenIn(linkIn((await lastMailTo(t, fresh.email))!.text));
    clock.advance(24 * 60 * MINUTE + MINUTE);
    const late = await t.request(verifyEmail, { orgId: org.id, body: { token } });
    expect(errorCodeOf(late)).toBe('auth-015');

    const other = await member({ isVerified: false });
    await t.request(resendVerification, { orgId: org.id, body: { email: other.email }, remoteAddress: newAddress() });
    const otherToken = tokenIn(linkIn((await lastMailTo(t, other.email))!.text));
    clock.advance(23 * 60 * MINUTE);
    expect((await t.request(verifyEmail, { orgId: org.id, body: { token: otherToken } })).status).toBe(200);
  });

  it('a registration link lives 24 hours', async () => {
    const email = `clock-${++seq}@example.test`;
    await t.request(registerByEmail, { orgId: org.id, body: { email }, remoteAddress: newAddress() });
    const emailToken = tokenIn(linkIn((await lastMailTo(t, email))!.text), 'emailToken');
    clock.advance(24 * 60 * MINUTE + MINUTE);
    const late = await t.request(register, {
      orgId: org.id,
      remoteAddress: newAddress(),
      body: {
        email,
        emailToken,
        password: 'Welcome@123',
        firstName: 'Nora',
        lastName: 'Ali',
        city: 'Riyadh',
        extraFields: { jobTitle: 'Engineer', sector: 'private' },
      },
    });
    expect(errorCodeOf(late)).toBe('auth-015');
  });

  it('a single-sign-on token lives one minute', async () => {
    const user = await member();
    const as = { token: await t.tokenFor(user.id, org.id), orgId: org.id };
    const first = ok(await t.request(createSsoToken, { as })).token;
    clock.advance(50_000);
    expect((await t.request(signInWithSsoToken, { query: { token: first }, orgId: org.id })).status).toBe(200);
    const second = ok(await t.request(createSsoToken, { as })).token;
    clock.advance(61_000);
    expect(errorCodeOf(await t.request(signInWithSsoToken, { query: { token: second }, orgId: org.id }))).toBe(
      'auth-021',
    );
  });
});

describe('phone codes end by the app’s clock', () => {
  it('a texted code lives ten minutes', async () => {
    const user = await member();
    // Access tokens live 15 minutes: each call signs in afresh.
    const send = async (phoneNumber: string) => {
      const res = await t.request(sendPhoneVerification, {
        as: { token: await t.tokenFor(user.id, org.id), orgId: org.id },
        body: { phoneNumber },
        remoteAddress: newAddress(),
      });
      expect(res.status).toBe(200);
      expect(new Date(ok(res).expiresAt).getTime()).toBe(clock.now().getTime() + 10 * MINUTE);
      const texts = ok(await t.request(listSmsOutbox, { query: { to: phoneNumber, take: 1 } }));
      return /\b\d{6}\b/.exec(texts.data[0]!.text)![0];
    };
    const verify = async (phoneNumber: string, code: string) =>
      t.request(verifyPhoneNumber, {
        as: { token: await t.tokenFor(user.id, org.id), orgId: org.id },
        body: { phoneNumber, code },
        remoteAddress: newAddress(),
      });
    const late = '+966509990001';
    const lateCode = await send(late);
    clock.advance(11 * MINUTE);
    expect(errorCodeOf(await verify(late, lateCode))).toBe('auth-023');
    const inTime = '+966509990002';
    const code = await send(inTime);
    clock.advance(9 * MINUTE);
    expect((await verify(inTime, code)).status).toBe(200);
  });
});

describe('the sources', () => {
  it('date no expiry of the sign-in flows by the machine’s time', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const here = new URL('.', import.meta.url);
    const offending = readdirSync(here)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        readFileSync(new URL(file, here), 'utf8')
          .split('\n')
          .filter((line) => /Date\.now\(\)\s*[+/]|(expiresAt|usedAt)\b[^\n]*new Date\(\)/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(offending).toEqual([]);
  });
});
