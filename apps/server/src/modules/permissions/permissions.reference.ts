/**
 * The permission catalogue every database holds whatever its content: the contexts, categories and
 * permissions with their prerequisites and peers. The module's reference data (its manifest's
 * `seed.reference`), brought up to date at every start.
 */
import { PermissionContext as C, MemberPermission as M, OrganizationPermission as O } from '@manara/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  permissionCategories,
  permissionContexts,
  permissionPeers,
  permissionPrerequisites,
  permissions,
} from './permissions.tables.ts';

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

/** Writes the catalogue over what the database holds (idempotent): names, contexts, categories, prerequisites and peers. */
export async function syncPermissionCatalogue(tx: Db | Tx): Promise<void> {
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
}
