import { and, asc, eq, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { viewPer } from '../../platform/read-views.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { organizationMembers, users } from './users.tables.ts';

/**
 * What other modules read of users and memberships, besides the `people` view of `person.ts`:
 * the accounts that signing in checks, and who belongs to an organization.
 */

/** The columns of an account that signing in, its e-mails and its checks read. */
const accountColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  isVerified: users.isVerified,
  firstName: users.firstName,
  lastName: users.lastName,
  preferredLanguage: users.preferredLanguage,
  deactivatedAt: users.deactivatedAt,
  requiresApproval: users.requiresApproval,
  twoFactorEnabled: users.twoFactorEnabled,
};

/** A person's account as signing in reads it: their credentials, state and what its e-mails need. */
export interface Account {
  id: number;
  email: string;
  passwordHash: string | null;
  isVerified: boolean;
  firstName: string;
  lastName: string;
  preferredLanguage: 'en' | 'ar';
  deactivatedAt: Date | null;
  requiresApproval: boolean;
  twoFactorEnabled: boolean;
}

/**
 * Accounts as the sign-in module reads them: a read view over `users` with the columns of
 * `Account` (the password's hash among them), to join on `accounts.id` (the user of a reset
 * link). PostgreSQL pulls the subquery up into the query that joins it.
 */
export const accounts = new QueryBuilder().select(accountColumns).from(users).as('accounts');

/** The account of a user, or undefined. */
export async function findAccount(db: Db | Tx, userId: number): Promise<Account | undefined> {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return account;
}

/** The account whose e-mail is `email` up to case (callers give it in lower case, as the contract's schemas leave it), or undefined. */
export async function findAccountByEmail(db: Db | Tx, email: string): Promise<Account | undefined> {
  const [account] = await db.select(accountColumns).from(users).where(sql`lower(${users.email}) = ${email}`);
  return account;
}

/**
 * The account whose e-mail is `email` (in lower case) with the id of its membership of `orgId`,
 * null when the person is not a member there; undefined when nobody has the address.
 */
export async function findAccountWithMembership(
  db: Db | Tx,
  orgId: number,
  email: string,
): Promise<(Account & { membershipId: number | null }) | undefined> {
  const [account] = await db
    .select({ ...accountColumns, membershipId: organizationMembers.id })
    .from(users)
    .leftJoin(organizationMembers, inOrganization(organizationMembers, orgId, eq(organizationMembers.userId, users.id)))
    .where(sql`lower(${users.email}) = ${email}`);
  return account;
}

/** The account of a member of `orgId`; undefined when the user is not one. */
export async function findMemberAccount(db: Db | Tx, orgId: number, userId: number): Promise<Account | undefined> {
  const [account] = await db
    .select(accountColumns)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(inOrganization(organizationMembers, orgId, eq(organizationMembers.userId, userId)));
  return account;
}

/** The id of the user whose phone number this is (normalized), or null. */
export async function phoneNumberHolder(db: Db | Tx, phoneNumber: string): Promise<number | null> {
  const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
  return holder?.id ?? null;
}

/**
 * An organization's memberships as other modules read them: a read view of who belongs to `orgId`,
 * with which permission set and since when, to join on `userId` (with `people` for the person).
 * PostgreSQL pulls the subquery up into the query that joins it.
 */
export function membershipsIn(orgId: number) {
  return membershipsInViews(orgId, () =>
    new QueryBuilder()
      .select({
        id: organizationMembers.id,
        userId: organizationMembers.userId,
        permissionSetId: organizationMembers.permissionSetId,
        permissionSetIsLocked: organizationMembers.permissionSetIsLocked,
        createdAt: organizationMembers.createdAt,
      })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, orgId))
      .as('memberships'),
  );
}
const membershipsInViews = viewPer<number>();

/** A person's membership of `orgId` (its id and permission set), or undefined when they are not a member. */
export async function findMembership(
  db: Db | Tx,
  orgId: number,
  userId: number,
): Promise<{ id: number; permissionSetId: number } | undefined> {
  const [membership] = await db
    .select({ id: organizationMembers.id, permissionSetId: organizationMembers.permissionSetId })
    .from(organizationMembers)
    .where(inOrganization(organizationMembers, orgId, eq(organizationMembers.userId, userId)));
  return membership;
}

/** The ids of the organization's members. */
export async function listMemberIds(db: Db | Tx, orgId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, orgId));
  return rows.map((row) => row.userId);
}

/** How many members of the organization `organizationId` hold the permission set `permissionSetId` (SQL values or columns). */
export function memberCountOf(organizationId: SQLWrapper, permissionSetId: SQLWrapper): SQL<number> {
  return sql<number>`(select count(*)::int from ${organizationMembers}
  where ${organizationMembers.organizationId} = ${organizationId} and ${organizationMembers.permissionSetId} = ${permissionSetId})`;
}

/**
 * A person's memberships in every organization, to join on `organizationId` (the organizations
 * they may switch to). Unsafe: every organization's, whatever the request's, since the person's
 * own list of organizations is the answer.
 */
export function unsafeMembershipsOf(userId: number) {
  return new QueryBuilder()
    .select({ id: organizationMembers.id, organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .as('memberships');
}

/**
 * The organization of the person's membership of `preferredOrgId` when they have one, else of
 * their first membership; undefined when they belong nowhere. Unsafe: a person's memberships in
 * every organization, for a mail to them about a sign-in that may name an organization they do
 * not belong to.
 */
export async function unsafePreferredMembership(
  db: Db | Tx,
  userId: number,
  preferredOrgId: number,
): Promise<{ organizationId: number } | undefined> {
  const [membership] = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .orderBy(sql`${organizationMembers.organizationId} = ${preferredOrgId} desc`, asc(organizationMembers.id))
    .limit(1);
  return membership;
}

/**
 * Whether the person is a member of an organization other than `orgId`. Unsafe: it reads
 * memberships of every organization, so that an administrator of one is refused a change of an
 * account that would reach into another (docs/decisions/members.md).
 */
export async function unsafeIsMemberElsewhere(db: Db | Tx, orgId: number, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), ne(organizationMembers.organizationId, orgId)))
    .limit(1);
  return other !== undefined;
}

/**
 * A person's names in both languages, as written on what is issued to them (a certificate):
 * undefined when there is no such person. Unsafe: by id alone, for a person the caller found
 * through a row of its organization; a person's names are the same in every organization.
 */
export async function unsafeNamesOf(
  db: Db | Tx,
  userId: number,
): Promise<{ firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null } | undefined> {
  const [person] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameAr: users.firstNameAr,
      lastNameAr: users.lastNameAr,
    })
    .from(users)
    .where(eq(users.id, userId));
  return person;
}
