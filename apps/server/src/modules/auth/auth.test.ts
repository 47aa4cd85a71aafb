import {
  changePassword,
  confirmPasswordReset,
  createSsoToken,
  deleteAccount,
  disableTwoFactor,
  endMasquerade,
  getSessionUser,
  listMyOrganizations,
  listOutbox,
  listPermissionSets,
  login as loginCall,
  logout,
  masquerade,
  refreshByQuery,
  refresh as refreshCall,
  requestPasswordReset,
  resendTwoFactor,
  signInWithSsoToken,
  verifyTwoFactor,
} from '@manara/contract';
import argon2 from 'argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../../platform/platform.tables.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { hashToken } from '../../platform/secrets.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
import { accessOf, challengeOf, sessionOf, tokenIn } from '../../test/sign-in.ts';
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

function login(email: string, password: string, orgId = org.id, remoteAddress = newAddress()) {
  return t.request(loginCall, { orgId, body: { email, password }, remoteAddress });
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
    const session = sessionOf(res);
    expect(session).toMatchObject({ twoFactorToken: null, portals: { isAdministrator: true, isInstructor: true } });
    expect(session.user).toMatchObject({ id: admin.id, email: admin.email });
    expect(new Date(session.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    const me = await t.request(getSessionUser, { as: { token: session.access, orgId: org.id } });
    expect(ok(me)).toMatchObject({ id: admin.id, portals: { isAdministrator: true } });
  });

  it.each([
    ['a wrong password', async () => ({ email: (await member()).email, password: 'Wrong@123' })],
    ['an unknown e-mail', async () => ({ email: 'nobody@example.test', password: PASSWORD })],
  ])('refuses %s with auth-003', async (_, input) => {
    const { email, password } = await input();
    const res = await login(email, password);
    expect(res.status).toBe(401);
    expect(errorCodeOf(res)).toBe('auth-003');
  });

  it('rehashes a password hashed with earlier settings when its owner signs in, and keeps it working', async () => {
    const learner = await member();
    const earlier = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await t.db.update(users).set({ passwordHash: earlier }).where(eq(users.id, learner.id));
    const storedHash = async () =>
      (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, learner.id)))[0]!.hash!;

    expect((await login(learner.email, 'Wrong@123')).status).toBe(401);
    expect(await storedHash()).toBe(earlier);
    expect((await login(learner.email, PASSWORD)).status).toBe(200);
    const rehashed = await storedHash();
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=9216,p=1,t=4\$/);
    expect((await login(learner.email, PASSWORD)).status).toBe(200);
    expect(await storedHash()).toBe(rehashed);
  });

  it('refuses a disabled user with auth-001, a non-member with auth-002', async () => {
    const disabled = await member();
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, disabled.id));
    expect(errorCodeOf(await login(disabled.email, PASSWORD))).toBe('auth-001');
    const elsewhere = await member({}, twoFactorOrg);
    expect(errorCodeOf(await login(elsewhere.email, PASSWORD, org.id))).toBe('auth-002');
  });

  it('refuses an account waiting for approval with auth-009, an unverified one with auth-010', async () => {
    const waiting = await member();
    await t.db.update(users).set({ requiresApproval: true }).where(eq(users.id, waiting.id));
    expect(errorCodeOf(await login(waiting.email, PASSWORD))).toBe('auth-009');
    const unverified = await member({ isVerified: false });
    expect(errorCodeOf(await login(unverified.email, PASSWORD))).toBe('auth-010');
  });

  it('locks an account at one address after five failed attempts, even for the right password; not its owner elsewhere', async () => {
    const victim = await member();
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) {
      expect(errorCodeOf(await login(victim.email, 'Wrong@123', org.id, attacker))).toBe('auth-003');
    }
    const locked = await login(victim.email, PASSWORD, org.id, attacker);
    expect(locked.status).toBe(429);
    expect(errorCodeOf(locked)).toBe('auth-004');
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
    const codes = answers.map((a) => errorCodeOf(a));
    expect(codes.filter((c) => c === 'auth-003')).toHaveLength(5);
    expect(codes.filter((c) => c === 'auth-004')).toHaveLength(20);
    expect(errorCodeOf(await login(victim.email, PASSWORD, org.id, address))).toBe('auth-004');
  });

  it('past fifty failures from many addresses, lets in only addresses the account signed in from, and tells the owner once', async () => {
    const victim = await member();
    const home = newAddress();
    expect((await login(victim.email, PASSWORD, org.id, home)).status).toBe(200);
    for (let attacker = 0; attacker < 11; attacker++) {
      const address = newAddress();
      for (let i = 0; i < 5; i++) await login(victim.email, 'Wrong@123', org.id, address);
    }
    const notices = ok(await t.request(listOutbox, { query: { to: victim.email, take: 10 } }));
    expect(notices.data.map((m) => m.subject)).toEqual([expect.stringContaining('paused for new devices')]);
    const link = linkIn(notices.data[0]!.text);
    expect(link.pathname).toBe('/auth/reset-password');
    const elsewhere = await login(victim.email, PASSWORD, org.id, newAddress());
    expect(errorCodeOf(elsewhere)).toBe('auth-004');
    expect((await login(victim.email, PASSWORD, org.id, home)).status).toBe(200);
  });

  it("lets the owner lift the pause with the notice's own link, even when the attacker spent the account's reset e-mails", async () => {
    const victim = await member();
    await failAllButOne(victim.email);
    await login(victim.email, 'Wrong@123', org.id, newAddress());
    const notice = await lastMailTo(t, victim.email);
    for (let i = 0; i < 4; i++) {
      await t.request(requestPasswordReset, {
        orgId: org.id,
        body: { email: victim.email },
        remoteAddress: newAddress(),
      });
    }
    const asked = await t.request(requestPasswordReset, {
      orgId: org.id,
      body: { email: victim.email },
      remoteAddress: newAddress(),
    });
    expect(errorCodeOf(asked)).toBe('auth-004');
    expect(errorCodeOf(await login(victim.email, PASSWORD, org.id, newAddress()))).toBe('auth-004');
    const reset = await t.request(confirmPasswordReset, {
      orgId: org.id,
      body: { token: tokenIn(linkIn(notice!.text)), newPassword: 'Owner@2026' },
    });
    expect(reset.status).toBe(204);
    expect((await login(victim.email, 'Owner@2026', org.id, newAddress())).status).toBe(200);
  });

  it("sends the pause notice through the jobs, in the owner's language, signed by the organization's name in it", async () => {
    const owner = await member({ preferredLanguage: 'ar' });
    await failAllButOne(owner.email);
    await login(owner.email, 'Wrong@123', org.id, newAddress());
    const [notice] = ok(await t.request(listOutbox, { query: { to: owner.email, take: 10 } })).data;
    // buildOrg names an organization "مؤسسة <suffix>" in Arabic.
    expect(notice?.subject).toMatch(/^تم إيقاف الدخول إلى حسابك في مؤسسة [0-9a-f]{8} مؤقتًا من الأجهزة الجديدة$/);
    expect(notice?.html).toContain('dir="rtl"');
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
    expect(errorCodeOf(res)).toBe('auth-004');
    expect((await login((await member()).email, PASSWORD, org.id, newAddress())).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  async function challenge() {
    const user = await member({}, twoFactorOrg);
    const res = await login(user.email, PASSWORD, twoFactorOrg.id);
    expect(ok(res)).toMatchObject({ access: null, refresh: null, twoFactorToken: expect.any(String) });
    const mail = await lastMailTo(t, user.email);
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    return { user, token: challengeOf(res), code };
  }

  it('e-mails a code that finishes the sign-in once', async () => {
    const { user, token, code } = await challenge();
    const res = await t.request(verifyTwoFactor, { orgId: twoFactorOrg.id, body: { token, code } });
    expect(res.status).toBe(200);
    expect(ok(res).user?.id).toBe(user.id);
    const again = await t.request(verifyTwoFactor, { orgId: twoFactorOrg.id, body: { token, code } });
    expect(errorCodeOf(again)).toBe('auth-008');
  });

  it('refuses a wrong code with auth-008 and ends the challenge after five', async () => {
    const { token, code } = await challenge();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.request(verifyTwoFactor, { orgId: twoFactorOrg.id, body: { token, code: wrong } });
      expect(errorCodeOf(res)).toBe('auth-008');
    }
    const res = await t.request(verifyTwoFactor, { orgId: twoFactorOrg.id, body: { token, code } });
    expect(errorCodeOf(res)).toBe('auth-008');
  });

  it('keeps to five tries when 25 wrong codes arrive at once, then refuses the right one', async () => {
    const { token, code } = await challenge();
    const remoteAddress = newAddress();
    const wrongCodes = Array.from({ length: 25 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      wrongCodes.map((wrong) =>
        t.request(verifyTwoFactor, { orgId: twoFactorOrg.id, body: { token, code: wrong }, remoteAddress }),
      ),
    );
    expect(answers.map((a) => errorCodeOf(a))).toEqual(wrongCodes.map(() => 'auth-008'));
    const [row] = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.tokenHash, hashToken(token)));
    expect(row!.attempts).toBe(5);
    const right = await t.request(verifyTwoFactor, {
      orgId: twoFactorOrg.id,
      body: { token, code },
      remoteAddress,
    });
    expect(errorCodeOf(right)).toBe('auth-008');
  });

  it('refuses an expired challenge, and one of another organization', async () => {
    const { token, code } = await challenge();
    expect(errorCodeOf(await t.request(verifyTwoFactor, { orgId: org.id, body: { token, code } }))).toBe('auth-008');
    await t.db.update(twoFactorChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(errorCodeOf(await t.request(verifyTwoFactor, { orgId: twoFactorOrg.id, body: { token, code } }))).toBe(
      'auth-008',
    );
  });

  it('resends a new code (the old one stops working), three times at most', async () => {
    const { user, token, code } = await challenge();
    expect((await t.request(resendTwoFactor, { orgId: twoFactorOrg.id, body: { token } })).status).toBe(204);
    const newCode = /\b(\d{6})\b/.exec((await lastMailTo(t, user.email))!.text)![1]!;
    if (newCode !== code) {
      const old = await t.request(verifyTwoFactor, { orgId: twoFactorOrg.id, body: { token, code } });
      expect(errorCodeOf(old)).toBe('auth-008');
    }
    await t.request(resendTwoFactor, { orgId: twoFactorOrg.id, body: { token } });
    await t.request(resendTwoFactor, { orgId: twoFactorOrg.id, body: { token } });
    const fourth = await t.request(resendTwoFactor, { orgId: twoFactorOrg.id, body: { token } });
    expect(errorCodeOf(fourth)).toBe('auth-004');
  });

  it('is skipped for a user who turned it off with their password', async () => {
    const user = await member({}, twoFactorOrg);
    const as = { token: await t.tokenFor(user.id, twoFactorOrg.id), orgId: twoFactorOrg.id };
    const wrong = await t.request(disableTwoFactor, { as, body: { password: 'x' } });
    expect(errorCodeOf(wrong)).toBe('auth-019');
    const disabled = await t.request(disableTwoFactor, { as, body: { password: PASSWORD } });
    expect(disabled.status).toBe(204);
    const res = await login(user.email, PASSWORD, twoFactorOrg.id);
    expect(ok(res).access).toEqual(expect.any(String));
  });
});

describe('refresh tokens', () => {
  it('rotate: each works once and gives a new pair', async () => {
    const user = await member();
    const first = sessionOf(await login(user.email, PASSWORD));
    const second = await t.request(refreshCall, { orgId: org.id, body: { token: first.refresh } });
    expect(second.status).toBe(200);
    expect(sessionOf(second).refresh).not.toBe(first.refresh);
    const third = await t.request(refreshByQuery, { query: { token: sessionOf(second).refresh }, orgId: org.id });
    expect(third.status).toBe(200);
    expect((await t.request(getSessionUser, { as: { token: accessOf(third), orgId: org.id } })).status).toBe(200);
  });

  it('presented again after use revoke the whole family (auth-007)', async () => {
    const user = await member();
    const first = sessionOf(await login(user.email, PASSWORD));
    const rotated = sessionOf(await t.request(refreshCall, { orgId: org.id, body: { token: first.refresh } }));
    const replay = await t.request(refreshCall, { orgId: org.id, body: { token: first.refresh } });
    expect(replay.status).toBe(401);
    expect(errorCodeOf(replay)).toBe('auth-007');
    const stolenOnward = await t.request(refreshCall, { orgId: org.id, body: { token: rotated.refresh } });
    expect(errorCodeOf(stolenOnward)).toBe('auth-007');
    const access = await t.request(getSessionUser, { as: { token: rotated.access, orgId: org.id } });
    expect(errorCodeOf(access)).toBe('auth-006');
  });

  it('cannot both succeed when the same token is refreshed concurrently', async () => {
    const user = await member();
    const { refresh } = sessionOf(await login(user.email, PASSWORD));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request(refreshCall, { orgId: org.id, body: { token: refresh } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  });

  it('refuses an unknown token with auth-007', async () => {
    const res = await t.request(refreshCall, { orgId: org.id, body: { token: 'x'.repeat(43) } });
    expect(errorCodeOf(res)).toBe('auth-007');
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this session only, or every session with removeAll', async () => {
    const user = await member();
    const [a, b, c] = [
      sessionOf(await login(user.email, PASSWORD)),
      sessionOf(await login(user.email, PASSWORD)),
      sessionOf(await login(user.email, PASSWORD)),
    ];
    const as = (session: { access: string }) => ({ token: session.access, orgId: org.id });
    expect((await t.request(logout, { as: as(a), body: {} })).status).toBe(204);
    expect(errorCodeOf(await t.request(getSessionUser, { as: as(a) }))).toBe('auth-006');
    expect(errorCodeOf(await t.request(refreshCall, { orgId: org.id, body: { token: a.refresh } }))).toBe('auth-007');
    expect((await t.request(getSessionUser, { as: as(b) })).status).toBe(200);
    await t.request(logout, { as: as(b), body: { removeAll: true } });
    expect(errorCodeOf(await t.request(getSessionUser, { as: as(c) }))).toBe('auth-006');
  });
});

describe('POST /api/auth/masquerade', () => {
  it('lets an administrator act as a learner of the same organization, recorded in the audit log', async () => {
    const admin = await member({}, org, 'organization_admin');
    const learner = await member();
    const as = { token: await t.tokenFor(admin.id, org.id), orgId: org.id };
    const res = await t.request(masquerade, { as, body: { userId: learner.id } });
    expect(res.status).toBe(200);
    expect(ok(res).user?.id).toBe(learner.id);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, learner.id));
    expect(entries).toContainEqual(
      expect.objectContaining({ actorId: admin.id, action: 'auth.masquerade', organizationId: org.id }),
    );
  });

  it('never crosses organizations, never targets an administrator, and is not for learners', async () => {
    const admin = await member({}, org, 'organization_admin');
    const as = { token: await t.tokenFor(admin.id, org.id), orgId: org.id };
    const foreign = await member({}, twoFactorOrg);
    const across = await t.request(masquerade, { as, body: { userId: foreign.id } });
    expect(across.status).toBe(404);
    const otherAdmin = await member({}, org, 'organization_admin');
    const asAdmin = await t.request(masquerade, { as, body: { userId: otherAdmin.id } });
    expect(errorCodeOf(asAdmin)).toBe('auth-020');
    const learner = await member();
    const byLearner = await t.request(masquerade, {
      as: { token: await t.tokenFor(learner.id, org.id), orgId: org.id },
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
    const started = await t.request(masquerade, {
      as: { token: await t.tokenFor(admin.id, org.id), orgId: org.id },
      body: { userId: learner.id },
    });
    expect(started.status).toBe(200);
    return { admin, learner, as: { token: accessOf(started), orgId: org.id } };
  }

  it("ends the masquerade and answers the administrator's own session, with its cookie, recorded", async () => {
    const { admin, learner, as } = await masquerading();
    const res = await t.request(endMasquerade, { as });
    expect(res.status).toBe(200);
    expect(ok(res).user?.id).toBe(admin.id);
    expect(String(res.headers['set-cookie'])).toContain('manara_refresh=');
    const me = await t.request(getSessionUser, { as: { token: accessOf(res), orgId: org.id } });
    expect(ok(me)).toMatchObject({ id: admin.id, masqueradedBy: null });
    // The masquerade's session is over.
    expect((await t.request(getSessionUser, { as })).status).toBe(401);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, learner.id));
    expect(entries).toContainEqual(
      expect.objectContaining({ actorId: admin.id, action: 'auth.masquerade_ended', organizationId: org.id }),
    );
  });

  it('is only for a masquerade session', async () => {
    const learner = await member();
    const as = { token: await t.tokenFor(learner.id, org.id), orgId: org.id };
    const res = await t.request(endMasquerade, { as });
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe('auth-024');
    // Nothing was ended: the learner's session still works.
    expect((await t.request(getSessionUser, { as })).status).toBe(200);
  });

  it('gives no session back to an administrator deactivated meanwhile, and still ends the masquerade', async () => {
    const { admin, as } = await masquerading();
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, admin.id));
    const res = await t.request(endMasquerade, { as });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('auth-025');
    expect((await t.request(getSessionUser, { as })).status).toBe(401);
  });
});

describe('single-sign-on tokens', () => {
  it('sign in once, in the organization they were made for', async () => {
    const user = await member();
    const sso = await t.request(createSsoToken, { as: { token: await t.tokenFor(user.id, org.id), orgId: org.id } });
    expect(sso.status).toBe(200);
    const query = { token: ok(sso).token };
    const other = await t.request(signInWithSsoToken, { query, orgId: twoFactorOrg.id });
    expect(errorCodeOf(other)).toBe('auth-021');
    const first = await t.request(signInWithSsoToken, { query, orgId: org.id });
    expect(ok(first).user?.id).toBe(user.id);
    const second = await t.request(signInWithSsoToken, { query, orgId: org.id });
    expect(errorCodeOf(second)).toBe('auth-021');
  });
});

describe('forced password reset', () => {
  it('answers auth-005 on everything but the calls that end it', async () => {
    const user = await member({ forceResetPassword: true }, org, 'organization_admin');
    const as = { token: sessionOf(await login(user.email, PASSWORD)).access, orgId: org.id };
    expect(errorCodeOf(await t.request(listPermissionSets, { as }))).toBe('auth-005');
    expect(ok(await t.request(getSessionUser, { as })).forceResetPassword).toBe(true);
    const changed = await t.request(changePassword, {
      params: { userId: user.id },
      body: { oldPassword: PASSWORD, newPassword: 'Another@456' },
      as,
    });
    expect(changed.status).toBe(204);
    expect((await t.request(listPermissionSets, { as })).status).toBe(200);
  });
});

describe('DELETE /api/auth/account', () => {
  it('needs the password, then removes the account', async () => {
    const user = await member();
    const as = { token: await t.tokenFor(user.id, org.id), orgId: org.id };
    expect(errorCodeOf(await t.request(deleteAccount, { as, body: { password: 'x' } }))).toBe('auth-019');
    expect((await t.request(deleteAccount, { as, body: { password: PASSWORD } })).status).toBe(204);
    expect(errorCodeOf(await login(user.email, PASSWORD))).toBe('auth-003');
  });
});

describe('GET /api/auth/organizations', () => {
  it("lists the user's organizations", async () => {
    const user = await member();
    const res = await t.request(listMyOrganizations, {
      as: { token: await t.tokenFor(user.id, org.id), orgId: org.id },
    });
    expect(ok(res)).toEqual({ total: 1, data: [expect.objectContaining({ id: org.id })] });
  });
});
