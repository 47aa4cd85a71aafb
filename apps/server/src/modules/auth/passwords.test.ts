import {
  changePassword,
  confirmPasswordReset,
  getSessionUser,
  login,
  requestPasswordReset,
  requestPasswordResetByPrefix,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../platform/rate-limit.ts';
import { createTestApp, errorCodeOf, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
import { sessionOf, tokenIn } from '../../test/sign-in.ts';
import { users } from '../users/users.tables.ts';
import { userTokens } from './auth.tables.ts';

const PASSWORD = 'Secret@123';
let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
});
afterAll(() => t?.close());

async function member() {
  const user = await buildUser(t.db, org, 'learner', { password: PASSWORD });
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { ...user, email: row!.email };
}

async function resetLinkFor(email: string) {
  expect((await t.request(requestPasswordReset, { orgId: org.id, body: { email } })).status).toBe(204);
  return linkIn((await lastMailTo(t, email))!.text);
}

const signIn = (email: string, password: string) => t.request(login, { orgId: org.id, body: { email, password } });

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const user = await member();
    const session = sessionOf(await signIn(user.email, PASSWORD));
    const link = await resetLinkFor(user.email);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = tokenIn(link);
    const res = await t.request(confirmPasswordReset, { orgId: org.id, body: { token, newPassword: 'Fresh@456' } });
    expect(res.status).toBe(204);
    expect((await signIn(user.email, 'Fresh@456')).status).toBe(200);
    expect(errorCodeOf(await signIn(user.email, PASSWORD))).toBe('auth-003');
    expect(errorCodeOf(await t.request(getSessionUser, { as: { token: session.access, orgId: org.id } }))).toBe(
      'auth-006',
    );
    const reused = await t.request(confirmPasswordReset, { orgId: org.id, body: { token, newPassword: 'Other@789' } });
    expect(errorCodeOf(reused)).toBe('auth-016');
  });

  it('sets one password when the same link is used five times at once', async () => {
    const user = await member();
    const token = tokenIn(await resetLinkFor(user.email));
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.request(confirmPasswordReset, { orgId: org.id, body: { token, newPassword: `Fresh@${i}56` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.filter((a) => errorCodeOf(a) === 'auth-016')).toHaveLength(4);
  });

  it('lifts the account-wide sign-in pause', async () => {
    const user = await member();
    for (let i = 0; i < rateLimits.failedLoginPerAccount.points + 1; i++) {
      await t.request(login, {
        orgId: org.id,
        body: { email: user.email, password: 'Wrong@123' },
        remoteAddress: `10.2.${Math.floor(i / 5)}.1`,
      });
    }
    const before = await t.request(login, {
      orgId: org.id,
      body: { email: user.email, password: PASSWORD },
      remoteAddress: '10.2.250.1',
    });
    expect(errorCodeOf(before)).toBe('auth-004');
    const token = tokenIn(await resetLinkFor(user.email));
    await t.request(confirmPasswordReset, { orgId: org.id, body: { token, newPassword: 'Fresh@456' } });
    const after = await t.request(login, {
      orgId: org.id,
      body: { email: user.email, password: 'Fresh@456' },
      remoteAddress: '10.2.250.1',
    });
    expect(after.status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const unknown = await t.request(requestPasswordReset, { orgId: org.id, body: { email: 'ghost@example.test' } });
    const known = await t.request(requestPasswordReset, { orgId: org.id, body: { email: (await member()).email } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw).toBe(known.raw);
    expect(await lastMailTo(t, 'ghost@example.test')).toBeNull();
  });

  it('refuses an expired link (auth-016) and the old password as the new one (auth-018)', async () => {
    const user = await member();
    const token = tokenIn(await resetLinkFor(user.email));
    const same = await t.request(confirmPasswordReset, { orgId: org.id, body: { token, newPassword: PASSWORD } });
    expect(same.body).toMatchObject({ errorCode: 'auth-018', message: 'New password cannot be the same as old' });
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.email, user.email));
    const expired = await t.request(confirmPasswordReset, { orgId: org.id, body: { token, newPassword: 'Fresh@456' } });
    expect(errorCodeOf(expired)).toBe('auth-016');
  });

  it('works by domain prefix too', async () => {
    const user = await member();
    const res = await t.request(requestPasswordResetByPrefix, {
      params: { prefix: org.domainPrefix },
      body: { email: user.email },
    });
    expect(res.status).toBe(204);
    expect(linkIn((await lastMailTo(t, user.email))!.text).searchParams.get('org')).toBe(org.domainPrefix);
    const unknownPrefix = await t.request(requestPasswordResetByPrefix, {
      params: { prefix: 'no-such-prefix' },
      body: { email: user.email },
    });
    expect(unknownPrefix.status).toBe(404);
  });

  it('limits reset e-mails to three an hour per account (auth-004)', async () => {
    const user = await member();
    for (let i = 0; i < 3; i++) await t.request(requestPasswordReset, { orgId: org.id, body: { email: user.email } });
    const fourth = await t.request(requestPasswordReset, { orgId: org.id, body: { email: user.email } });
    expect(fourth.status).toBe(429);
    expect(errorCodeOf(fourth)).toBe('auth-004');
  });
});

describe('PATCH /api/users/:userId/password', () => {
  it('checks the old password (auth-019) and refuses the same one (auth-018)', async () => {
    const user = await member();
    const as = { token: await t.tokenFor(user.id, org.id), orgId: org.id };
    const params = { userId: user.id };
    const wrong = await t.request(changePassword, {
      params,
      body: { oldPassword: 'Nope@123', newPassword: 'Fresh@456' },
      as,
    });
    expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'auth-019' } });
    const same = await t.request(changePassword, {
      params,
      body: { oldPassword: PASSWORD, newPassword: PASSWORD },
      as,
    });
    expect(same.body).toMatchObject({
      statusCode: 400,
      errorCode: 'auth-018',
      message: 'New password cannot be the same as old',
    });
    const weak = await t.request(changePassword, {
      params,
      body: { oldPassword: PASSWORD, newPassword: 'alllowercase1!' },
      as,
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      fields: expect.arrayContaining([expect.objectContaining({ message: 'password.uppercase' })]),
    });
  });

  it("changes it, keeps this session and ends the user's others", async () => {
    const user = await member();
    const here = { token: sessionOf(await signIn(user.email, PASSWORD)).access, orgId: org.id };
    const elsewhere = { token: sessionOf(await signIn(user.email, PASSWORD)).access, orgId: org.id };
    const res = await t.request(changePassword, {
      params: { userId: user.id },
      body: { oldPassword: PASSWORD, newPassword: 'Fresh@456' },
      as: here,
    });
    expect(res.status).toBe(204);
    expect((await t.request(getSessionUser, { as: here })).status).toBe(200);
    expect(errorCodeOf(await t.request(getSessionUser, { as: elsewhere }))).toBe('auth-006');
  });

  it("answers 404 for someone else's password", async () => {
    const [a, b] = [await member(), await member()];
    const res = await t.request(changePassword, {
      params: { userId: b.id },
      body: { oldPassword: PASSWORD, newPassword: 'Fresh@456' },
      as: { token: await t.tokenFor(a.id, org.id), orgId: org.id },
    });
    expect(res.status).toBe(404);
  });
});
