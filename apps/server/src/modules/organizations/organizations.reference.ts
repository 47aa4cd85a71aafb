/**
 * What an organization's settings choose from, the same in every database: the configuration keys
 * with their defaults, the terminology keys with their default texts, the fonts. The module's
 * reference data (its manifest's `seed.reference`), brought up to date at every start.
 */
import { ConfigKey } from '@manara/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { configurationKeys, fontFamilies, fontStyles, terminologyKeys } from './organizations.tables.ts';

/** Configuration keys with their defaults (DESIGN: demo organization 1 turns most on). */
const configKeys: { key: string; defaultValue: unknown; isSecret?: boolean; isEditableByOrgAdmin?: boolean }[] = [
  { key: ConfigKey.twoFactorEnabled, defaultValue: false },
  { key: ConfigKey.selfRegistrationEnabled, defaultValue: false },
  { key: ConfigKey.registrationApproval, defaultValue: { strategy: 'off', domain: null } },
  { key: ConfigKey.marketplaceEnabled, defaultValue: false },
  { key: ConfigKey.selfEnrollmentEnabled, defaultValue: false },
  { key: ConfigKey.anonymousCourseView, defaultValue: false },
  { key: ConfigKey.anonymousExternalCourseView, defaultValue: false },
  { key: ConfigKey.anonymousEventView, defaultValue: false },
  { key: ConfigKey.certificatesEnabled, defaultValue: false },
  { key: ConfigKey.walletEnabled, defaultValue: false },
  { key: ConfigKey.groupsEnabled, defaultValue: false },
  { key: ConfigKey.contactEmail, defaultValue: null },
  { key: ConfigKey.footerHidden, defaultValue: false, isEditableByOrgAdmin: false },
  { key: ConfigKey.adminPassingCriteria, defaultValue: true, isEditableByOrgAdmin: false },
  { key: ConfigKey.instructorPassingCriteria, defaultValue: false },
  { key: ConfigKey.moyasarCredentials, defaultValue: null, isSecret: true },
  { key: ConfigKey.tamaraCredentials, defaultValue: null, isSecret: true },
  { key: ConfigKey.tabbyCredentials, defaultValue: null, isSecret: true },
  { key: ConfigKey.smsCredentials, defaultValue: null, isSecret: true },
];

type Term = {
  slug: string;
  isRequired?: boolean;
  isMedia?: boolean;
  defaultMediaUrl?: string;
  en?: [string, string];
  ar?: [string, string];
};

const terms: Term[] = [
  { slug: 'auth_image', isMedia: true, defaultMediaUrl: '/brand/auth.svg' },
  { slug: 'login_organization_logo', isMedia: true },
  { slug: 'course_header_image', isMedia: true, defaultMediaUrl: '/brand/header-courses.svg' },
  { slug: 'event_header_image', isMedia: true, defaultMediaUrl: '/brand/header-events.svg' },
  { slug: 'external_course_header_image', isMedia: true, defaultMediaUrl: '/brand/header-courses.svg' },
  {
    slug: 'banner_title',
    en: ['Learn without limits', 'Learn without limits'],
    ar: ['تعلّم بلا حدود', 'تعلّم بلا حدود'],
  },
  {
    slug: 'banner_subtitle',
    en: [
      'Courses, events and communities for your organization',
      'Courses, events and communities for your organization',
    ],
    ar: ['دورات وفعاليات ومجتمعات لمؤسستك', 'دورات وفعاليات ومجتمعات لمؤسستك'],
  },
  { slug: 'blended', en: ['Blended course', 'Blended courses'], ar: ['دورة مدمجة', 'دورات مدمجة'] },
  { slug: 'course', isRequired: true, en: ['Course', 'Courses'], ar: ['دورة', 'دورات'] },
  { slug: 'dashboard', isRequired: true, en: ['Dashboard', 'Dashboards'], ar: ['لوحة المعلومات', 'لوحات المعلومات'] },
  { slug: 'instructor', isRequired: true, en: ['Instructor', 'Instructors'], ar: ['مدرّب', 'مدرّبون'] },
  { slug: 'module', isRequired: true, en: ['Module', 'Modules'], ar: ['وحدة', 'وحدات'] },
  { slug: 'student', isRequired: true, en: ['Student', 'Students'], ar: ['طالب', 'طلاب'] },
  {
    slug: 'enrollment_terms_and_conditions',
    en: ['By enrolling you agree to the terms of use of this organization.', ''],
    ar: ['بالتسجيل فإنك توافق على شروط الاستخدام الخاصة بهذه المؤسسة.', ''],
  },
  {
    slug: 'photo_usage_permission_text',
    en: ['I allow the organization to use photos taken during its activities.', ''],
    ar: ['أسمح للمؤسسة باستخدام الصور الملتقطة أثناء أنشطتها.', ''],
  },
  {
    slug: 'external_courses_accreditation_notice',
    en: ['External courses are accredited by their providers.', ''],
    ar: ['الدورات الخارجية معتمدة من الجهات المقدّمة لها.', ''],
  },
];

const fonts = [
  { name: 'IBM Plex Sans Arabic', weights: [400, 500, 700] },
  { name: 'Cairo', weights: [400, 600, 700] },
];

/** Writes the keys and fonts over what the database holds (idempotent); an organization's own values stay. */
export async function syncOrganizationSettingsCatalogue(tx: Db | Tx): Promise<void> {
  await tx
    .insert(configurationKeys)
    .values(
      configKeys.map((k) => ({
        key: k.key,
        defaultValue: k.defaultValue,
        isSecret: k.isSecret ?? false,
        isEditableByOrgAdmin: k.isEditableByOrgAdmin ?? true,
      })),
    )
    .onConflictDoUpdate({
      target: configurationKeys.key,
      set: {
        defaultValue: sql`excluded.default_value`,
        isSecret: sql`excluded.is_secret`,
        isEditableByOrgAdmin: sql`excluded.is_editable_by_org_admin`,
      },
    });
  await tx
    .insert(terminologyKeys)
    .values(
      terms.map((t) => ({
        slug: t.slug,
        isRequired: t.isRequired ?? false,
        isMedia: t.isMedia ?? false,
        defaultMediaUrl: t.defaultMediaUrl ?? null,
        singularEn: t.en?.[0] ?? '',
        pluralEn: t.en?.[1] ?? '',
        singularAr: t.ar?.[0] ?? '',
        pluralAr: t.ar?.[1] ?? '',
      })),
    )
    .onConflictDoUpdate({
      target: terminologyKeys.slug,
      set: {
        isRequired: sql`excluded.is_required`,
        isMedia: sql`excluded.is_media`,
        defaultMediaUrl: sql`excluded.default_media_url`,
        singularEn: sql`excluded.singular_en`,
        pluralEn: sql`excluded.plural_en`,
        singularAr: sql`excluded.singular_ar`,
        pluralAr: sql`excluded.plural_ar`,
      },
    });
  const familyRows = await tx
    .insert(fontFamilies)
    .values(fonts.map((f) => ({ name: f.name })))
    .onConflictDoUpdate({ target: fontFamilies.name, set: { name: sql`excluded.name` } })
    .returning({ id: fontFamilies.id, name: fontFamilies.name });
  const familyIds = familyRows.map((f) => f.id);
  await tx.delete(fontStyles).where(inArray(fontStyles.fontFamilyId, familyIds));
  await tx.insert(fontStyles).values(
    familyRows.flatMap((f) =>
      (fonts.find((x) => x.name === f.name)?.weights ?? []).map((weight) => ({
        fontFamilyId: f.id,
        weight,
        isItalic: false,
        url: null,
      })),
    ),
  );
}
