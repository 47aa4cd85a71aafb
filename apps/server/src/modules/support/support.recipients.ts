import { ConfigKey, type Language } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { findOrganizationNames, listConfiguration } from '../organizations/index.ts';
import { permissionSetsIn } from '../permissions/index.ts';
import { membershipsIn, people } from '../users/index.ts';

export interface OrganizationContact {
  name: { en: string; ar: string };
  /** Where the organization reads contact messages and support tickets. */
  recipients: string[];
}

const EmailValue = z.email();

/**
 * The organization's contact address (configuration `contact_email`) or, when it has none,
 * the e-mails of its administrators (members holding the predefined `organization_admin` set).
 */
export async function getOrganizationContact(db: Db, orgId: number): Promise<OrganizationContact> {
  const [org, [configured]] = await Promise.all([
    findOrganizationNames(db, orgId),
    listConfiguration(db, orgId, [ConfigKey.contactEmail]),
  ]);
  const name = { en: org?.name ?? '', ar: org?.nameArabic || org?.name || '' };
  const address = EmailValue.safeParse(configured?.value);
  if (address.success) return { name, recipients: [address.data.toLowerCase()] };
  const memberships = membershipsIn(orgId);
  const sets = permissionSetsIn(orgId);
  const admins = await db
    .select({ email: people.email })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.userId))
    .innerJoin(sets, and(eq(sets.id, memberships.permissionSetId), eq(sets.slug, 'organization_admin')));
  return { name, recipients: [...new Set(admins.map((a) => a.email.toLowerCase()))] };
}

export function organizationName(contact: OrganizationContact, language: Language): string {
  return contact.name[language] || contact.name.en;
}
