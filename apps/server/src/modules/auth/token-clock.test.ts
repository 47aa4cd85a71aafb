/**
 * Every expiry of the sign-in flows is decided by the app's clock (`deps.clock`), never by
 * `Date.now()`: sessions, refresh tokens, reset, verification and registration links, single-sign-on
 * tokens and phone codes. Each test moves a manual clock past the lifetime and expects the refusal
 * (with `Date.now()` the token would still work), and just short of it expects it to work.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegistrationForm } from '../../db/seed/demo-registration-form.ts';
import { createManualClock } from '../../platform/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
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
  const res = await t.call('POST', '/api/auth/login', {
    orgId: org.id,
    body: { email, password: PASSWORD },
    remoteAddress: newAddress(),
  });
  expect(res.status).toBe(200);
  return res.body as { access: string; refresh: string };
}

describe('sessions end by the app’s clock', () => {
  it('a refresh token of a session past its lifetime is refused (auth-007)', async () => {
    const { refresh } = await signIn((await member()).email);
    clock.advance(9 * MINUTE);
    const renewed = await t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: refresh } });
    expect(renewed.status).toBe(200);
    clock.advance(2 * MINUTE);
    const late = await t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: renewed.body.refresh } });
    expect(late.body.errorCode).toBe('auth-007');
  });

  it('an access token whose session has ended no longer signs anything (auth-006)', async () => {
    const { access } = await signIn((await member()).email);
    clock.advance(9 * MINUTE);
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token: access })).status).toBe(200);
    clock.advance(2 * MINUTE);
    const ended = await t.call('GET', '/api/auth', { orgId: org.id, token: access });
    expect(ended.status).toBe(401);
    expect(ended.body.errorCode).toBe('auth-006');
  });
});

describe('links end by the app’s clock', () => {
  async function resetToken(email: string) {
    await t.call('POST', '/api/reset-password/student', {
      orgId: org.id,
      body: { email },
      remoteAddress: newAddress(),
    });
    return linkIn((await lastMailTo(t.call, email))!.text).searchParams.get('token')!;
  }

  it('a reset link lives one hour', async () => {
    const user = await member();
    const early = await resetToken(user.email);
    clock.advance(59 * MINUTE);
    const used = await t.call('POST', '/api/reset-password/confirm', {
      orgId: org.id,
      body: { token: early, newPassword: 'Fresh@456' },
    });
    expect(used.status).toBe(204);
    const late = await resetToken(user.email);
    clock.advance(61 * MINUTE);
    const refused = await t.call('POST', '/api/reset-password/confirm', {
      orgId: org.id,
      body: { token: late, newPassword: 'Other@789' },
    });
    expect(refused.body.errorCode).toBe('auth-016');
  });

  it('a verification link lives 24 hours', async () => {
    const fresh = await member({ isVerified: false });
    await t.call('POST', '/api/auth/resend-verification', {
      orgId: org.id,
      body: { email: fresh.email },
      remoteAddress: newAddress(),
    });
    const token = linkIn((await lastMailTo(t.call, fresh.email))!.text).searchParams.get('token');
    clock.advance(24 * 60 * MINUTE + MINUTE);
    const late = await t.call('POST', '/api/auth/verify-email', { orgId: org.id, body: { token } });
    expect(late.body.errorCode).toBe('auth-015');

    const other = await member({ isVerified: false });
    await t.call('POST', '/api/auth/resend-verification', {
      orgId: org.id,
      body: { email: other.email },
      remoteAddress: newAddress(),
    });
    const otherToken = linkIn((await lastMailTo(t.call, other.email))!.text).searchParams.get('token');
    clock.advance(23 * 60 * MINUTE);
    expect(
      (await t.call('POST', '/api/auth/verify-email', { orgId: org.id, body: { token: otherToken } })).status,
    ).toBe(200);
  });

  it('a registration link lives 24 hours', async () => {
    const email = `clock-${++seq}@example.test`;
    await t.call('POST', '/api/auth/register-by-email', {
      orgId: org.id,
      body: { email },
      remoteAddress: newAddress(),
    });
    const emailToken = linkIn((await lastMailTo(t.call, email))!.text).searchParams.get('emailToken');
    clock.advance(24 * 60 * MINUTE + MINUTE);
    const late = await t.call('POST', '/api/auth/register', {
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
    expect(late.body.errorCode).toBe('auth-015');
  });

  it('a single-sign-on token lives one minute', async () => {
    const user = await member();
    const token = await t.tokenFor(user.id, org.id);
    const first = (await t.call('POST', '/api/auth/sso', { orgId: org.id, token })).body.token;
    clock.advance(50_000);
    expect((await t.call('GET', `/api/auth/sso?token=${first}`, { orgId: org.id })).status).toBe(200);
    const second = (await t.call('POST', '/api/auth/sso', { orgId: org.id, token })).body.token;
    clock.advance(61_000);
    expect((await t.call('GET', `/api/auth/sso?token=${second}`, { orgId: org.id })).body.errorCode).toBe('auth-021');
  });
});

describe('phone codes end by the app’s clock', () => {
  it('a texted code lives ten minutes', async () => {
    const user = await member();
    // Access tokens live 15 minutes: each call signs in afresh.
    const send = async (phoneNumber: string) => {
      const res = await t.call('POST', '/api/phone-verifications/send', {
        orgId: org.id,
        token: await t.tokenFor(user.id, org.id),
        body: { phoneNumber },
        remoteAddress: newAddress(),
      });
      expect(res.status).toBe(200);
      expect(new Date(res.body.expiresAt).getTime()).toBe(clock.now().getTime() + 10 * MINUTE);
      const texts = await t.call('GET', `/api/dev/sms-outbox?to=${encodeURIComponent(phoneNumber)}&take=1`);
      return /\b\d{6}\b/.exec(texts.body.data[0].text)![0];
    };
    const verify = async (phoneNumber: string, code: string) =>
      t.call('POST', '/api/phone-verifications/verify', {
        orgId: org.id,
        token: await t.tokenFor(user.id, org.id),
        body: { phoneNumber, code },
        remoteAddress: newAddress(),
      });
    const late = '+966509990001';
    const lateCode = await send(late);
    clock.advance(11 * MINUTE);
    expect((await verify(late, lateCode)).body.errorCode).toBe('auth-023');
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
