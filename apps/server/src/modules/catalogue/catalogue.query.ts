import {
  type CatalogueQuery,
  type CatalogueSort,
  EXPIRED_COURSE_GRACE_DAYS,
  type Language,
  MemberPermission,
} from '@manara/contract';
import { and, asc, desc, eq, gte, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/search-text.ts';
import { courseCategories, courseOfferings, courses, courseTranslations } from '../courses/courses.tables.ts';
import { isConfigOn } from '../courses/index.ts';
import { checkPermissions } from '../permissions/index.ts';

/**
 * Whether the caller may browse the catalogue: a member holding `access_courses`, or a guest when
 * the organization's `anonymous_course_view` is on. The catalogue's calls say it in their access
 * (`catalogueBrowsers`); the `catalogueCourseViewer` rule asks it once the course is found.
 */
export async function canBrowseCatalogue(db: Db, ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return isConfigOn(db, ctx.orgId, 'anonymous_course_view');
  return holdsAccessCourses(db, ctx);
}

export async function holdsAccessCourses(db: Db, ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return false;
  return (await checkPermissions(db, ctx.permissions())).member(MemberPermission.accessCourses);
}

/** Learners see an offering when it and its course are published and the course is not deleted. */
export function listedCourseWhere(orgId: number): SQL {
  return and(
    eq(courseOfferings.organizationId, orgId),
    eq(courseOfferings.isPublished, true),
    eq(courses.isPublished, true),
    eq(courses.isDeleted, false),
  ) as SQL;
}

/** The catalogue's own rule: courses that ended more than the grace period ago are left out. */
export function notExpiredWhere(now: Date): SQL {
  const cutoff = new Date(now.getTime() - EXPIRED_COURSE_GRACE_DAYS * 24 * 3600 * 1000);
  return or(isNull(courses.endDate), gte(courses.endDate, cutoff)) as SQL;
}

/** The catalogue's base: what anyone browsing it may see (public offerings, not expired). */
export function catalogueBaseWhere(orgId: number, now: Date, filterExpired = true): SQL {
  return and(
    listedCourseWhere(orgId),
    // Private offerings are enrolled by administrators, not listed.
    eq(courseOfferings.accessRestrictionType, 'public'),
    filterExpired ? notExpiredWhere(now) : undefined,
  ) as SQL;
}

/** The categories and every category under them (categories are few per organization: one query). */
export async function categoryWithDescendants(
  db: Db,
  orgId: number,
  categoryIds: number | number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: courseCategories.id, parentId: courseCategories.parentId })
    .from(courseCategories)
    .where(eq(courseCategories.organizationId, orgId));
  const found = new Set([categoryIds].flat());
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found];
}

/** The user's filters on top of the base. */
export async function catalogueFilterWhere(db: Db, orgId: number, query: CatalogueQuery): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(like(courses.normalizedName, containsPattern(query.search)));
  if (query.categoryId !== undefined) {
    const ids = await categoryWithDescendants(db, orgId, query.categoryId);
    conditions.push(sql`${courses.categoryId} in ${ids}`);
  }
  if (query.language) conditions.push(eq(courses.language, query.language));
  if (query.level) conditions.push(eq(courses.level, query.level));
  if (query.deliveryMode) conditions.push(eq(courses.deliveryMode, query.deliveryMode));
  if (query.learningType) conditions.push(sql`${query.learningType}::learning_type = any(${courses.learningTypes})`);
  if (query.price === 'free') conditions.push(lte(courseOfferings.price, 0));
  if (query.price === 'paid') conditions.push(sql`${courseOfferings.price} > 0`);
  if (query.priceMin !== undefined) conditions.push(gte(courseOfferings.price, query.priceMin));
  if (query.priceMax !== undefined) conditions.push(lte(courseOfferings.price, query.priceMax));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The name a learner reads in `lang`: the translation when the course is in the other language. */
export function displayNameSql(lang: Language): SQL {
  const own = lang === 'ar' ? 'ARABIC' : 'ENGLISH';
  return sql`case when ${courses.language} = ${own} then ${courses.name} else coalesce(${courseTranslations.name}, ${courses.name}) end`;
}

/** Sort orders; each ends with the id so that pages never overlap. */
export function catalogueOrder(sort: CatalogueSort, lang: Language): SQL[] {
  switch (sort) {
    case 'popular':
      return [desc(courseOfferings.numberOfEnrollees), desc(courses.id)];
    case 'priceAsc':
      return [asc(courseOfferings.price), desc(courses.id)];
    case 'priceDesc':
      return [desc(courseOfferings.price), desc(courses.id)];
    case 'name':
      // Alphabetical as a reader expects: case-insensitive, and the hamza forms of alef sort as alef.
      return [asc(sql`translate(lower(${displayNameSql(lang)}), 'أإآٱ', 'اااا')`), asc(courses.id)];
    default:
      return [desc(courses.createdAt), desc(courses.id)];
  }
}
