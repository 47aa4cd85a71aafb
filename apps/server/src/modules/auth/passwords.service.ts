import { SAME_PASSWORD_MESSAGE } from '@manara/contract';
import { eq, gt, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { hashToken } from '../../platform/secrets.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { resolveDashboardOrganization } from '../organizations/index.ts';
import { accounts, findAccount, findAccountWithMembership, setPassword } from '../users/index.ts';
import { type AuthDeps, claimUserToken, issueUserToken, mailMember, RESET_TTL_MS } from './auth.service.ts';
import { userTokens } from './auth.tables.ts';
import { unsafeRevokeUserSessions } from './sessions.ts';

function sameAsOld(): AppError {
  return new AppError('auth-018', [{ path: 'body.newPassword', message: SAME_PASSWORD_MESSAGE }]);
}

/**
 * Changes one's own password: the old one must match and the new one differ. Clears a forced
 * reset and ends the user's other sessions.
 */
export async function changePassword(
  deps: AuthDeps,
  ctx: RequestContext,
  userId: number,
  body: { oldPassword: string; newPassword: string },
): Promise<null> {
  if (!ctx.user || ctx.user.id !== userId) throw notFound();
  const passwordHash = (await findAccount(deps.db, userId))?.passwordHash;
  if (!passwordHash || !(await verifyPassword(passwordHash, body.oldPassword))) throw new AppError('auth-019');
  if (body.oldPassword === body.newPassword) throw sameAsOld();
  await deps.db.transaction(async (tx) => {
    await setPassword(tx, userId, { password: body.newPassword, at: deps.clock.now() });
    await unsafeRevokeUserSessions(tx, deps.clock.now(), userId, 'password changed', ctx.user?.sessionId);
  });
  await ctx.identity.changed({ userId });
  return null;
}

/**
 * E-mails a reset link to a member of the organization. Unknown addresses get the same answer
 * and nothing is sent, so the call tells nobody which addresses have accounts.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  ctx: RequestContext,
  body: { email: string },
  prefix?: string,
): Promise<null> {
  await deps.rateLimiter.consume('mailPerAddress', ctx.client.ip);
  await deps.rateLimiter.consume('mailPerAccount', `reset:${body.email}`);
  const orgId = prefix ? await resolveDashboardOrganization(deps.db, ctx.orgId, { prefix }) : ctx.orgId;
  const user = await findAccountWithMembership(deps.db, orgId, body.email);
  if (!user || user.membershipId === null || user.deactivatedAt) return null;
  const { token } = await issueUserToken(deps, {
    purpose: 'reset_password',
    userId: user.id,
    organizationId: orgId,
    email: user.email,
    ttlMs: RESET_TTL_MS,
  });
  await mailMember(deps, 'resetPassword', orgId, user, { link: { path: '/auth/reset-password', params: { token } } });
  return null;
}

/**
 * Sets a new password with a reset link's token (once), verifies the e-mail, ends every session
 * and lifts the account-wide sign-in pause (docs/decisions/auth.md).
 */
export async function confirmPasswordReset(
  deps: AuthDeps,
  ctx: RequestContext,
  body: { token: string; newPassword: string },
): Promise<null> {
  const [pending] = await deps.db
    .select({ hash: accounts.passwordHash })
    .from(userTokens)
    .innerJoin(accounts, eq(accounts.id, userTokens.userId))
    .where(
      inOrganization(
        userTokens,
        ctx.orgId,
        eq(userTokens.tokenHash, hashToken(body.token)),
        eq(userTokens.purpose, 'reset_password'),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, deps.clock.now()),
      ),
    );
  if (!pending) throw new AppError('auth-016');
  if (pending.hash && (await verifyPassword(pending.hash, body.newPassword))) throw sameAsOld();
  const claimed = await claimUserToken(deps, ctx, 'reset_password', body.token);
  if (!claimed?.userId) throw new AppError('auth-016');
  const userId = claimed.userId;
  await deps.db.transaction(async (tx) => {
    // The link came by e-mail: following it proves the address.
    await setPassword(tx, userId, { password: body.newPassword, at: deps.clock.now(), verifiesEmail: true });
    await unsafeRevokeUserSessions(tx, deps.clock.now(), userId, 'password reset');
  });
  await ctx.identity.changed({ userId });
  // Whoever guessed at the old password has nothing left to guess: the account-wide pause ends.
  await deps.rateLimiter.reset('failedLoginPerAccount', claimed.email.toLowerCase());
  return null;
}
