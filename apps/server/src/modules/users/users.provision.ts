import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { organizationMembers, users } from './users.tables.ts';

export interface NewUser {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
  firstNameAr?: string;
  lastNameAr?: string;
  city?: string;
  preferredLanguage?: 'en' | 'ar';
  type?: 'ADMIN' | 'MEMBER';
  isVerified?: boolean;
  forceResetPassword?: boolean;
}

/** Creates a user and their membership of one organization with the given permission set. */
export async function provisionMember(tx: Tx, orgId: number, permissionSetId: number, input: NewUser) {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      firstName: input.firstName,
      lastName: input.lastName,
      firstNameAr: input.firstNameAr ?? null,
      lastNameAr: input.lastNameAr ?? null,
      city: input.city ?? null,
      preferredLanguage: input.preferredLanguage ?? 'en',
      type: input.type ?? 'MEMBER',
      isVerified: input.isVerified ?? true,
      forceResetPassword: input.forceResetPassword ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(organizationMembers).values({ organizationId: orgId, userId: user.id, permissionSetId });
  return user;
}

/** A person who registers themselves: the password is hashed already (outside the transaction). */
export type RegisteringPerson = Pick<
  typeof users.$inferInsert,
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'city'
  | 'phoneNumber'
  | 'preferredLanguage'
  | 'isVerified'
  | 'requiresApproval'
>;

/**
 * Creates the account of a person who registers and their membership with the given set, in the
 * registration's transaction. A taken e-mail or phone number fails on `users_email_unique` or
 * `users_phone_unique`.
 */
export async function provisionRegisteredMember(
  tx: Tx,
  orgId: number,
  permissionSetId: number,
  person: RegisteringPerson,
): Promise<{ id: number }> {
  const [user] = await tx.insert(users).values(person).returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(organizationMembers).values({ organizationId: orgId, userId: user.id, permissionSetId });
  return user;
}

/** A person an administrator invites, by e-mail (lower case). */
export type InvitedPerson = Pick<
  typeof users.$inferInsert,
  'email' | 'firstName' | 'lastName' | 'firstNameAr' | 'lastNameAr' | 'preferredLanguage'
>;

/** A new account, an existing account that joined, or a person who was a member already. */
export type InviteOutcome = 'created' | 'added' | 'alreadyMember';

/**
 * Makes an invited person a member with the given set, in the invitation's transaction: a new,
 * unverified account when the e-mail is unknown, else the existing account joins. Safe to run in
 * parallel for the same e-mail: the unique e-mail and membership decide, one wins.
 */
export async function provisionInvitedMember(
  tx: Tx,
  orgId: number,
  permissionSetId: number,
  person: InvitedPerson,
): Promise<{ outcome: InviteOutcome; userId: number; hasPassword: boolean }> {
  const [inserted] = await tx
    .insert(users)
    .values({ ...person, isVerified: false })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const [found] = inserted
    ? [{ ...inserted, passwordHash: null as string | null }]
    : await tx
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) = ${person.email}`);
  if (!found) throw new Error('the invited person is neither new nor found');
  const [membership] = await tx
    .insert(organizationMembers)
    .values({ organizationId: orgId, userId: found.id, permissionSetId })
    .onConflictDoNothing()
    .returning({ id: organizationMembers.id });
  const outcome: InviteOutcome = !membership ? 'alreadyMember' : inserted ? 'created' : 'added';
  return { outcome, userId: found.id, hasPassword: found.passwordHash !== null };
}
