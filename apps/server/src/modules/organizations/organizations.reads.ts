import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { organizationColors, organizations } from './organizations.tables.ts';

/** What names an organization to people: its names in both languages and the domain prefix its links carry. */
const nameColumns = {
  id: organizations.id,
  name: organizations.name,
  nameArabic: organizations.nameArabic,
  domainPrefix: organizations.domainPrefix,
};

/**
 * Organizations by name as other modules read them, with their logo's id: a read view to join on
 * `id` (a mail signed with the organization's name, the organizations a person belongs to, a
 * certificate's issuer). PostgreSQL pulls the
 * subquery up into the query that joins it.
 */
export const organizationNames = new QueryBuilder()
  .select({ ...nameColumns, logoId: organizations.logoId })
  .from(organizations)
  .as('organization_names');

/** The names and domain prefix of an organization, or undefined when there is none of that id. */
export async function findOrganizationNames(
  db: Db | Tx,
  orgId: number,
): Promise<{ id: number; name: string; nameArabic: string; domainPrefix: string } | undefined> {
  const [organization] = await db.select(nameColumns).from(organizations).where(eq(organizations.id, orgId));
  return organization;
}

/** The organization's currency (the default of its new offerings' prices), or undefined for no such organization. */
export async function currencyOf(db: Db, orgId: number): Promise<string | undefined> {
  const [org] = await db
    .select({ currencyCode: organizations.currencyCode })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.currencyCode;
}

/** The organization's colour of `slug` (`primary`, …), null when it has none. */
export async function organizationColor(db: Db, orgId: number, slug: string): Promise<string | null> {
  const [color] = await db
    .select({ value: organizationColors.value })
    .from(organizationColors)
    .where(inOrganization(organizationColors, orgId, eq(organizationColors.slug, slug)));
  return color?.value ?? null;
}
