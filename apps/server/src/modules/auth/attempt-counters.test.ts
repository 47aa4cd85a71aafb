/**
 * Every counter that limits attempts holds when the attempts arrive at once (issue 10, "limits
 * that hold"): each is checked and spent in one statement, so parallel requests are counted one
 * by one. Run against PostgreSQL too (DATABASE_URL), where requests really overlap. The other
 * counters have their parallel test beside their feature: two-factor tries and sign-in per
 * account and address (auth.test.ts), refresh tokens (auth.test.ts), reset links
 * (passwords.test.ts), phone code tries (phone.test.ts), seats (enrolment.test.ts), the rate
 * limiter itself (rate-limit.test.ts).
 */
import {
  createSsoToken,
  listOutbox,
  login,
  register,
  registerByEmail,
  requestPasswordReset,
  resendTwoFactor,
  resendVerification,
  sendPhoneVerification,
  signInWithSsoToken,
  verifyEmail,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegistrationForm } from '../../db/seed/demo-registration-form.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
import { challengeOf, tokenIn } from '../../test/sign-in.ts';
import { users } from '../users/users.tables.ts';

const PASSWORD = 'Secret@123';
const AT_ONCE = 10;
let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let twoFactorOrg: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { self_registration_enabled: true } });
  await t.db.transaction((tx) => seedRegistrationForm(tx, org.id));
  twoFactorOrg = await buildOrg(t.db, { configuration: { two_factor_enabled: true } });
});
afterAll(() => t?.close());

let seq = 0;
/** A client address of its own for each request, so that only the counter under test can refuse. */
function newAddress(): string {
  seq += 1;
  return `10.7.${Math.floor(seq / 250)}.${seq % 250}`;
}

async function member(inOrg = org, overrides: Parameters<typeof buildUser>[3] = {}) {
  const user = await buildUser(t.db, inOrg, 'learner', { password: PASSWORD, ...overrides });
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { ...user, email: row!.email };
}

/** Sends `AT_ONCE` copies of a request at the same time; answers their statuses and error codes. */
async function atOnce(send: (i: number) => Promise<{ status: number; body: unknown }>) {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => send(i)));
  return answers.map((a) => (a.status < 300 ? a.status : errorCodeOf(a)));
}

function count(values: unknown[], value: unknown): number {
  return values.filter((v) => v === value).length;
}

async function mailsTo(email: string): Promise<number> {
  return ok(await t.request(listOutbox, { query: { to: email, take: 100 } })).total;
}

describe('single-use tokens are spent once', () => {
  it('a verification link verifies once', async () => {
    const user = await member(org, { isVerified: false });
    await t.request(resendVerification, { orgId: org.id, body: { email: user.email } });
    const token = tokenIn(linkIn((await lastMailTo(t, user.email))!.text));
    const answers = await atOnce(() => t.request(verifyEmail, { orgId: org.id, body: { token } }));
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 'auth-015')).toBe(AT_ONCE - 1);
  });

  it('a registration link registers once', async () => {
    const email = `parallel-${++seq}@example.test`;
    await t.request(registerByEmail, { orgId: org.id, body: { email } });
    const emailToken = tokenIn(linkIn((await lastMailTo(t, email))!.text), 'emailToken');
    const answers = await atOnce(() =>
      t.request(register, {
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
      }),
    );
    expect(count(answers, 201)).toBe(1);
    expect(answers.filter((a) => a !== 201).every((a) => a === 'auth-015' || a === 'auth-013')).toBe(true);
    expect(await t.db.$count(users, eq(users.email, email))).toBe(1);
  });

  it('a single-sign-on token signs in once', async () => {
    const user = await member();
    const sso = ok(
      await t.request(createSsoToken, { as: { token: await t.tokenFor(user.id, org.id), orgId: org.id } }),
    );
    const answers = await atOnce(() => t.request(signInWithSsoToken, { query: { token: sso.token }, orgId: org.id }));
    expect(count(answers, 200)).toBe(1);
    expect(count(answers, 'auth-021')).toBe(AT_ONCE - 1);
  });
});

describe('per-challenge and per-account counts are never overrun', () => {
  it('a two-factor challenge is sent again three times, however many ask at once', async () => {
    const user = await member(twoFactorOrg);
    const signIn = await t.request(login, {
      orgId: twoFactorOrg.id,
      body: { email: user.email, password: PASSWORD },
      remoteAddress: newAddress(),
    });
    const token = challengeOf(signIn);
    const answers = await atOnce(() =>
      t.request(resendTwoFactor, { orgId: twoFactorOrg.id, body: { token }, remoteAddress: newAddress() }),
    );
    expect(count(answers, 204)).toBe(3);
    expect(count(answers, 'auth-004')).toBe(AT_ONCE - 3);
    expect(await mailsTo(user.email)).toBe(1 + 3);
  });

  it.each([
    ['reset links', requestPasswordReset],
    ['verification links', resendVerification],
  ] as const)('%s: three e-mails an hour per account', async (_, call) => {
    const user = await member(org, { isVerified: false });
    const answers = await atOnce(() =>
      t.request(call, { orgId: org.id, body: { email: user.email }, remoteAddress: newAddress() }),
    );
    expect(count(answers, 204)).toBe(rateLimits.mailPerAccount.points);
    expect(count(answers, 'auth-004')).toBe(AT_ONCE - rateLimits.mailPerAccount.points);
    expect(await mailsTo(user.email)).toBe(rateLimits.mailPerAccount.points);
  });

  it('registration links: three e-mails an hour per address asked for', async () => {
    const email = `parallel-${++seq}@example.test`;
    const answers = await atOnce(() =>
      t.request(registerByEmail, { orgId: org.id, body: { email }, remoteAddress: newAddress() }),
    );
    expect(count(answers, 204)).toBe(rateLimits.mailPerAccount.points);
    expect(await mailsTo(email)).toBe(rateLimits.mailPerAccount.points);
  });

  it('phone codes: five texts an hour per user', async () => {
    const user = await member();
    const as = { token: await t.tokenFor(user.id, org.id), orgId: org.id };
    const answers = await atOnce((i) =>
      t.request(sendPhoneVerification, {
        as,
        body: { phoneNumber: `+9665070000${String(i).padStart(2, '0')}` },
        remoteAddress: newAddress(),
      }),
    );
    expect(count(answers, 200)).toBe(rateLimits.smsPerAccount.points);
    expect(count(answers, 'auth-004')).toBe(AT_ONCE - rateLimits.smsPerAccount.points);
  });
});
