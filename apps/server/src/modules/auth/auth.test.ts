import { login as loginCall } from '@manara/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../platform/platform.tables.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { hashToken } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
import { users } from '../users/users.tables.ts';
import { twoFactorChallenges } from './auth.tables.ts';

const PASSWORD = 'Secret@123';
let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let twoFactorOrg: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  twoFactorOrg = await buildOrg(t.db, { configuration: { two_factor_enabled: true } });
});
afterAll(() => t?.close());

let addressCounter = 0;
/** Each test signs in from its own address, so that per-address limits of one test don't leak into another. */
function newAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

async function login(email: string, password: string, orgId = org.id, remoteAddress = newAddress()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { organization: String(orgId), 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
}

async function member(
  options: Parameters<typeof buildUser>[3] = {},
  inOrg = org,
  set: 'learner' | 'organization_admin' = 'learner',
) {
  const user = await buildUser(t.db, inOrg, set, { password: PASSWORD, ...options });
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { ...user, email: row!.email };
}

/**
 * Counts all but the last of the account-wide failures allowed, as many guesses from many addresses
 * would (the test above sends them for real); the next wrong password is the one that pauses sign-in.
 */
async function failAllButOne(email: string) {
  for (let i = 1; i < rateLimits.failedLoginPerAccount.points; i++) {
    await t.deps.rateLimiter.hit('failedLoginPerAccount', email);
  }
}

describe('POST /api/auth/login', () => {
  it('answers tokens, their expiry, the portals and the user', async () => {
    const admin = await member({}, org, 'organization_admin');
    const res = await login(admin.email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ twoFactorToken: null, portals: { isAdministrator: true, isInstructor: true } });
    expect(res.body.user).toMatchObject({ id: admin.id, email: admin.email });
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const me = await t.call('GET', '/api/auth', { orgId: org.id, token: res.body.access });
    expect(me.body).toMatchObject({ id: admin.id, portals: { isAdministrator: true } });
  });

  it.each([
    ['a wrong password', async () => ({ email: (await member()).email, password: 'Wrong@123' })],
    ['an unknown e-mail', async () => ({ email: 'nobody@example.test', password: PASSWORD })],
  ])('refuses %s with auth-003', async (_, input) => {
    const { email, password } = await input();
    const res = await login(email, password);
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('auth-003');
  });

  it('refuses a disabled user with auth-001, a non-member with auth-002', async () => {
    const disabled = await member();
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, disabled.id));
    expect((await login(disabled.email, PASSWORD)).body.errorCode).toBe('auth-001');
    const elsewhere = await member({}, twoFactorOrg);
    expect((await login(elsewhere.email, PASSWORD, org.id)).body.errorCode).toBe('auth-002');
  });

  it('refuses an account waiting for approval with auth-009, an unverified one with auth-010', async () => {
    const waiting = await member();
    await t.db.update(users).set({ requiresApproval: true }).where(eq(users.id, waiting.id));
    expect((await login(waiting.email, PASSWORD)).body.errorCode).toBe('auth-009');
    const unverified = await member({ isVerified: false });
    expect((await login(unverified.email, PASSWORD)).body.errorCode).toBe('auth-010');
  });

  it('locks an account at one address after five failed attempts, even for the right password; not its owner elsewhere', async () => {
    const victim = await member();
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(victim.email, 'Wrong@123', org.id, attacker)).body.errorCode).toBe('auth-003');
    }
    const locked = await login(victim.email, PASSWORD, org.id, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('auth-004');
    expect((await login(victim.email, PASSWORD, org.id, newAddress())).status).toBe(200);
  });

  it('gives a right password its attempt back at that address', async () => {
    const user = await member();
    const address = newAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) await login(user.email, 'Wrong@123', org.id, address);
      expect((await login(user.email, PASSWORD, org.id, address)).status).toBe(200);
    }
  });

  it('evaluates five of 25 wrong passwords sent at once from one address, then refuses the right one', async () => {
    const victim = await member();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(victim.email, `Wrong@${i}00`, org.id, address)),
    );
    const codes = answers.map((a) => a.body.errorCode);
    expect(codes.filter((c) => c === 'auth-003')).toHaveLength(5);
    expect(codes.filter((c) => c === 'auth-004')).toHaveLength(20);
    expect((await login(victim.email, PASSWORD, org.id, address)).body.errorCode).toBe('auth-004');
  });

  it('past fifty failures from many addresses, lets in only addresses the account signed in from, and tells the owner once', async () => {
    const victim = await member();
    const home = newAddress();
    expect((await login(victim.email, PASSWORD, org.id, home)).status).toBe(200);
    for (let attacker = 0; attacker < 11; attacker++) {
      const address = newAddress();
      for (let i = 0; i < 5; i++) await login(victim.email, 'Wrong@123', org.id, address);
    }
    const notices = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(victim.email)}&take=10`);
    expect(notices.body.data.map((m: { subject: string }) => m.subject)).toEqual([
      expect.stringContaining('paused for new devices'),
    ]);
    const link = linkIn(notices.body.data[0].text);
    expect(link.pathname).toBe('/auth/reset-password');
    const elsewhere = await login(victim.email, PASSWORD, org.id, newAddress());
    expect(elsewhere.body.errorCode).toBe('auth-004');
    expect((await login(victim.email, PASSWORD, org.id, home)).status).toBe(200);
  });

  it("lets the owner lift the pause with the notice's own link, even when the attacker spent the account's reset e-mails", async () => {
    const victim = await member();
    await failAllButOne(victim.email);
    await login(victim.email, 'Wrong@123', org.id, newAddress());
    const notice = await lastMailTo(t.call, victim.email);
    for (let i = 0; i < 4; i++) {
      await t.call('POST', '/api/reset-password/student', {
        orgId: org.id,
        body: { email: victim.email },
        remoteAddress: newAddress(),
      });
    }
    const asked = await t.call('POST', '/api/reset-password/student', {
      orgId: org.id,
      body: { email: victim.email },
      remoteAddress: newAddress(),
    });
    expect(asked.body.errorCode).toBe('auth-004');
    expect((await login(victim.email, PASSWORD, org.id, newAddress())).body.errorCode).toBe('auth-004');
    const reset = await t.call('POST', '/api/reset-password/confirm', {
      orgId: org.id,
      body: { token: linkIn(notice!.text).searchParams.get('token'), newPassword: 'Owner@2026' },
    });
    expect(reset.status).toBe(204);
    expect((await login(victim.email, 'Owner@2026', org.id, newAddress())).status).toBe(200);
  });

  it("sends the pause notice through the jobs, in the owner's language, signed by the organization's name in it", async () => {
    const owner = await member({ preferredLanguage: 'ar' });
    await failAllButOne(owner.email);
    await login(owner.email, 'Wrong@123', org.id, newAddress());
    const [notice] = (await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(owner.email)}&take=10`)).body.data;
    // buildOrg names an organization "مؤسسة <suffix>" in Arabic.
    expect(notice.subject).toMatch(/^تم إيقاف الدخول إلى حسابك في مؤسسة [0-9a-f]{8} مؤقتًا من الأجهزة الجديدة$/);
    expect(notice.html).toContain('dir="rtl"');
    const sent = await t.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.send'), sql`${jobs.payload}->>'to' = ${owner.email}`));
    expect(sent).toEqual([{ status: 'done' }]);
  });

  it('keeps its locks in the database: a restarted server still refuses the locked address', async () => {
    const victim = await member();
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) await login(victim.email, 'Wrong@123', org.id, attacker);
    const restarted = await createTestApp({}, { restartOf: t });
    try {
      const signIn = (remoteAddress: string) =>
        restarted.request(loginCall, {
          orgId: org.id,
          body: { email: victim.email, password: PASSWORD },
          remoteAddress,
        });
      expect((await signIn(attacker)).body).toMatchObject({ errorCode: 'auth-004' });
      expect((await signIn(newAddress())).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('limits sign-in attempts per address (auth-004)', async () => {
    const address = newAddress();
    for (let i = 0; i < 50; i++) await login(`guess${i}@example.test`, 'Wrong@123', org.id, address);
    const res = await login((await member()).email, PASSWORD, org.id, address);
    expect(res.body.errorCode).toBe('auth-004');
    expect((await login((await member()).email, PASSWORD, org.id, newAddress())).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  async function challenge() {
    const user = await member({}, twoFactorOrg);
    const res = await login(user.email, PASSWORD, twoFactorOrg.id);
    expect(res.body).toMatchObject({ access: null, refresh: null, twoFactorToken: expect.any(String) });
    const mail = await lastMailTo(t.call, user.email);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    return { user, token: res.body.twoFactorToken as string, code };
  }

  it('e-mails a code that finishes the sign-in once', async () => {
    const { user, token, code } = await challenge();
    const res = await t.call('POST', '/api/auth/2fa', { orgId: twoFactorOrg.id, body: { token, code } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    const again = await t.call('POST', '/api/auth/2fa', { orgId: twoFactorOrg.id, body: { token, code } });
    expect(again.body.errorCode).toBe('auth-008');
  });

  it('refuses a wrong code with auth-008 and ends the challenge after five', async () => {
    const { token, code } = await challenge();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/2fa', { orgId: twoFactorOrg.id, body: { token, code: wrong } });
      expect(res.body.errorCode).toBe('auth-008');
    }
    const res = await t.call('POST', '/api/auth/2fa', { orgId: twoFactorOrg.id, body: { token, code } });
    expect(res.body.errorCode).toBe('auth-008');
  });

  it('keeps to five tries when 25 wrong codes arrive at once, then refuses the right one', async () => {
    const { token, code } = await challenge();
    const remoteAddress = newAddress();
    const wrongCodes = Array.from({ length: 25 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      wrongCodes.map((wrong) =>
        t.call('POST', '/api/auth/2fa', { orgId: twoFactorOrg.id, body: { token, code: wrong }, remoteAddress }),
      ),
    );
    expect(answers.map((a) => a.body.errorCode)).toEqual(wrongCodes.map(() => 'auth-008'));
    const [row] = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.tokenHash, hashToken(token)));
    expect(row!.attempts).toBe(5);
    const right = await t.call('POST', '/api/auth/2fa', {
      orgId: twoFactorOrg.id,
      body: { token, code },
      remoteAddress,
    });
    expect(right.body.errorCode).toBe('auth-008');
  });

  it('refuses an expired challenge, and one of another organization', async () => {
    const { token, code } = await challenge();
    expect((await t.call('POST', '/api/auth/2fa', { orgId: org.id, body: { token, code } })).body.errorCode).toBe(
      'auth-008',
    );
    await t.db.update(twoFactorChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await t.call('POST', '/api/auth/2fa', { orgId: twoFactorOrg.id, body: { token, code } })).body.errorCode,
    ).toBe('auth-008');
  });

  it('resends a new code (the old one stops working), three times at most', async () => {
    const { user, token, code } = await challenge();
    expect((await t.call('POST', '/api/auth/resend', { orgId: twoFactorOrg.id, body: { token } })).status).toBe(204);
    const newCode = /\b(\d{6})\b/.exec((await lastMailTo(t.call, user.email))!.text)![1]!;
    if (newCode !== code) {
      const old = await t.call('POST', '/api/auth/2fa', { orgId: twoFactorOrg.id, body: { token, code } });
      expect(old.body.errorCode).toBe('auth-008');
    }
    await t.call('POST', '/api/auth/resend', { orgId: twoFactorOrg.id, body: { token } });
    await t.call('POST', '/api/auth/resend', { orgId: twoFactorOrg.id, body: { token } });
    const fourth = await t.call('POST', '/api/auth/resend', { orgId: twoFactorOrg.id, body: { token } });
    expect(fourth.body.errorCode).toBe('auth-004');
  });

  it('is skipped for a user who turned it off with their password', async () => {
    const user = await member({}, twoFactorOrg);
    const token = await t.tokenFor(user.id, twoFactorOrg.id);
    const wrong = await t.call('POST', '/api/auth/disable-2fa', {
      orgId: twoFactorOrg.id,
      token,
      body: { password: 'x' },
    });
    expect(wrong.body.errorCode).toBe('auth-019');
    const ok = await t.call('POST', '/api/auth/disable-2fa', {
      orgId: twoFactorOrg.id,
      token,
      body: { password: PASSWORD },
    });
    expect(ok.status).toBe(204);
    const res = await login(user.email, PASSWORD, twoFactorOrg.id);
    expect(res.body.access).toEqual(expect.any(String));
  });
});

describe('refresh tokens', () => {
  it('rotate: each works once and gives a new pair', async () => {
    const user = await member();
    const first = (await login(user.email, PASSWORD)).body;
    const second = await t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: first.refresh } });
    expect(second.status).toBe(200);
    expect(second.body.refresh).not.toBe(first.refresh);
    const third = await t.call('GET', `/api/auth/refresh?token=${encodeURIComponent(second.body.refresh)}`, {
      orgId: org.id,
    });
    expect(third.status).toBe(200);
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token: third.body.access })).status).toBe(200);
  });

  it('presented again after use revoke the whole family (auth-007)', async () => {
    const user = await member();
    const first = (await login(user.email, PASSWORD)).body;
    const rotated = (await t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: first.refresh } })).body;
    const replay = await t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: first.refresh } });
    expect(replay.status).toBe(401);
    expect(replay.body.errorCode).toBe('auth-007');
    const stolenOnward = await t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: rotated.refresh } });
    expect(stolenOnward.body.errorCode).toBe('auth-007');
    const access = await t.call('GET', '/api/auth', { orgId: org.id, token: rotated.access });
    expect(access.body.errorCode).toBe('auth-006');
  });

  it('cannot both succeed when the same token is refreshed concurrently', async () => {
    const user = await member();
    const { refresh } = (await login(user.email, PASSWORD)).body;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: refresh } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('refuses an unknown token with auth-007', async () => {
    const res = await t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: 'x'.repeat(43) } });
    expect(res.body.errorCode).toBe('auth-007');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this session only, or every session with removeAll', async () => {
    const user = await member();
    const [a, b, c] = [
      await login(user.email, PASSWORD),
      await login(user.email, PASSWORD),
      await login(user.email, PASSWORD),
    ];
    expect((await t.call('POST', '/api/auth/logout', { orgId: org.id, token: a.body.access, body: {} })).status).toBe(
      204,
    );
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token: a.body.access })).body.errorCode).toBe('auth-006');
    expect(
      (await t.call('POST', '/api/auth/refresh', { orgId: org.id, body: { token: a.body.refresh } })).body.errorCode,
    ).toBe('auth-007');
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token: b.body.access })).status).toBe(200);
    await t.call('POST', '/api/auth/logout', { orgId: org.id, token: b.body.access, body: { removeAll: true } });
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token: c.body.access })).body.errorCode).toBe('auth-006');
  });
});

describe('POST /api/auth/masquerade', () => {
  it('lets an administrator act as a learner of the same organization, recorded in the audit log', async () => {
    const admin = await member({}, org, 'organization_admin');
    const learner = await member();
    const token = await t.tokenFor(admin.id, org.id);
    const res = await t.call('POST', '/api/auth/masquerade', { orgId: org.id, token, body: { userId: learner.id } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(learner.id);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, learner.id));
    expect(entries).toContainEqual(
      expect.objectContaining({ actorId: admin.id, action: 'auth.masquerade', organizationId: org.id }),
    );
  });

  it('never crosses organizations, never targets an administrator, and is not for learners', async () => {
    const admin = await member({}, org, 'organization_admin');
    const token = await t.tokenFor(admin.id, org.id);
    const foreign = await member({}, twoFactorOrg);
    const across = await t.call('POST', '/api/auth/masquerade', { orgId: org.id, token, body: { userId: foreign.id } });
    expect(across.status).toBe(404);
    const otherAdmin = await member({}, org, 'organization_admin');
    const asAdmin = await t.call('POST', '/api/auth/masquerade', {
      orgId: org.id,
      token,
      body: { userId: otherAdmin.id },
    });
    expect(asAdmin.body.errorCode).toBe('auth-020');
    const learner = await member();
    const byLearner = await t.call('POST', '/api/auth/masquerade', {
      orgId: org.id,
      token: await t.tokenFor(learner.id, org.id),
      body: { userId: (await member()).id },
    });
    expect(byLearner.status).toBe(403);
  });
});

describe('POST /api/auth/masquerade/end', () => {
  /** An administrator signed in as a learner: the masquerade session's access token. */
  async function masquerading() {
    const admin = await member({}, org, 'organization_admin');
    const learner = await member();
    const started = await t.call('POST', '/api/auth/masquerade', {
      orgId: org.id,
      token: await t.tokenFor(admin.id, org.id),
      body: { userId: learner.id },
    });
    expect(started.status).toBe(200);
    return { admin, learner, token: started.body.access as string };
  }

  it("ends the masquerade and answers the administrator's own session, with its cookie, recorded", async () => {
    const { admin, learner, token } = await masquerading();
    const res = await t.call('POST', '/api/auth/masquerade/end', { orgId: org.id, token });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(admin.id);
    expect(String(res.headers['set-cookie'])).toContain('manara_refresh=');
    const me = await t.call('GET', '/api/auth', { orgId: org.id, token: res.body.access });
    expect(me.body).toMatchObject({ id: admin.id, masqueradedBy: null });
    // The masquerade's session is over.
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token })).status).toBe(401);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, learner.id));
    expect(entries).toContainEqual(
      expect.objectContaining({ actorId: admin.id, action: 'auth.masquerade_ended', organizationId: org.id }),
    );
  });

  it('is only for a masquerade session', async () => {
    const learner = await member();
    const token = await t.tokenFor(learner.id, org.id);
    const res = await t.call('POST', '/api/auth/masquerade/end', { orgId: org.id, token });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('auth-024');
    // Nothing was ended: the learner's session still works.
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token })).status).toBe(200);
  });

  it('gives no session back to an administrator deactivated meanwhile, and still ends the masquerade', async () => {
    const { admin, token } = await masquerading();
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, admin.id));
    const res = await t.call('POST', '/api/auth/masquerade/end', { orgId: org.id, token });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('auth-025');
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token })).status).toBe(401);
  });
});

describe('single-sign-on tokens', () => {
  it('sign in once, in the organization they were made for', async () => {
    const user = await member();
    const token = await t.tokenFor(user.id, org.id);
    const sso = await t.call('POST', '/api/auth/sso', { orgId: org.id, token });
    expect(sso.status).toBe(200);
    const other = await t.call('GET', `/api/auth/sso?token=${sso.body.token}`, { orgId: twoFactorOrg.id });
    expect(other.body.errorCode).toBe('auth-021');
    const first = await t.call('GET', `/api/auth/sso?token=${sso.body.token}`, { orgId: org.id });
    expect(first.body.user.id).toBe(user.id);
    const second = await t.call('GET', `/api/auth/sso?token=${sso.body.token}`, { orgId: org.id });
    expect(second.body.errorCode).toBe('auth-021');
  });
});

describe('forced password reset', () => {
  it('answers auth-005 on everything but the calls that end it', async () => {
    const user = await member({ forceResetPassword: true }, org, 'organization_admin');
    const token = (await login(user.email, PASSWORD)).body.access;
    expect((await t.call('GET', '/api/permission-sets', { orgId: org.id, token })).body.errorCode).toBe('auth-005');
    expect((await t.call('GET', '/api/auth', { orgId: org.id, token })).body.forceResetPassword).toBe(true);
    const changed = await t.call('PATCH', `/api/users/${user.id}/password`, {
      orgId: org.id,
      token,
      body: { oldPassword: PASSWORD, newPassword: 'Another@456' },
    });
    expect(changed.status).toBe(204);
    expect((await t.call('GET', '/api/permission-sets', { orgId: org.id, token })).status).toBe(200);
  });
});

describe('DELETE /api/auth/account', () => {
  it('needs the password, then removes the account', async () => {
    const user = await member();
    const token = await t.tokenFor(user.id, org.id);
    expect(
      (await t.call('DELETE', '/api/auth/account', { orgId: org.id, token, body: { password: 'x' } })).body.errorCode,
    ).toBe('auth-019');
    expect(
      (await t.call('DELETE', '/api/auth/account', { orgId: org.id, token, body: { password: PASSWORD } })).status,
    ).toBe(204);
    expect((await login(user.email, PASSWORD)).body.errorCode).toBe('auth-003');
  });
});

describe('GET /api/auth/organizations', () => {
  it("lists the user's organizations", async () => {
    const user = await member();
    const res = await t.call('GET', '/api/auth/organizations', {
      orgId: org.id,
      token: await t.tokenFor(user.id, org.id),
    });
    expect(res.body).toEqual({ total: 1, data: [expect.objectContaining({ id: org.id })] });
  });
});
