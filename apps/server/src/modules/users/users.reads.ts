import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { organizationMembers } from './users.tables.ts';

/*
 * How other modules read the users module's tables, which they never import: read views to join
 * (plain subqueries, which PostgreSQL pulls up into the statement that joins them). People
 * themselves are read through `people` (person.ts).
 */

/** The organization's members: who belongs to it and with which permission set, to join on `people`. */
export function membersIn(orgId: number) {
  return new QueryBuilder()
    .select({
      userId: organizationMembers.userId,
      permissionSetId: organizationMembers.permissionSetId,
      createdAt: organizationMembers.createdAt,
    })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, orgId))
    .as('members');
}
