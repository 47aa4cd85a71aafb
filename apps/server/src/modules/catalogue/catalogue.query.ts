import {
  type CatalogueQuery,
  type CatalogueSort,
  EXPIRED_COURSE_GRACE_DAYS,
  type Language,
  MemberPermission,
} from '@manara/contract';
import { and, asc, desc, eq, gte, isNull, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Bound } from '../../platform/built-once.ts';
import type { RequestContext } from '../../platform/context.ts';
import { containsPattern } from '../../platform/search-text.ts';
import type { OrganizationOf } from '../../platform/tenancy.ts';
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
 * `ORGANIZATION` for a statement built once (`platform/built-once.ts`), whose runs give it.
 */
export function listingIn(orgId: OrganizationOf) {
  return { orgId, offering: offeringsIn(orgId), course: unsafeCourses() };
}

export type Listing = ReturnType<typeof listingIn>;

/** Learners see an offering when it and its course are published and the course is not deleted. */
export function listedWhere({ offering, course }: Listing): SQL {
  return and(eq(offering.isPublished, true), eq(course.isPublished, true), eq(course.isDeleted, false)) as SQL;
}

/** When a course that ended before this left the catalogue: `now` less the grace period. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - EXPIRED_COURSE_GRACE_DAYS * 24 * 3600 * 1000);
}

/** The catalogue's own rule: courses that ended more than the grace period ago are left out. */
export function notExpiredWhere({ course }: Listing, cutoff: Bound<Date>): SQL {
  return or(isNull(course.endDate), gte(course.endDate, cutoff)) as SQL;
}

/**
 * The catalogue's base: what anyone browsing it may see (public offerings, not expired before
 * `cutoff`; all of them, expired ones too, with `null`).
 */
export function catalogueBaseWhere(listing: Listing, cutoff: Bound<Date> | null): SQL {
  return and(
    listedWhere(listing),
    // Private offerings are enrolled by administrators, not listed.
    eq(listing.offering.accessRestrictionType, 'public'),
    cutoff === null ? undefined : notExpiredWhere(listing, cutoff),
  ) as SQL;
}

/** The user's filters, as their conditions take them: each one given is a condition. */
export interface CatalogueFilter {
  /** The search, as a `like` pattern over the folded name (`containsPattern`). */
  pattern?: Bound<string>;
  /** The category asked and every category under it. */
  categoryIds?: Bound<number[]>;
  language?: Bound<NonNullable<CatalogueQuery['language']>>;
  level?: Bound<NonNullable<CatalogueQuery['level']>>;
  deliveryMode?: Bound<NonNullable<CatalogueQuery['deliveryMode']>>;
  learningType?: Bound<NonNullable<CatalogueQuery['learningType']>>;
  priceMin?: Bound<number>;
  priceMax?: Bound<number>;
  /** Free or paid courses only: part of the statement's text, never a placeholder. */
  price?: 'free' | 'paid';
}

/** The filters of `query`, with their values (the category's descendants read). */
export async function catalogueFilterOf(db: Db, orgId: number, query: CatalogueQuery): Promise<CatalogueFilter> {
  const filter: CatalogueFilter = {};
  if (query.search) filter.pattern = containsPattern(query.search);
  if (query.categoryId !== undefined) filter.categoryIds = await categoryWithDescendants(db, orgId, query.categoryId);
  if (query.language) filter.language = query.language;
  if (query.level) filter.level = query.level;
  if (query.deliveryMode) filter.deliveryMode = query.deliveryMode;
  if (query.learningType) filter.learningType = query.learningType;
  if (query.price === 'free' || query.price === 'paid') filter.price = query.price;
  if (query.priceMin !== undefined) filter.priceMin = query.priceMin;
  if (query.priceMax !== undefined) filter.priceMax = query.priceMax;
  return filter;
}

/** The user's filters on top of the base. */
export function catalogueFilterWhere(listing: Listing, filter: CatalogueFilter): SQL | undefined {
  const { offering, course } = listing;
  const conditions: (SQL | undefined)[] = [];
  if (filter.pattern !== undefined) conditions.push(like(course.normalizedName, filter.pattern));
  if (filter.categoryIds !== undefined) {
    // One parameter, an array, so that the statement's text is the same for any number of categories.
    const ids = Array.isArray(filter.categoryIds) ? sql.param(filter.categoryIds) : filter.categoryIds;
    conditions.push(sql`${course.categoryId} = any(${ids})`);
  }
  if (filter.language !== undefined) conditions.push(eq(course.language, filter.language));
  if (filter.level !== undefined) conditions.push(eq(course.level, filter.level));
  if (filter.deliveryMode !== undefined) conditions.push(eq(course.deliveryMode, filter.deliveryMode));
  if (filter.learningType !== undefined) {
    conditions.push(sql`${filter.learningType}::learning_type = any(${course.learningTypes})`);
  }
  if (filter.price === 'free') conditions.push(lte(offering.price, 0));
  if (filter.price === 'paid') conditions.push(sql`${offering.price} > 0`);
  if (filter.priceMin !== undefined) conditions.push(gte(offering.price, filter.priceMin));
  if (filter.priceMax !== undefined) conditions.push(lte(offering.price, filter.priceMax));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Which of `filter`'s conditions are on, and the price's choice: the text of its statement, what
 * a statement built once is built for (`filterPlaceholders` makes its conditions back).
 */
export function filterShape(filter: CatalogueFilter): string {
  const on = Object.keys(filter).filter((key) => key !== 'price');
  return JSON.stringify({ on: on.sort(), price: filter.price ?? null });
}

/** The filter of a shape (`filterShape`), with a placeholder named by its key for each value. */
export function filterPlaceholders(shape: string): CatalogueFilter {
  const { on, price } = JSON.parse(shape) as {
    on: Exclude<keyof CatalogueFilter, 'price'>[];
    price: 'free' | 'paid' | null;
  };
  const filter: Record<string, unknown> = Object.fromEntries(on.map((key) => [key, sql.placeholder(key)]));
  if (price) filter.price = price;
  return filter as CatalogueFilter;
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
