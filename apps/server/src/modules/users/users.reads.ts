import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { organizationMembers, users } from './users.tables.ts';

/** The person's membership of organization `orgId`, or undefined when they are not a member there. */
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
