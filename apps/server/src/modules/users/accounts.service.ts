import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { users } from './users.tables.ts';

/*
 * The writes of a person's account (their sign-in) that the sign-in flows (auth) and members
 * administration make. Each runs in the caller's transaction when given one; the caller tells
 * the identity cache (`ctx.identity.changed`) once the transaction has committed.
 */

/**
 * Sets a new password (hashed here) and ends a forced reset. `verifiesEmail`: the password was
 * set through a link mailed to the address, which proves it.
 */
export async function setPassword(
  db: Db | Tx,
  userId: number,
  change: { password: string; at: Date; verifiesEmail?: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(change.password),
      ...(change.verifiesEmail ? { isVerified: true } : {}),
      forceResetPassword: false,
      updatedAt: change.at,
    })
    .where(eq(users.id, userId));
}

/**
 * Hashes a password that has just verified again with today's settings (`isOutdatedHash`), so that
 * stored hashes follow a change of them as their owners sign in. Nothing else of the account changes.
 */
export async function rehashPassword(db: Db | Tx, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** The address is proven (a verification link was followed). */
export async function markEmailVerified(db: Db | Tx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ isVerified: true, updatedAt: at }).where(eq(users.id, userId));
}

/** Sets a verified phone number; another account's number fails on `users_phone_unique`. */
export async function setPhoneNumber(db: Db | Tx, userId: number, phoneNumber: string, at: Date): Promise<void> {
  await db.update(users).set({ phoneNumber, updatedAt: at }).where(eq(users.id, userId));
}

export async function setTwoFactorEnabled(db: Db | Tx, userId: number, enabled: boolean, at: Date): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: enabled, updatedAt: at }).where(eq(users.id, userId));
}

/** Deletes an account; its memberships, sessions and the rest of its rows go with it (cascade). */
export async function deleteUser(db: Db | Tx, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** What an administrator may change of a member's account. */
export type AccountChange = 'deactivate' | 'reactivate' | 'approve' | 'forceReset';

/**
 * Deactivates or reactivates an account, approves one waiting for approval, or holds it at the
 * new-password page from its next request. Ending sessions is the caller's (a deactivation).
 */
export async function applyAccountChange(db: Db | Tx, userId: number, change: AccountChange, at: Date): Promise<void> {
  const set =
    change === 'deactivate'
      ? { deactivatedAt: at }
      : change === 'reactivate'
        ? { deactivatedAt: null }
        : change === 'approve'
          ? { requiresApproval: false }
          : { forceResetPassword: true };
  await db
    .update(users)
    .set({ ...set, updatedAt: at })
    .where(eq(users.id, userId));
}
