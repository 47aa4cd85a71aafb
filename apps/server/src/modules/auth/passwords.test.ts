import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../platform/rate-limit.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
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
  expect((await t.call('POST', '/api/reset-password/student', { orgId: org.id, body: { email } })).status).toBe(204);
  return linkIn((await lastMailTo(t.call, email))!.text);
}

const login = (email: string, password: string) =>
  t.call('POST', '/api/auth/login', { orgId: org.id, body: { email, password } });

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const user = await member();
    const session = (await login(user.email, PASSWORD)).body;
    const link = await resetLinkFor(user.email);
    expect(link.pathname).toBe('/auth/reset-password');
    const token = link.searchParams.get('token');
    const res = await t.call('POST', '/api/reset-password/confirm', {
      orgId: org.id,
      body: { token, newPassword: 'Fresh@456' },
    });
    expect(res.status).toBe(204);
    expect((await login(user.email, 'Fresh@456')).status).toBe(200);
    expect((await login(user.email, PASSWORD)).body.errorCode).toBe('auth-003');
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token: session.access })).body.errorCode).toBe(
      'auth-006',
    );
    const reused = await t.call('POST', '/api/reset-password/confirm', {
      orgId: org.id,
      body: { token, newPassword: 'Other@789' },
    });
    expect(reused.body.errorCode).toBe('auth-016');
  });

  it('sets one password when the same link is used five times at once', async () => {
    const user = await member();
    const token = (await resetLinkFor(user.email)).searchParams.get('token');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.call('POST', '/api/reset-password/confirm', { orgId: org.id, body: { token, newPassword: `Fresh@${i}56` } }),
      ),
    );
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.filter((a) => a.body?.errorCode === 'auth-016')).toHaveLength(4);
  });

  it('lifts the account-wide sign-in pause', async () => {
    const user = await member();
    for (let i = 0; i < rateLimits.failedLoginPerAccount.points + 1; i++) {
      await t.call('POST', '/api/auth/login', {
        orgId: org.id,
        body: { email: user.email, password: 'Wrong@123' },
        remoteAddress: `10.2.${Math.floor(i / 5)}.1`,
      });
    }
    const before = await t.call('POST', '/api/auth/login', {
      orgId: org.id,
      body: { email: user.email, password: PASSWORD },
      remoteAddress: '10.2.250.1',
    });
    expect(before.body.errorCode).toBe('auth-004');
    const token = (await resetLinkFor(user.email)).searchParams.get('token');
    await t.call('POST', '/api/reset-password/confirm', { orgId: org.id, body: { token, newPassword: 'Fresh@456' } });
    const after = await t.call('POST', '/api/auth/login', {
      orgId: org.id,
      body: { email: user.email, password: 'Fresh@456' },
      remoteAddress: '10.2.250.1',
    });
    expect(after.status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const unknown = await t.call('POST', '/api/reset-password/student', {
      orgId: org.id,
      body: { email: 'ghost@example.test' },
    });
    const known = await t.call('POST', '/api/reset-password/student', {
      orgId: org.id,
      body: { email: (await member()).email },
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw).toBe(known.raw);
    expect(await lastMailTo(t.call, 'ghost@example.test')).toBeNull();
  });

  it('refuses an expired link (auth-016) and the old password as the new one (auth-018)', async () => {
    const user = await member();
    const token = (await resetLinkFor(user.email)).searchParams.get('token');
    const same = await t.call('POST', '/api/reset-password/confirm', {
      orgId: org.id,
      body: { token, newPassword: PASSWORD },
    });
    expect(same.body).toMatchObject({ errorCode: 'auth-018', message: 'New password cannot be the same as old' });
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.email, user.email));
    const expired = await t.call('POST', '/api/reset-password/confirm', {
      orgId: org.id,
      body: { token, newPassword: 'Fresh@456' },
    });
    expect(expired.body.errorCode).toBe('auth-016');
  });

  it('works by domain prefix too', async () => {
    const user = await member();
    const res = await t.call('POST', `/api/reset-password/${org.domainPrefix}`, { body: { email: user.email } });
    expect(res.status).toBe(204);
    expect(linkIn((await lastMailTo(t.call, user.email))!.text).searchParams.get('org')).toBe(org.domainPrefix);
    expect((await t.call('POST', '/api/reset-password/no-such-prefix', { body: { email: user.email } })).status).toBe(
      404,
    );
  });

  it('limits reset e-mails to three an hour per account (auth-004)', async () => {
    const user = await member();
    for (let i = 0; i < 3; i++)
      await t.call('POST', '/api/reset-password/student', { orgId: org.id, body: { email: user.email } });
    const fourth = await t.call('POST', '/api/reset-password/student', { orgId: org.id, body: { email: user.email } });
    expect(fourth.status).toBe(429);
    expect(fourth.body.errorCode).toBe('auth-004');
  });
});

describe('PATCH /api/users/:userId/password', () => {
  it('checks the old password (auth-019) and refuses the same one (auth-018)', async () => {
    const user = await member();
    const token = await t.tokenFor(user.id, org.id);
    const wrong = await t.call('PATCH', `/api/users/${user.id}/password`, {
      orgId: org.id,
      token,
      body: { oldPassword: 'Nope@123', newPassword: 'Fresh@456' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { errorCode: 'auth-019' } });
    const same = await t.call('PATCH', `/api/users/${user.id}/password`, {
      orgId: org.id,
      token,
      body: { oldPassword: PASSWORD, newPassword: PASSWORD },
    });
    expect(same.body).toMatchObject({
      statusCode: 400,
      errorCode: 'auth-018',
      message: 'New password cannot be the same as old',
    });
    const weak = await t.call('PATCH', `/api/users/${user.id}/password`, {
      orgId: org.id,
      token,
      body: { oldPassword: PASSWORD, newPassword: 'alllowercase1!' },
    });
    expect(weak.body.fields).toContainEqual(expect.objectContaining({ message: 'password.uppercase' }));
  });

  it("changes it, keeps this session and ends the user's others", async () => {
    const user = await member();
    const here = (await login(user.email, PASSWORD)).body.access;
    const elsewhere = (await login(user.email, PASSWORD)).body.access;
    const res = await t.call('PATCH', `/api/users/${user.id}/password`, {
      orgId: org.id,
      token: here,
      body: { oldPassword: PASSWORD, newPassword: 'Fresh@456' },
    });
    expect(res.status).toBe(204);
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token: here })).status).toBe(200);
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token: elsewhere })).body.errorCode).toBe('auth-006');
  });

  it("answers 404 for someone else's password", async () => {
    const [a, b] = [await member(), await member()];
    const res = await t.call('PATCH', `/api/users/${b.id}/password`, {
      orgId: org.id,
      token: await t.tokenFor(a.id, org.id),
      body: { oldPassword: PASSWORD, newPassword: 'Fresh@456' },
    });
    expect(res.status).toBe(404);
  });
});
