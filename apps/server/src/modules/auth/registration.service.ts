import { ConfigKey, OrganizationPermission, type RegisterBody } from '@manara/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { checkPermissions, findDefaultMemberSet, loadEffectivePermissions } from '../permissions/index.ts';
import {
  findAccountByEmail,
  findAccountWithMembership,
  markEmailVerified,
  phoneNumberHolder,
  provisionRegisteredMember,
  saveExtraFields,
} from '../users/index.ts';
import { type AuthDeps, claimUserToken, configValue, issueUserToken, mailMember, sessionDeps } from './auth.service.ts';
import { startSession } from './sessions.ts';

const LINK_TTL_MS = 24 * 3600_000;

/** Self-registration needs the organization permission and the configuration key (spec 1 §2). */
async function assertRegistrationOpen(deps: AuthDeps, orgId: number): Promise<void> {
  const can = await checkPermissions(deps.db, loadEffectivePermissions(deps.db, orgId, null));
  const permitted = can.organization(OrganizationPermission.registrationEnabled);
  if (!permitted || (await configValue(deps, orgId, ConfigKey.selfRegistrationEnabled)) !== true) {
    throw new AppError('auth-014');
  }
}

/** Whether a new account waits for approval: always with the admin strategy, or outside the approved domain. */
async function needsApproval(deps: AuthDeps, orgId: number, email: string): Promise<boolean> {
  const approval = (await configValue(deps, orgId, ConfigKey.registrationApproval)) as {
    strategy?: string;
    domain?: string | null;
  } | null;
  if (approval?.strategy === 'admin') return true;
  if (approval?.strategy === 'domain') return email.split('@')[1] !== approval.domain?.toLowerCase();
  return false;
}

/** The international form of a phone number, or auth-012. */
export function normalizePhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'SA');
  if (!parsed?.isValid()) throw new AppError('auth-012');
  return parsed.number;
}

async function sendVerification(
  deps: AuthDeps,
  orgId: number,
  user: { id: number; email: string; firstName: string; preferredLanguage: 'en' | 'ar' },
) {
  const { token } = await issueUserToken(deps, {
    purpose: 'verify_email',
    userId: user.id,
    organizationId: orgId,
    email: user.email,
    ttlMs: LINK_TTL_MS,
  });
  await mailMember(deps, 'verifyEmail', orgId, user, { link: { path: '/auth/verify-email', params: { token } } });
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let i = 0; current && i < 4; i++) {
    const e = current as { code?: string; constraint?: string; message?: string };
    if (e.code === '23505' && (e.constraint === constraint || e.message?.includes(constraint))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Creates an account and its membership with the organization's default permission set.
 * Signs the user in unless approval is required; e-mails a verification link unless the e-mail
 * was verified by a register-by-email link.
 */
export async function register(deps: AuthDeps, ctx: RequestContext, body: z.output<typeof RegisterBody>) {
  await deps.rateLimiter.consume('registerPerAddress', ctx.client.ip);
  await assertRegistrationOpen(deps, ctx.orgId);
  const phoneNumber = body.phoneNumber ? normalizePhone(body.phoneNumber) : null;
  if (await findAccountByEmail(deps.db, body.email)) throw new AppError('auth-013');
  if (phoneNumber && (await phoneNumberHolder(deps.db, phoneNumber)) !== null) throw new AppError('auth-011');
  let isVerified = false;
  if (body.emailToken) {
    const claimed = await claimUserToken(deps, ctx, 'register_email', body.emailToken);
    if (!claimed || claimed.email !== body.email) throw new AppError('auth-015');
    isVerified = true;
  }
  const requiresApproval = await needsApproval(deps, ctx.orgId, body.email);
  const passwordHash = await hashPassword(body.password);
  let userId: number;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const set = await findDefaultMemberSet(tx, ctx.orgId);
      if (!set) throw new Error(`organization ${ctx.orgId} has no default permission set`);
      const user = await provisionRegisteredMember(tx, ctx.orgId, set.id, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        city: body.city,
        phoneNumber,
        preferredLanguage: body.preferredLanguage,
        isVerified,
        requiresApproval,
      });
      await saveExtraFields(tx, ctx.orgId, user.id, body.extraFields, { partial: false });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('auth-013');
    if (isUniqueViolation(error, 'users_phone_unique')) throw new AppError('auth-011');
    throw error;
  }
  if (!isVerified) {
    await sendVerification(deps, ctx.orgId, {
      id: userId,
      email: body.email,
      firstName: body.firstName,
      preferredLanguage: body.preferredLanguage,
    });
  }
  if (requiresApproval) {
    return {
      access: null,
      refresh: null,
      expiresAt: null,
      twoFactorToken: null,
      portals: null,
      user: null,
      requiresApproval: true,
    };
  }
  return { ...(await startSession(sessionDeps(deps), userId, ctx.orgId, ctx.client)), requiresApproval: false };
}

/** E-mails a link to finish registering with this address; silent when the address has an account. */
export async function registerByEmail(
  deps: AuthDeps,
  ctx: RequestContext,
  body: { email: string; preferredLanguage: 'en' | 'ar' },
): Promise<null> {
  await deps.rateLimiter.consume('mailPerAddress', ctx.client.ip);
  await deps.rateLimiter.consume('mailPerAccount', `register:${body.email}`);
  await assertRegistrationOpen(deps, ctx.orgId);
  if (await findAccountByEmail(deps.db, body.email)) return null;
  const { token } = await issueUserToken(deps, {
    purpose: 'register_email',
    userId: null,
    organizationId: ctx.orgId,
    email: body.email,
    ttlMs: LINK_TTL_MS,
  });
  await mailMember(
    deps,
    'registerByEmail',
    ctx.orgId,
    { email: body.email, firstName: '', preferredLanguage: body.preferredLanguage },
    { link: { path: '/register', params: { emailToken: token, email: body.email } } },
  );
  return null;
}

/**
 * Whether a member of the request's organization uses this e-mail. Accounts of other
 * organizations are not this organization's to reveal: for them the answer is `false`.
 */
export async function verifyEmailExists(deps: AuthDeps, ctx: RequestContext, body: { email: string }) {
  await deps.rateLimiter.consume('registerPerAddress', ctx.client.ip);
  const existing = await findAccountWithMembership(deps.db, ctx.orgId, body.email);
  return { exists: existing !== undefined && existing.membershipId !== null };
}

export async function verifyEmail(deps: AuthDeps, ctx: RequestContext, body: { token: string }) {
  const claimed = await claimUserToken(deps, ctx, 'verify_email', body.token);
  if (!claimed?.userId) throw new AppError('auth-015');
  await markEmailVerified(deps.db, claimed.userId, deps.clock.now());
  await ctx.identity.changed({ userId: claimed.userId });
  return { email: claimed.email };
}

/** Sends a new verification link to an unverified member; the answer never tells which. */
export async function resendVerification(deps: AuthDeps, ctx: RequestContext, body: { email: string }): Promise<null> {
  await deps.rateLimiter.consume('mailPerAddress', ctx.client.ip);
  await deps.rateLimiter.consume('mailPerAccount', `verify:${body.email}`);
  const user = await findAccountWithMembership(deps.db, ctx.orgId, body.email);
  if (user && user.membershipId !== null && !user.isVerified) await sendVerification(deps, ctx.orgId, user);
  return null;
}
