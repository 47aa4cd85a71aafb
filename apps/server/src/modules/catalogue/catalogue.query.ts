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
import {
  categoryWithDescendants,
  courseTranslationRows,
  isConfigOn,
  offeringsIn,
  unsafeCourses,
} from '../courses/index.ts';
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

/**
 * What the catalogue's statements read: the organization's offerings and their courses, the
 * courses module's read views, joined on the course
 * (`from(offering).innerJoin(course, eq(course.id, offering.courseId))`). The offerings view keeps
 * to the organization, so the conditions below need not name it; the courses are those it offers.
 */
export function listingIn(orgId: number) {
  return { orgId, offering: offeringsIn(orgId), course: unsafeCourses() };
}

export type Listing = ReturnType<typeof listingIn>;

/** Learners see an offering when it and its course are published and the course is not deleted. */
export function listedWhere({ offering, course }: Listing): SQL {
  return and(eq(offering.isPublished, true), eq(course.isPublished, true), eq(course.isDeleted, false)) as SQL;
}

/** The catalogue's own rule: courses that ended more than the grace period ago are left out. */
export function notExpiredWhere({ course }: Listing, now: Date): SQL {
  const cutoff = new Date(now.getTime() - EXPIRED_COURSE_GRACE_DAYS * 24 * 3600 * 1000);
  return or(isNull(course.endDate), gte(course.endDate, cutoff)) as SQL;
}

/** The catalogue's base: what anyone browsing it may see (public offerings, not expired). */
export function catalogueBaseWhere(listing: Listing, now: Date, filterExpired = true): SQL {
  return and(
    listedWhere(listing),
    // Private offerings are enrolled by administrators, not listed.
    eq(listing.offering.accessRestrictionType, 'public'),
    filterExpired ? notExpiredWhere(listing, now) : undefined,
  ) as SQL;
}

/** The user's filters on top of the base. */
export async function catalogueFilterWhere(db: Db, listing: Listing, query: CatalogueQuery): Promise<SQL | undefined> {
  const { offering, course } = listing;
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(like(course.normalizedName, containsPattern(query.search)));
  if (query.categoryId !== undefined) {
    const ids = await categoryWithDescendants(db, listing.orgId, query.categoryId);
    conditions.push(sql`${course.categoryId} in ${ids}`);
  }
  if (query.language) conditions.push(eq(course.language, query.language));
  if (query.level) conditions.push(eq(course.level, query.level));
  if (query.deliveryMode) conditions.push(eq(course.deliveryMode, query.deliveryMode));
  if (query.learningType) conditions.push(sql`${query.learningType}::learning_type = any(${course.learningTypes})`);
  if (query.price === 'free') conditions.push(lte(offering.price, 0));
  if (query.price === 'paid') conditions.push(sql`${offering.price} > 0`);
  if (query.priceMin !== undefined) conditions.push(gte(offering.price, query.priceMin));
  if (query.priceMax !== undefined) conditions.push(lte(offering.price, query.priceMax));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The name a learner reads in `lang`: the translation when the course is in the other language
 * (on a statement that joins `courseTranslationRows` in `lang`).
 */
export function displayNameSql({ course }: Listing, lang: Language): SQL {
  const own = lang === 'ar' ? 'ARABIC' : 'ENGLISH';
  return sql`case when ${course.language} = ${own} then ${course.name} else coalesce(${courseTranslationRows.name}, ${course.name}) end`;
}

/** Sort orders; each ends with the id so that pages never overlap. */
export function catalogueOrder(listing: Listing, sort: CatalogueSort, lang: Language): SQL[] {
  const { offering, course } = listing;
  switch (sort) {
    case 'popular':
      return [desc(offering.numberOfEnrollees), desc(course.id)];
    case 'priceAsc':
      return [asc(offering.price), desc(course.id)];
    case 'priceDesc':
      return [desc(offering.price), desc(course.id)];
    case 'name': {
      // Alphabetical as a reader expects: case-insensitive, and the hamza forms of alef sort as alef.
      const name = displayNameSql(listing, lang);
      const alphabetical = [asc(sql`translate(lower(${name}), 'أإآٱ', 'اااا')`), asc(course.id)];
      // An Arabic reader's alphabet comes first, as in Arabic collation (CLDR's `ar`): names in Arabic
      // letters (U+0621 to U+06FF), then the others; an English reader's order is the bytes' already.
      return lang === 'ar' ? [asc(sql`${name} !~ '^[ء-ۿ]'`), ...alphabetical] : alphabetical;
    }
    default:
      return [desc(course.createdAt), desc(course.id)];
  }
}
