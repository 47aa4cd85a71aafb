import {
  PermissionContext as C,
  ConfigKey,
  MemberPermission as M,
  OrganizationPermission as O,
} from '@manara/contract';
import { inArray, sql } from 'drizzle-orm';
import {
  configurationKeys,
  fontFamilies,
  fontStyles,
  terminologyKeys,
} from '../modules/organizations/organizations.tables.ts';
import {
  permissionCategories,
  permissionContexts,
  permissionPeers,
  permissionPrerequisites,
  permissions,
} from '../modules/permissions/permissions.tables.ts';
import type { Db } from './client.ts';

/**
 * Reference data every database needs whatever its content: permission catalogue,
 * configuration keys, terminology keys, fonts. Brought up to date at every start (idempotent).
 */
const contexts = [
  { id: C.global, slug: 'global', nameEn: 'Platform', nameAr: 'المنصة' },
  { id: C.user, slug: 'user', nameEn: 'User', nameAr: 'المستخدم' },
  { id: C.organization, slug: 'organization', nameEn: 'Organization', nameAr: 'المؤسسة' },
  { id: C.organizationMember, slug: 'organization_member', nameEn: 'Organization member', nameAr: 'عضو المؤسسة' },
  { id: C.course, slug: 'course', nameEn: 'Course', nameAr: 'الدورة' },
];

const categories = [
  { slug: 'platform', nameEn: 'Platform', nameAr: 'المنصة' },
  { slug: 'features', nameEn: 'Organization features', nameAr: 'ميزات المؤسسة' },
  { slug: 'content', nameEn: 'Content management', nameAr: 'إدارة المحتوى' },
  { slug: 'learning', nameEn: 'Learning', nameAr: 'التعلّم' },
  { slug: 'administration', nameEn: 'Administration', nameAr: 'الإدارة' },
];

interface PermissionSeed {
  slug: string;
  en: string;
  ar: string;
  context: number;
  category: string;
  hidden?: boolean;
  requires?: string[];
  peers?: string[];
}

const catalogue: PermissionSeed[] = [
  {
    slug: 'global_everything',
    en: 'Everything on the platform',
    ar: 'كل شيء في المنصة',
    context: C.global,
    category: 'platform',
    hidden: true,
  },
  {
    slug: 'user_everything',
    en: 'Everything about a user',
    ar: 'كل ما يخص المستخدم',
    context: C.user,
    category: 'platform',
    hidden: true,
  },
  {
    slug: 'organization_everything',
    en: 'Every organization feature',
    ar: 'كل ميزات المؤسسة',
    context: C.organization,
    category: 'features',
    hidden: true,
  },
  {
    slug: 'organization_member_full_access',
    en: 'Full access for a member',
    ar: 'وصول كامل للعضو',
    context: C.organizationMember,
    category: 'administration',
    hidden: true,
  },
  {
    slug: 'whatever',
    en: 'Everything in a course',
    ar: 'كل شيء في الدورة',
    context: C.course,
    category: 'learning',
    hidden: true,
  },
  // Organization permissions (spec 1 §6)
  { slug: O.everything, en: 'All features', ar: 'جميع الميزات', context: C.organization, category: 'features' },
  { slug: O.enabled, en: 'Organization enabled', ar: 'المؤسسة مفعّلة', context: C.organization, category: 'features' },
  {
    slug: O.registrationEnabled,
    en: 'Registration',
    ar: 'التسجيل',
    context: C.organization,
    category: 'features',
    requires: [O.enabled],
  },
  {
    slug: O.lms,
    en: 'Learning management',
    ar: 'إدارة التعلّم',
    context: C.organization,
    category: 'features',
    requires: [O.enabled],
  },
  {
    slug: O.coaching,
    en: 'Coaching',
    ar: 'التوجيه المهني',
    context: C.organization,
    category: 'features',
    requires: [O.enabled],
  },
  {
    slug: O.socialPlatform,
    en: 'Social platform',
    ar: 'المنصة الاجتماعية',
    context: C.organization,
    category: 'features',
    requires: [O.enabled],
  },
  {
    slug: O.socialEvents,
    en: 'Social events',
    ar: 'الفعاليات',
    context: C.organization,
    category: 'features',
    requires: [O.socialPlatform],
  },
  {
    slug: O.learningPath,
    en: 'Learning paths',
    ar: 'المسارات التعليمية',
    context: C.organization,
    category: 'features',
    requires: [O.enabled],
  },
  {
    slug: O.crudCourses,
    en: 'Manage courses',
    ar: 'إدارة الدورات',
    context: C.organization,
    category: 'content',
    requires: [O.lms],
  },
  {
    slug: O.crudExternalCourses,
    en: 'Manage external courses',
    ar: 'إدارة الدورات الخارجية',
    context: C.organization,
    category: 'content',
    requires: [O.lms],
  },
  {
    slug: O.crudMembers,
    en: 'Manage members',
    ar: 'إدارة الأعضاء',
    context: C.organization,
    category: 'administration',
    requires: [O.enabled],
  },
  {
    slug: O.crudSpecializations,
    en: 'Manage specializations',
    ar: 'إدارة التخصصات',
    context: C.organization,
    category: 'content',
    requires: [O.lms],
  },
  {
    slug: O.crudSocialGroups,
    en: 'Manage social groups',
    ar: 'إدارة المجموعات',
    context: C.organization,
    category: 'content',
    requires: [O.socialPlatform],
  },
  {
    slug: O.crudSocialEvents,
    en: 'Manage social events',
    ar: 'إدارة الفعاليات',
    context: C.organization,
    category: 'content',
    requires: [O.socialEvents],
  },
  {
    slug: O.crudLearningPaths,
    en: 'Manage learning paths',
    ar: 'إدارة المسارات',
    context: C.organization,
    category: 'content',
    requires: [O.learningPath],
  },
  {
    slug: O.crudChecklists,
    en: 'Manage checklists',
    ar: 'إدارة قوائم المهام',
    context: C.organization,
    category: 'content',
    requires: [O.learningPath],
  },
  {
    slug: O.crudSupportTeams,
    en: 'Manage support teams',
    ar: 'إدارة فرق الدعم',
    context: C.organization,
    category: 'administration',
    requires: [O.enabled],
  },
  // Member permissions (spec 1 §6)
  { slug: M.fullAccess, en: 'Full access', ar: 'وصول كامل', context: C.organizationMember, category: 'learning' },
  {
    slug: M.accessCourses,
    en: 'Courses',
    ar: 'الدورات',
    context: C.organizationMember,
    category: 'learning',
    requires: [O.lms],
  },
  {
    slug: M.accessExternalCourses,
    en: 'External courses',
    ar: 'الدورات الخارجية',
    context: C.organizationMember,
    category: 'learning',
    requires: [O.lms, M.accessCourses],
  },
  {
    slug: M.accessCommunities,
    en: 'Communities',
    ar: 'المجتمعات',
    context: C.organizationMember,
    category: 'learning',
    requires: [O.socialPlatform],
  },
  {
    slug: M.accessEvents,
    en: 'Events',
    ar: 'الفعاليات',
    context: C.organizationMember,
    category: 'learning',
    requires: [O.socialEvents],
  },
  {
    slug: M.accessSkillsDevelopment,
    en: 'Skills development',
    ar: 'تطوير المهارات',
    context: C.organizationMember,
    category: 'learning',
    requires: [O.learningPath],
  },
  {
    slug: M.accessCoaching,
    en: 'Coaching',
    ar: 'التوجيه المهني',
    context: C.organizationMember,
    category: 'learning',
    requires: [O.coaching],
  },
  {
    slug: M.administratorPortal,
    en: 'Administrator portal',
    ar: 'بوابة الإدارة',
    context: C.organizationMember,
    category: 'administration',
    requires: [O.enabled],
    peers: [M.managePermissionSets, M.manageOrganization],
  },
  {
    slug: M.instructorPortal,
    en: 'Instructor portal',
    ar: 'بوابة المدرب',
    context: C.organizationMember,
    category: 'administration',
    requires: [O.lms],
  },
  {
    slug: M.managePermissionSets,
    en: 'Manage permission sets',
    ar: 'إدارة مجموعات الصلاحيات',
    context: C.organizationMember,
    category: 'administration',
    requires: [O.crudMembers],
  },
  {
    slug: M.manageOrganization,
    en: 'Manage the organization',
    ar: 'إدارة المؤسسة',
    context: C.organizationMember,
    category: 'administration',
    requires: [O.enabled],
  },
];

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

export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissionContexts)
      .values(contexts)
      .onConflictDoUpdate({
        target: permissionContexts.id,
        set: { slug: sql`excluded.slug`, nameEn: sql`excluded.name_en`, nameAr: sql`excluded.name_ar` },
      });
    const categoryRows = await tx
      .insert(permissionCategories)
      .values(categories)
      .onConflictDoUpdate({
        target: permissionCategories.slug,
        set: { nameEn: sql`excluded.name_en`, nameAr: sql`excluded.name_ar` },
      })
      .returning({ id: permissionCategories.id, slug: permissionCategories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
    const permissionRows = await tx
      .insert(permissions)
      .values(
        catalogue.map((p) => ({
          slug: p.slug,
          nameEn: p.en,
          nameAr: p.ar,
          isHidden: p.hidden ?? false,
          contextId: p.context,
          categoryId: categoryId.get(p.category) ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: permissions.slug,
        set: {
          nameEn: sql`excluded.name_en`,
          nameAr: sql`excluded.name_ar`,
          isHidden: sql`excluded.is_hidden`,
          contextId: sql`excluded.context_id`,
          categoryId: sql`excluded.category_id`,
        },
      })
      .returning({ id: permissions.id, slug: permissions.slug });
    const idOf = new Map(permissionRows.map((p) => [p.slug, p.id]));
    const ids = [...idOf.values()];
    await tx.delete(permissionPrerequisites).where(inArray(permissionPrerequisites.permissionId, ids));
    await tx.delete(permissionPeers).where(inArray(permissionPeers.permissionId, ids));
    const prerequisites = catalogue.flatMap((p) =>
      (p.requires ?? []).map((r) => ({
        permissionId: idOf.get(p.slug) as number,
        prerequisiteId: idOf.get(r) as number,
      })),
    );
    const peers = catalogue.flatMap((p) =>
      (p.peers ?? []).map((r) => ({ permissionId: idOf.get(p.slug) as number, peerId: idOf.get(r) as number })),
    );
    if (prerequisites.length) await tx.insert(permissionPrerequisites).values(prerequisites);
    if (peers.length) await tx.insert(permissionPeers).values(peers);

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
  });
}
