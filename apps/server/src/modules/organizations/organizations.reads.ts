import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from './organizations.tables.ts';

/*
 * How other modules read the organizations module's tables, which they never import.
 */

/** The organization's currency (the default of its new offerings' prices), or undefined for no such organization. */
export async function currencyOf(db: Db, orgId: number): Promise<string | undefined> {
  const [org] = await db
    .select({ currencyCode: organizations.currencyCode })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.currencyCode;
}
