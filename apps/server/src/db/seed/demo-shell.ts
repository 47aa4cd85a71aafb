import { ConfigKey, MemberPermission as M, PermissionContext } from '@manara/contract';
import { eq, inArray } from 'drizzle-orm';
import { orgAnnouncements, orgAnnouncementTranslations } from '../../modules/announcements/announcements.tables.ts';
import { configurationKeys, organizationConfigurations } from '../../modules/organizations/organizations.tables.ts';
import { permissionSetPermissions, permissionSets, permissions } from '../../modules/permissions/permissions.tables.ts';
import { provisionMember } from '../../modules/users/index.ts';
import { registrationFields, userFieldValues } from '../../modules/users/users.tables.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import type { Tx } from '../client.ts';

/** Where the demo organization reads contact-us messages and support tickets. */
export const DEMO_CONTACT_EMAIL = 'contact@demo.test';

const DAY_MS = 24 * 3600 * 1000;

/** Two announcements of the demo organization in both languages; the newest links to a page. */
async function seedAnnouncements(tx: Tx, orgId: number): Promise<void> {
  const now = Date.now();
  const announcements = [
    {
      createdAt: new Date(now - 2 * DAY_MS),
      externalLink: null,
      en: 'The library is open around the clock during the exam period. Good luck to every learner!',
      ar: 'المكتبة مفتوحة على مدار الساعة خلال فترة الاختبارات. بالتوفيق لجميع المتدرّبين!',
    },
    {
      createdAt: new Date(now - 3600 * 1000),
      externalLink: 'https://example.com/demo-academy/spring-programme',
      en: 'Registration for the spring leadership programme is open until the end of the month.',
      ar: 'التسجيل في برنامج القيادة لفصل الربيع مفتوح حتى نهاية الشهر.',
    },
  ];
  for (const a of announcements) {
    const [row] = await tx
      .insert(orgAnnouncements)
      .values({
        organizationId: orgId,
        externalLink: a.externalLink,
        startDate: a.createdAt,
        endDate: new Date(now + 365 * DAY_MS),
        createdAt: a.createdAt,
        updatedAt: a.createdAt,
      })
      .returning({ id: orgAnnouncements.id });
    if (!row) throw new Error('announcement insert returned nothing');
    await tx.insert(orgAnnouncementTranslations).values([
      { announcementId: row.id, language: 'en', body: a.en },
      { announcementId: row.id, language: 'ar', body: a.ar },
    ]);
  }
}

async function setConfiguration(tx: Tx, orgId: number, key: string, value: unknown): Promise<void> {
  const [row] = await tx
    .select({ id: configurationKeys.id })
    .from(configurationKeys)
    .where(eq(configurationKeys.key, key));
  if (!row) throw new Error(`unknown configuration key ${key}`);
  await tx
    .insert(organizationConfigurations)
    .values({ organizationId: orgId, configurationKeyId: row.id, value })
    .onConflictDoUpdate({
      target: [organizationConfigurations.organizationId, organizationConfigurations.configurationKeyId],
      set: { value },
    });
}

/**
 * A learner whose set lacks `access_courses` (set "Restricted learner"): the route guard's
 * not-allowed page can be seen with `restricted@demo.test`.
 */
async function seedRestrictedLearner(tx: Tx, orgId: number, password: string): Promise<void> {
  const [set] = await tx
    .insert(permissionSets)
    .values({
      organizationId: orgId,
      slug: 'restricted_learner',
      name: 'Restricted learner',
      nameAr: 'متعلّم بصلاحيات محدودة',
      contextId: PermissionContext.organizationMember,
    })
    .returning({ id: permissionSets.id });
  if (!set) throw new Error('permission set insert returned nothing');
  const slugs = [
    M.accessExternalCourses,
    M.accessCommunities,
    M.accessEvents,
    M.accessSkillsDevelopment,
    M.accessCoaching,
  ];
  const rows = await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.slug, slugs));
  await tx.insert(permissionSetPermissions).values(rows.map((p) => ({ permissionSetId: set.id, permissionId: p.id })));
  const user = await provisionMember(tx, orgId, set.id, {
    email: 'restricted@demo.test',
    password,
    firstName: 'Huda',
    lastName: 'Rahman',
    firstNameAr: 'هدى',
    lastNameAr: 'الرحمن',
    city: 'Medina',
  });
  // A complete profile, so that the complete-profile dialog does not cover the page under test.
  const answers: Record<string, string> = { jobTitle: 'Research assistant', sector: 'academic' };
  const fields = await tx
    .select({ id: registrationFields.id, fieldKey: registrationFields.fieldKey })
    .from(registrationFields)
    .where(inOrganization(registrationFields, orgId, inArray(registrationFields.fieldKey, Object.keys(answers))));
  if (fields.length) {
    await tx
      .insert(userFieldValues)
      .values(fields.map((f) => ({ userId: user.id, fieldId: f.id, value: answers[f.fieldKey] ?? '' })));
  }
}

/** The demo data of the app shell and the public site (issue 4). */
export async function seedShellDemoData(tx: Tx, orgId: number, password: string): Promise<void> {
  await setConfiguration(tx, orgId, ConfigKey.contactEmail, DEMO_CONTACT_EMAIL);
  await seedAnnouncements(tx, orgId);
  await seedRestrictedLearner(tx, orgId, password);
}
