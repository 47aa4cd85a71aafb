import { ConfigKey, type Language } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listConfiguration } from '../organizations/index.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { permissionSets } from '../permissions/permissions.tables.ts';
import { organizationMembers, users } from '../users/users.tables.ts';

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
  const [[org], [configured]] = await Promise.all([
    db
      .select({ name: organizations.name, nameArabic: organizations.nameArabic })
      .from(organizations)
      .where(eq(organizations.id, orgId)),
    listConfiguration(db, orgId, [ConfigKey.contactEmail]),
  ]);
  const name = { en: org?.name ?? '', ar: org?.nameArabic || org?.name || '' };
  const address = EmailValue.safeParse(configured?.value);
  if (address.success) return { name, recipients: [address.data.toLowerCase()] };
  const admins = await db
    .select({ email: users.email })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(
      permissionSets,
      and(eq(permissionSets.id, organizationMembers.permissionSetId), eq(permissionSets.slug, 'organization_admin')),
    )
    .where(eq(organizationMembers.organizationId, orgId));
  return { name, recipients: [...new Set(admins.map((a) => a.email.toLowerCase()))] };
}

export function organizationName(contact: OrganizationContact, language: Language): string {
  return contact.name[language] || contact.name.en;
}
