import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { organizationColors, organizations } from './organizations.tables.ts';

/**
 * Organizations as other modules read them: their names in both languages, address prefix and
 * logo, to join on `id` (the organization of a certificate, of a mailed learner). PostgreSQL pulls
 * the subquery up into the query that joins it. A function, as `unsafeFiles` of media: it is there
 * even while an import cycle between modules is still loading this one.
 */
export function organizationProfiles() {
  return new QueryBuilder()
    .select({
      id: organizations.id,
      name: organizations.name,
      nameArabic: organizations.nameArabic,
      domainPrefix: organizations.domainPrefix,
      logoId: organizations.logoId,
    })
    .from(organizations)
    .as('organization_profiles');
}

/** The organization's colour of `slug` (`primary`, …), null when it has none. */
export async function organizationColor(db: Db, orgId: number, slug: string): Promise<string | null> {
  const [color] = await db
    .select({ value: organizationColors.value })
    .from(organizationColors)
    .where(inOrganization(organizationColors, orgId, eq(organizationColors.slug, slug)));
  return color?.value ?? null;
}
