import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, MemberPermission as M } from '@manara/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { provisionOrganizationPermissions } from '../permissions/index.ts';
import {
  configurationKeys,
  organizationColors,
  organizationConfigurations,
  organizationSettings,
  organizations,
} from './organizations.tables.ts';

export interface NewOrganization {
  name: string;
  nameArabic: string;
  domainPrefix: string;
  description?: string;
  studentUrl?: string;
  adminUrl?: string;
  logoId?: number | null;
  iconId?: number | null;
  fontFamilyId?: number | null;
  colors?: Record<string, string>;
  /** Organization permissions of its plan (default: organization_everything). */
  organizationPermissions?: string[];
  /** Configuration values that differ from the keys' defaults. */
  configuration?: Record<string, unknown>;
}

/** The member permission sets every organization starts with. */
export const predefinedSets = [
  {
    slug: 'organization_admin',
    name: 'Organization administrator',
    nameAr: 'مسؤول المؤسسة',
    canBeEdited: false,
    isDefault: false,
    permissions: ['organization_member_full_access'],
  },
  {
    slug: 'instructor',
    name: 'Instructor',
    nameAr: 'مدرّب',
    canBeEdited: true,
    isDefault: false,
    permissions: [
      M.accessCourses,
      M.accessExternalCourses,
      M.accessCommunities,
      M.accessEvents,
      M.accessSkillsDevelopment,
      M.accessCoaching,
      M.instructorPortal,
    ],
  },
  {
    slug: 'learner',
    name: 'Learner',
    nameAr: 'متعلّم',
    canBeEdited: true,
    isDefault: true,
    permissions: [
      M.accessCourses,
      M.accessExternalCourses,
      M.accessCommunities,
      M.accessEvents,
      M.accessSkillsDevelopment,
      M.accessCoaching,
    ],
  },
] as const;

export type PredefinedSetSlug = (typeof predefinedSets)[number]['slug'];

/**
 * Creates an organization with everything it needs to work: settings, colours, its plan's
 * organization permissions, configuration values and the predefined permission sets.
 * Returns the new id and the ids of its sets by slug.
 */
export async function provisionOrganization(tx: Tx, input: NewOrganization) {
  const [org] = await tx
    .insert(organizations)
    .values({
      name: input.name,
      nameArabic: input.nameArabic,
      domainPrefix: input.domainPrefix.toLowerCase(),
      description: input.description ?? null,
      studentUrl: input.studentUrl ?? null,
      adminUrl: input.adminUrl ?? null,
      logoId: input.logoId ?? null,
      iconId: input.iconId ?? null,
      fontFamilyId: input.fontFamilyId ?? null,
    })
    .returning({ id: organizations.id });
  if (!org) throw new Error('organization insert returned nothing');
  await tx.insert(organizationSettings).values({ organizationId: org.id });

  const colors = { primary: DEFAULT_PRIMARY_COLOR, secondary: DEFAULT_SECONDARY_COLOR, ...input.colors };
  await tx
    .insert(organizationColors)
    .values(Object.entries(colors).map(([slug, value]) => ({ organizationId: org.id, slug, value })));

  const setIds = await provisionOrganizationPermissions(tx, org.id, {
    organizationPermissions: input.organizationPermissions ?? ['organization_everything'],
    sets: predefinedSets,
  });

  const entries = Object.entries(input.configuration ?? {});
  if (entries.length) {
    const keys = await tx
      .select()
      .from(configurationKeys)
      .where(
        inArray(
          configurationKeys.key,
          entries.map(([k]) => k),
        ),
      );
    await tx.insert(organizationConfigurations).values(
      entries.map(([key, value]) => {
        const row = keys.find((k) => k.key === key);
        if (!row) throw new Error(`unknown configuration key: ${key}`);
        return { organizationId: org.id, configurationKeyId: row.id, value };
      }),
    );
  }

  return { id: org.id, domainPrefix: input.domainPrefix.toLowerCase(), setIds };
}
