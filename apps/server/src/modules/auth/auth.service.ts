import { ConfigKey, type LoginResponse, type User } from '@manara/contract';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { hashPassword, isOutdatedHash, verifyPassword } from '../../platform/passwords.ts';
import { auditLog } from '../../platform/platform.tables.ts';
import { rateLimits } from '../../platform/rate-limit.ts';
import { hashCode, hashToken, newCode, newToken, sameHash } from '../../platform/secrets.ts';
import { findOrganizationNames, listConfiguration, organizationNames } from '../organizations/index.ts';
import { checkPermissions, type EffectivePermissions } from '../permissions/index.ts';
import {
  type Account,
  deleteUser,
  findAccount,
  findAccountByEmail,
  findMemberAccount,
  findMembership,
  getUserDto,
  rehashPassword,
  setTwoFactorEnabled,
  unsafeMembershipsOf,
  unsafePreferredMembership,
} from '../users/index.ts';
import { type AuthMail, sendAuthMail } from './auth.mail.ts';
import { loginAttempts, twoFactorChallenges, type userTokenPurpose, userTokens } from './auth.tables.ts';

type UserTokenPurpose = (typeof userTokenPurpose.enumValues)[number];

import { inOrganization } from '../../platform/tenancy.ts';
import {
  portalsFrom,
  portalsOf,
  type SessionDeps,
  startSession,
  unsafeRevokeSession,
  unsafeRevokeUserSessions,
} from './sessions.ts';

export type AuthDeps = Pick<AppDeps, 'db' | 'tokens' | 'mailer' | 'rateLimiter' | 'config' | 'clock' | 'identity'>;

const TWO_FACTOR_TTL_MS = 10 * 60_000;
const TWO_FACTOR_MAX_ATTEMPTS = 5;
const TWO_FACTOR_MAX_RESENDS = 3;
const SSO_TOKEN_TTL_MS = 60_000;
/** How long a reset link works. */
export const RESET_TTL_MS = 3600_000;
/** Verified against when the e-mail is unknown, so that timing does not tell whether it exists. */
let dummyHash: Promise<string> | undefined;

export function sessionDeps(deps: AuthDeps): SessionDeps {
  return {
    db: deps.db,
    tokens: deps.tokens,
    refreshTtlSeconds: deps.config.refreshTokenTtlSeconds,
    clock: deps.clock,
    identity: deps.identity,
  };
}

export async function configValue(deps: Pick<AppDeps, 'db'>, orgId: number, key: string): Promise<unknown> {
  const [entry] = await listConfiguration(deps.db, orgId, [key]);
  return entry?.value;
}

export async function organizationOf(deps: Pick<AppDeps, 'db'>, orgId: number) {
  const org = await findOrganizationNames(deps.db, orgId);
  if (!org) throw new AppError('organizations-001');
  return org;
}

/** A link to a page of the web app, naming the organization so the app opens in it. */
export function webLink(deps: Pick<AppDeps, 'config'>, path: string, params: Record<string, string>): string {
  const url = new URL(path, deps.config.publicUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function recordAttempt(
  deps: AuthDeps,
  ctx: RequestContext,
  email: string,
  isSuccessful: boolean,
  reason: string | null,
) {
  await deps.db.insert(loginAttempts).values({
    organizationId: ctx.orgId,
    email,
    ip: ctx.client.ip,
    isSuccessful,
    reason,
    createdAt: deps.clock.now(),
  });
}

/** How far back a successful sign-in makes an address the account owner's (for the account-wide limit). */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;

/**
 * Whether the account signed in with its password from this address lately: then it is most
 * likely its owner's. Unsafe: a person's sign-ins in every organization count, as the
 * account-wide limit they relax counts a person's failures.
 */
async function unsafeSignedInFromBefore(deps: AuthDeps, email: string, ip: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.isSuccessful, true),
        gt(loginAttempts.createdAt, new Date(deps.clock.now().getTime() - KNOWN_ADDRESS_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Counts a sign-in attempt against the account before its password is checked, each count in
 * one atomic step, so parallel guesses cannot slip past the limits. Per account and address: five
 * in 15 minutes, then that address is refused (the owner elsewhere is not). Across addresses: past
 * fifty failures in an hour only the addresses the account signed in from before may try, and the
 * owner is told by e-mail once. Answers the account-wide count, for `noteFailedLogin`.
 */
async function countLoginAttempt(deps: AuthDeps, ctx: RequestContext, email: string): Promise<number> {
  await deps.rateLimiter.consume('loginPerAddress', ctx.client.ip);
  await deps.rateLimiter.consume('loginPerAccountAndAddress', `${email} ${ctx.client.ip}`);
  const accountFailures = await deps.rateLimiter.hit('failedLoginPerAccount', email);
  if (
    accountFailures > rateLimits.failedLoginPerAccount.points &&
    !(await unsafeSignedInFromBefore(deps, email, ctx.client.ip))
  ) {
    throw new AppError('auth-004');
  }
  return accountFailures;
}

/** The attempt proved to be the owner's: its counts are given back. */
async function forgiveLoginAttempt(deps: AuthDeps, ctx: RequestContext, email: string): Promise<void> {
  await deps.rateLimiter.reset('loginPerAccountAndAddress', `${email} ${ctx.client.ip}`);
  await deps.rateLimiter.refund('failedLoginPerAccount', email);
}

/** A wrong password: recorded, and the owner is told when it used the last of the account-wide allowance. */
async function noteFailedLogin(
  deps: AuthDeps,
  ctx: RequestContext,
  email: string,
  user: Account | undefined,
  accountFailures: number,
): Promise<void> {
  await recordAttempt(deps, ctx, email, false, 'invalid credentials');
  if (user && accountFailures === rateLimits.failedLoginPerAccount.points) await mailLoginPaused(deps, ctx, user);
}

/**
 * E-mails the owner that sign-in is paused for new addresses, signed by the request's organization
 * or another of theirs. The mail carries a reset link of its own (a new password lifts the pause):
 * whoever keeps the owner's new devices out cannot also keep them from resetting by spending the
 * account's reset e-mails (`mailPerAccount`).
 */
async function mailLoginPaused(deps: AuthDeps, ctx: RequestContext, user: Account): Promise<void> {
  const membership = await unsafePreferredMembership(deps.db, user.id, ctx.orgId);
  if (!membership) return;
  const { token } = await issueUserToken(deps, {
    purpose: 'reset_password',
    userId: user.id,
    organizationId: membership.organizationId,
    email: user.email,
    ttlMs: RESET_TTL_MS,
  });
  await mailMember(deps, 'loginPaused', membership.organizationId, user, {
    link: { path: '/auth/reset-password', params: { token } },
  });
}

/**
 * Signs in with e-mail and password (spec 1 §4 Login). Attempts count per address, per account
 * and address, and per account (`countLoginAttempt`); with two-factor sign-in the code is
 * e-mailed and only a token is answered.
 */
export async function login(
  deps: AuthDeps,
  ctx: RequestContext,
  body: { email: string; password: string },
): Promise<LoginResponse> {
  const accountFailures = await countLoginAttempt(deps, ctx, body.email);
  const user = await findAccountByEmail(deps.db, body.email);
  dummyHash ??= hashPassword(newToken());
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash), body.password);
  if (!user || !passwordOk) {
    await noteFailedLogin(deps, ctx, body.email, user, accountFailures);
    throw new AppError('auth-003');
  }
  await forgiveLoginAttempt(deps, ctx, body.email);
  if (user.deactivatedAt) throw new AppError('auth-001');
  if (!(await findMembership(deps.db, ctx.orgId, user.id))) throw new AppError('auth-002');
  if (user.requiresApproval) throw new AppError('auth-009');
  if (!user.isVerified) throw new AppError('auth-010');
  await recordAttempt(deps, ctx, body.email, true, null);
  if (user.passwordHash && isOutdatedHash(user.passwordHash)) await rehashPassword(deps.db, user.id, body.password);

  if (user.twoFactorEnabled && (await configValue(deps, ctx.orgId, ConfigKey.twoFactorEnabled)) === true) {
    return startTwoFactor(deps, ctx, user);
  }
  return startSession(sessionDeps(deps), user.id, ctx.orgId, ctx.client);
}

async function startTwoFactor(
  deps: AuthDeps,
  ctx: RequestContext,
  user: { id: number; email: string; firstName: string; preferredLanguage: 'en' | 'ar' },
): Promise<LoginResponse> {
  const token = newToken();
  const code = newCode();
  await deps.db.insert(twoFactorChallenges).values({
    userId: user.id,
    organizationId: ctx.orgId,
    tokenHash: hashToken(token),
    codeHash: hashCode(code, token),
    expiresAt: new Date(deps.clock.now().getTime() + TWO_FACTOR_TTL_MS),
  });
  await mailTwoFactorCode(deps, ctx.orgId, user, code);
  return { access: null, refresh: null, expiresAt: null, twoFactorToken: token, portals: null, user: null };
}

async function mailTwoFactorCode(deps: AuthDeps, orgId: number, user: MailRecipient, code: string) {
  await mailMember(deps, 'twoFactorCode', orgId, user, { code });
}

export type MailRecipient = { email: string; firstName: string; preferredLanguage: 'en' | 'ar' };

/**
 * E-mails one of the sign-in messages in the recipient's language, signed with the organization's
 * name in that language. A `link` is a web-app page; it carries the organization's domain prefix.
 */
export async function mailMember(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  kind: AuthMail,
  orgId: number,
  recipient: MailRecipient,
  options: { code?: string; link?: { path: string; params: Record<string, string> } },
): Promise<void> {
  const org = await organizationOf(deps, orgId);
  const language = recipient.preferredLanguage;
  await sendAuthMail(
    deps.mailer,
    kind,
    {
      email: recipient.email,
      name: recipient.firstName,
      language,
      organizationId: orgId,
      organizationName: language === 'ar' ? org.nameArabic : org.name,
    },
    {
      ...(options.code ? { code: options.code } : {}),
      ...(options.link
        ? { link: webLink(deps, options.link.path, { ...options.link.params, org: org.domainPrefix }) }
        : {}),
    },
  );
}

/** Stores a single-use token for a link (only its hash is kept); answers the token itself. */
export async function issueUserToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { purpose: UserTokenPurpose; userId: number | null; organizationId: number; email: string; ttlMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(deps.clock.now().getTime() + input.ttlMs);
  await deps.db.insert(userTokens).values({
    purpose: input.purpose,
    userId: input.userId,
    organizationId: input.organizationId,
    email: input.email,
    tokenHash: hashToken(token),
    expiresAt,
  });
  return { token, expiresAt };
}

/** The conditions of a challenge that can still be answered: this token's, in this organization, unused and unexpired. */
function pendingChallenge(deps: AuthDeps, ctx: RequestContext, token: string) {
  return and(
    eq(twoFactorChallenges.tokenHash, hashToken(token)),
    eq(twoFactorChallenges.organizationId, ctx.orgId),
    isNull(twoFactorChallenges.consumedAt),
    gt(twoFactorChallenges.expiresAt, deps.clock.now()),
  );
}

/**
 * Spends one of the challenge's five tries in the statement that checks one is left, before the
 * code is compared: parallel guesses are counted one by one and the sixth finds none. Answers the
 * challenge's code hash and user, or auth-008.
 */
async function spendTwoFactorTry(deps: AuthDeps, ctx: RequestContext, token: string) {
  const [challenge] = await deps.db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(and(pendingChallenge(deps, ctx, token), lt(twoFactorChallenges.attempts, TWO_FACTOR_MAX_ATTEMPTS)))
    .returning({ id: twoFactorChallenges.id, codeHash: twoFactorChallenges.codeHash });
  if (!challenge) throw new AppError('auth-008');
  return challenge;
}

/** Finishes a two-factor sign-in. Five wrong codes end the challenge. */
export async function verifyTwoFactor(deps: AuthDeps, ctx: RequestContext, body: { token: string; code: string }) {
  await deps.rateLimiter.consume('twoFactorPerAddress', ctx.client.ip);
  const challenge = await spendTwoFactorTry(deps, ctx, body.token);
  if (!sameHash(challenge.codeHash, hashCode(body.code, body.token))) throw new AppError('auth-008');
  const [consumed] = await deps.db
    .update(twoFactorChallenges)
    .set({ consumedAt: deps.clock.now() })
    .where(
      inOrganization(
        twoFactorChallenges,
        ctx.orgId,
        eq(twoFactorChallenges.id, challenge.id),
        isNull(twoFactorChallenges.consumedAt),
      ),
    )
    .returning({ userId: twoFactorChallenges.userId });
  if (!consumed) throw new AppError('auth-008');
  return startSession(sessionDeps(deps), consumed.userId, ctx.orgId, ctx.client);
}

/**
 * E-mails a new code for the same challenge (at most three times): the count is checked and
 * raised in the statement that replaces the code. A challenge without tries left is over.
 */
export async function resendTwoFactor(deps: AuthDeps, ctx: RequestContext, body: { token: string }): Promise<null> {
  await deps.rateLimiter.consume('resendPerAddress', ctx.client.ip);
  const code = newCode();
  const open = and(pendingChallenge(deps, ctx, body.token), lt(twoFactorChallenges.attempts, TWO_FACTOR_MAX_ATTEMPTS));
  const [resent] = await deps.db
    .update(twoFactorChallenges)
    .set({
      codeHash: hashCode(code, body.token),
      resends: sql`${twoFactorChallenges.resends} + 1`,
      attempts: 0,
      expiresAt: new Date(deps.clock.now().getTime() + TWO_FACTOR_TTL_MS),
    })
    .where(and(open, lt(twoFactorChallenges.resends, TWO_FACTOR_MAX_RESENDS)))
    .returning({ userId: twoFactorChallenges.userId });
  if (!resent) {
    // Nothing changed: only the reason is read, to answer it.
    const [live] = await deps.db.select({ id: twoFactorChallenges.id }).from(twoFactorChallenges).where(open);
    throw new AppError(live ? 'auth-004' : 'auth-008');
  }
  const user = await findAccount(deps.db, resent.userId);
  if (user) await mailTwoFactorCode(deps, ctx.orgId, user, code);
  return null;
}

async function assertPassword(deps: AuthDeps, userId: number, password: string) {
  const hash = (await findAccount(deps.db, userId))?.passwordHash;
  if (!hash || !(await verifyPassword(hash, password))) throw new AppError('auth-019');
}

export async function disableTwoFactor(deps: AuthDeps, ctx: RequestContext, body: { password: string }): Promise<null> {
  const user = signedInUser(ctx);
  await assertPassword(deps, user.id, body.password);
  await setTwoFactorEnabled(deps.db, user.id, false, deps.clock.now());
  await ctx.identity.changed({ userId: user.id });
  return null;
}

export function signedInUser(ctx: RequestContext) {
  if (!ctx.user) throw new AppError('common-009');
  return ctx.user;
}

export async function getSessionUser(
  deps: AuthDeps,
  ctx: RequestContext,
): Promise<
  User & { portals: Awaited<ReturnType<typeof portalsOf>>; masqueradedBy: { id: number; name: string } | null }
> {
  const user = signedInUser(ctx);
  // The caller's own permissions (kept with their session) and their profile, kept until they change.
  const [dto, held] = await Promise.all([
    deps.identity.remember('user', ctx.orgId, user.id, () => getUserDto(deps.db, ctx.orgId, user.id)),
    ctx.permissions(),
  ]);
  // Known from the session the request already read: only a masquerade costs a statement.
  const adminId = user.masqueradedById;
  const kept = adminId ? undefined : sessionAnswers.get(dto);
  if (kept?.held === held) return kept.answer;
  const answer = {
    ...dto,
    portals: portalsFrom(await checkPermissions(deps.db, held)),
    masqueradedBy: adminId ? await masqueraderOf(deps, adminId) : null,
  };
  if (!adminId) sessionAnswers.set(dto, { held, answer: Object.freeze(answer) });
  return answer;
}

type SessionAnswer = Awaited<ReturnType<typeof getSessionUser>>;

/**
 * `GET auth`'s answer to a caller who is no masquerade, by their kept profile: frozen, so that it is
 * written once as bytes (platform/serializer.ts), and answered again for as long as the profile and
 * the session's permissions are the same objects. The identity cache makes new ones when either
 * changes (a changed profile, permission set or membership), and the permissions' catalogue is
 * reference data, the same for the life of the process (issue 11).
 */
const sessionAnswers = new WeakMap<object, { held: EffectivePermissions; answer: SessionAnswer }>();

/** The administrator who started a session by masquerade, by name. */
async function masqueraderOf(deps: AuthDeps, adminId: number) {
  const row = await findAccount(deps.db, adminId);
  return row ? { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() } : null;
}

export async function logout(deps: AuthDeps, ctx: RequestContext, body: { removeAll: boolean }): Promise<null> {
  const user = signedInUser(ctx);
  if (body.removeAll) {
    await unsafeRevokeUserSessions(deps.db, deps.clock.now(), user.id, 'signed out everywhere');
    await ctx.identity.changed({ userId: user.id });
  } else {
    await unsafeRevokeSession(deps.db, deps.clock.now(), user.sessionId, 'signed out');
    await ctx.identity.changed({ sessionId: user.sessionId });
  }
  return null;
}

/** Deletes one's own account (and with it every membership and session). */
export async function deleteAccount(deps: AuthDeps, ctx: RequestContext, body: { password: string }): Promise<null> {
  const user = signedInUser(ctx);
  await assertPassword(deps, user.id, body.password);
  await deps.db.transaction(async (tx) => {
    await tx.insert(auditLog).values({
      organizationId: ctx.orgId,
      actorId: null,
      action: 'account.deleted',
      subjectUserId: user.id,
      metadata: { email: user.email },
    });
    await deleteUser(tx, user.id);
  });
  await ctx.identity.changed({ userId: user.id });
  return null;
}

/**
 * An administrator signs in as a member of the same organization — never of another, never as
 * another administrator or themselves. Recorded in the audit log.
 */
export async function masquerade(
  deps: AuthDeps,
  ctx: RequestContext,
  body: { userId: number },
): Promise<LoginResponse> {
  const actor = signedInUser(ctx);
  const target = await findMemberAccount(deps.db, ctx.orgId, body.userId);
  if (!target) throw notFound();
  if (target.id === actor.id || target.deactivatedAt) throw new AppError('auth-020');
  if ((await portalsOf(deps.db, ctx.orgId, target.id)).isAdministrator) throw new AppError('auth-020');
  await deps.db
    .insert(auditLog)
    .values({ organizationId: ctx.orgId, actorId: actor.id, action: 'auth.masquerade', subjectUserId: target.id });
  return startSession(sessionDeps(deps), target.id, ctx.orgId, { ...ctx.client, masqueradedById: actor.id });
}

/**
 * Ends a masquerade session and starts the administrator's own session again, as Canvas's "Stop
 * acting as user" does: the masquerade's session is revoked and the end recorded, whatever comes
 * next; a new session of the administrator follows only if they may still masquerade (active, and
 * an administrator of the organization), else `auth-025` and they sign in again.
 */
export async function endMasquerade(deps: AuthDeps, ctx: RequestContext): Promise<LoginResponse> {
  const member = signedInUser(ctx);
  const adminId = member.masqueradedById;
  if (!adminId) throw new AppError('auth-024');
  await deps.db.transaction(async (tx) => {
    await unsafeRevokeSession(tx, deps.clock.now(), member.sessionId, 'masquerade ended');
    await tx.insert(auditLog).values({
      organizationId: ctx.orgId,
      actorId: adminId,
      action: 'auth.masquerade_ended',
      subjectUserId: member.id,
    });
  });
  await ctx.identity.changed({ sessionId: member.sessionId });
  const admin = await findMemberAccount(deps.db, ctx.orgId, adminId);
  if (!admin || admin.deactivatedAt || !(await portalsOf(deps.db, ctx.orgId, adminId)).isAdministrator) {
    throw new AppError('auth-025');
  }
  return startSession(sessionDeps(deps), adminId, ctx.orgId, ctx.client);
}

/**
 * The organizations the signed-in person belongs to. Unsafe: a person's memberships in every
 * organization are the answer (the organization switcher), whatever the request's organization.
 */
export async function unsafeListMyOrganizations(
  deps: AuthDeps,
  ctx: RequestContext,
  page: { skip: number; take: number },
) {
  const user = signedInUser(ctx);
  const memberships = unsafeMembershipsOf(user.id);
  const { data: rows, total } = await paged(
    page,
    deps.db
      .select({
        id: organizationNames.id,
        name: organizationNames.name,
        nameArabic: organizationNames.nameArabic,
        domainPrefix: organizationNames.domainPrefix,
      })
      .from(memberships)
      .innerJoin(organizationNames, eq(organizationNames.id, memberships.organizationId))
      .orderBy(asc(organizationNames.id))
      .$dynamic(),
    deps.db.$count(memberships),
  );
  return { data: rows, total };
}

/** A one-minute, single-use sign-in token for the portal switch and `super_token` links. */
export async function createSsoToken(deps: AuthDeps, ctx: RequestContext) {
  return mintSsoToken(deps, ctx.orgId, signedInUser(ctx));
}

/** A sign-in token for a member of `orgId` (also minted by a SAML sign-in), used at GET auth/sso. */
export async function mintSsoToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  orgId: number,
  user: { id: number; email: string },
) {
  const { token, expiresAt } = await issueUserToken(deps, {
    purpose: 'sso',
    userId: user.id,
    organizationId: orgId,
    email: user.email,
    ttlMs: SSO_TOKEN_TTL_MS,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** Claims a single-use token of `purpose` in the request's organization, or null. */
export async function claimUserToken(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  ctx: RequestContext,
  purpose: UserTokenPurpose,
  token: string,
) {
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      inOrganization(
        userTokens,
        ctx.orgId,
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, email: userTokens.email });
  return claimed ?? null;
}

export async function signInWithSsoToken(
  deps: AuthDeps,
  ctx: RequestContext,
  query: { token: string },
): Promise<LoginResponse> {
  const claimed = await claimUserToken(deps, ctx, 'sso', query.token);
  if (!claimed?.userId) throw new AppError('auth-021');
  const user = await findAccount(deps.db, claimed.userId);
  if (!user || user.deactivatedAt) throw new AppError('auth-021');
  return startSession(sessionDeps(deps), claimed.userId, ctx.orgId, ctx.client);
}
