import type { Language, User } from '@manara/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashCode, newCode, sameHash } from '../../platform/secrets.ts';
import { unsafeListOutboxSms } from '../../platform/sms.ts';
import { getUserDto, phoneNumberHolder, setPhoneNumber } from '../users/index.ts';
import { organizationOf, signedInUser } from './auth.service.ts';
import { phoneVerifications } from './auth.tables.ts';
import { isUniqueViolation, normalizePhone } from './registration.service.ts';

export type PhoneDeps = Pick<AppDeps, 'db' | 'sms' | 'rateLimiter' | 'clock'>;

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

/** A code is hashed together with whose number it verifies. */
function codeHashOf(code: string, userId: number, phoneNumber: string): string {
  return hashCode(code, `phone:${userId}:${phoneNumber}`);
}

function smsText(language: Language, organizationName: string, code: string): string {
  return language === 'ar'
    ? `${organizationName}: رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال 10 دقائق.`
    : `${organizationName}: your verification code is ${code}. It expires in 10 minutes.`;
}

/**
 * Texts a new code to a number the user wants to use; it replaces any code still pending for
 * them. Counted per user, per number (so nobody can flood a phone) and per address.
 */
export async function sendPhoneVerification(
  deps: PhoneDeps,
  ctx: RequestContext,
  body: { phoneNumber: string },
): Promise<{ phoneNumber: string; expiresAt: string }> {
  const user = signedInUser(ctx);
  await deps.rateLimiter.consume('smsPerAddress', ctx.client.ip);
  await deps.rateLimiter.consume('smsPerAccount', String(user.id));
  const phoneNumber = normalizePhone(body.phoneNumber);
  const holder = await phoneNumberHolder(deps.db, phoneNumber);
  if (holder !== null && holder !== user.id) throw new AppError('auth-011');
  await deps.rateLimiter.consume('smsPerNumber', phoneNumber);

  const code = newCode();
  const expiresAt = new Date(deps.clock.now().getTime() + CODE_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, user.id), isNull(phoneVerifications.verifiedAt)));
    await tx
      .insert(phoneVerifications)
      .values({ userId: user.id, phoneNumber, codeHash: codeHashOf(code, user.id, phoneNumber), expiresAt });
  });
  const organization = await organizationOf(deps, ctx.orgId);
  const organizationName = ctx.language === 'ar' ? organization.nameArabic : organization.name;
  await deps.sms.send({
    to: phoneNumber,
    text: smsText(ctx.language, organizationName, code),
    organizationId: ctx.orgId,
  });
  return { phoneNumber, expiresAt: expiresAt.toISOString() };
}

/**
 * Checks a texted code and makes the number the user's. Each try uses one of the five attempts
 * in the same statement that checks one is left, so parallel guesses cannot exceed them.
 */
export async function verifyPhoneNumber(
  deps: PhoneDeps,
  ctx: RequestContext,
  body: { phoneNumber: string; code: string },
): Promise<User> {
  const user = signedInUser(ctx);
  await deps.rateLimiter.consume('phoneVerifyPerAddress', ctx.client.ip);
  const phoneNumber = normalizePhone(body.phoneNumber);
  const [pending] = await deps.db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, user.id),
        eq(phoneVerifications.phoneNumber, phoneNumber),
        isNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(desc(phoneVerifications.id))
    .limit(1);
  if (!pending) throw new AppError('auth-023');
  const [attempt] = await deps.db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.id, pending.id), lt(phoneVerifications.attempts, MAX_ATTEMPTS)))
    .returning({ codeHash: phoneVerifications.codeHash });
  if (!attempt || !sameHash(attempt.codeHash, codeHashOf(body.code, user.id, phoneNumber))) {
    throw new AppError('auth-023');
  }
  try {
    await deps.db.transaction(async (tx) => {
      const [verified] = await tx
        .update(phoneVerifications)
        .set({ verifiedAt: deps.clock.now() })
        .where(and(eq(phoneVerifications.id, pending.id), isNull(phoneVerifications.verifiedAt)))
        .returning({ id: phoneVerifications.id });
      if (!verified) throw new AppError('auth-023');
      await setPhoneNumber(tx, user.id, phoneNumber, deps.clock.now());
    });
  } catch (error) {
    // Another account took the number since the code was sent.
    if (isUniqueViolation(error, 'users_phone_unique')) throw new AppError('auth-011');
    throw error;
  }
  await ctx.identity.changed({ userId: user.id });
  return getUserDto(deps.db, ctx.orgId, user.id);
}

/** The dev outbox of text messages; `to` may be written as people write numbers (`0501234567`). */
export async function listSmsOutbox(deps: PhoneDeps, query: { skip: number; take: number; to?: string | undefined }) {
  if (deps.sms.kind !== 'outbox') throw new AppError('common-001');
  let to = query.to;
  try {
    if (to) to = normalizePhone(to);
  } catch {
    // Not a phone number: matched as written, so it finds nothing rather than failing.
  }
  return unsafeListOutboxSms(deps.db, { ...query, to });
}
