import {
  type CatalogueFilterOptions,
  type CatalogueQuery,
  type CatalogueSort,
  type CourseCard,
  EXPIRED_COURSE_GRACE_DAYS,
  MAX_INT4,
} from '@manara/contract';
import { and, asc, count, eq, exists, inArray, isNotNull, isNull, not, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RequestContext } from '../../platform/context.ts';
import { mapPage, paged } from '../../platform/pagination.ts';
import { courseCategories, courseOfferings, courses, courseTranslations } from '../courses/courses.tables.ts';
import { courseEnrollees, courseInterests, wishlistedCourses } from '../enrolment/enrolment.tables.ts';
import {
  catalogueBaseWhere,
  catalogueFilterWhere,
  catalogueOrder,
  categoryWithDescendants,
  listedCourseWhere,
  notExpiredWhere,
} from './catalogue.query.ts';
import { type CourseAndOffering, cardsOfCourses, toCategory, toCourseCards } from './course-cards.ts';

interface Page {
  skip: number;
  take: number;
  sort: CatalogueSort;
  /** The filter holds few courses (a search): its total is counted over the rows read for the page. */
  narrow?: boolean;
}

type Totals = { n: number; firstEnd: number | null };

/** The total and first end date of the filter, in a subselect of their own (json, which both drivers parse). */
const totalsBeside = (where: SQL) =>
  sql<Totals>`(select json_build_object('n', count(*), 'firstEnd', (extract(epoch from min(${courses.endDate})) * 1000)::float8) from ${courseOfferings} inner join ${courses} on ${courses.id} = ${courseOfferings.courseId} where ${where})`;

/** The same over the rows the page's own statement reads (`count(*) over ()`): the filter is read once. */
const totalsOver = sql<Totals>`json_build_object('n', count(*) over (), 'firstEnd', (extract(epoch from min(${courses.endDate}) over ()) * 1000)::float8)`;

/**
 * One page of offerings matching `where`, with their total, in one statement. The page starts at
 * the organization's offerings so that the (organization, popularity / price) indexes serve it
 * with its limit; the total is a subselect of its own beside each row (PostgreSQL runs it once,
 * as an init plan), since `count(*) over ()` would read and sort every matching course to give
 * twelve. A search (`narrow`) matches few courses: there `count(*) over ()` reads them once
 * rather than twice. `firstEnd` is the earliest end date among the matching courses: the
 * catalogue's answer changes without a write when that course passes the expiry cut-off. A page
 * past the end has no row to carry the total: then it is asked alone (none asked on the first page).
 */
async function readPageOfCourses(
  db: Db,
  ctx: RequestContext,
  where: SQL,
  page: Page,
): Promise<{ rows: CourseAndOffering[]; total: number; firstEnd: number | null }> {
  const counted = () =>
    db
      .select({
        n: count(),
        firstEnd: sql<number | null>`(extract(epoch from min(${courses.endDate})) * 1000)::float8`,
      })
      .from(courseOfferings)
      .innerJoin(courses, eq(courses.id, courseOfferings.courseId))
      .where(where);
  let rowsQuery = db
    .select({
      course: courses,
      offering: courseOfferings,
      totals: page.narrow ? totalsOver : totalsBeside(where),
    })
    .from(courseOfferings)
    .innerJoin(courses, eq(courses.id, courseOfferings.courseId))
    .$dynamic();
  if (page.sort === 'name') {
    rowsQuery = rowsQuery.leftJoin(
      courseTranslations,
      and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.language, ctx.language)),
    );
  }
  const read = await rowsQuery
    .where(where)
    .orderBy(...catalogueOrder(page.sort, ctx.language))
    .offset(page.skip)
    .limit(Math.min(page.take, MAX_INT4));
  const rows = read.map(({ course, offering }) => ({ course, offering }));
  const totals =
    read[0]?.totals ?? (page.skip === 0 && page.take > 0 ? { n: 0, firstEnd: null } : (await counted())[0]);
  return {
    rows,
    total: Number(totals?.n ?? 0),
    firstEnd: totals?.firstEnd == null ? null : Number(totals.firstEnd),
  };
}

export async function pageOfCourses(db: Db, ctx: RequestContext, where: SQL, page: Page) {
  const { rows, total } = await readPageOfCourses(db, ctx, where, page);
  return { data: await toCourseCards(db, ctx, rows), total };
}

/** A page of the catalogue as the content cache keeps it: the courses' ids (their cards are kept apart). */
interface KeptPage {
  ids: number[];
  total: number;
  /** When a course of the page's filter passes the expiry cut-off (ms), or null if none will. */
  until: number | null;
}

/**
 * A page of what everyone browsing the catalogue sees alike (no per-caller condition in `where`),
 * kept in the content cache under `key` until a content table changes or, with `expires`, until
 * its first matching course passes the expiry cut-off. The cards are the cached ones, with the
 * caller's enrolled and wishlisted flags read in one statement. A guest's page is the same for
 * every guest, so it is kept whole as well, frozen: the serializer then writes it once
 * (`platform/serializer.ts`) for as long as the cache keeps it.
 */
async function sharedPageOfCourses(
  db: Db,
  ctx: RequestContext,
  key: string,
  page: Page & { expires: boolean },
  where: () => Promise<SQL>,
): Promise<{ data: CourseCard[]; total: number }> {
  const answer = async () => {
    let read: CourseAndOffering[] | undefined;
    const kept = await ctx.content.read<KeptPage>(
      key,
      async () => {
        const { rows, total, firstEnd } = await readPageOfCourses(db, ctx, await where(), page);
        read = rows;
        return { ids: rows.map((r) => r.course.id), total, until: page.expires ? leavesCatalogueAt(firstEnd) : null };
      },
      beforeUntil(ctx.clock),
    );
    const data = read ? await toCourseCards(db, ctx, read) : await cardsOfCourses(db, ctx, kept.ids);
    return { answer: { data, total: kept.total }, until: kept.until };
  };
  if (ctx.user) return (await answer()).answer;
  const guests = await ctx.content.read(
    `${key}:guest`,
    async () => {
      const { answer: guestAnswer, until } = await answer();
      return { answer: Object.freeze(guestAnswer), until };
    },
    beforeUntil(ctx.clock),
  );
  return guests.answer;
}

const DAY_MS = 24 * 3600 * 1000;

/** When the course that ends first (`firstEnd`, ms) leaves the catalogue, or null if none ends. */
function leavesCatalogueAt(firstEnd: number | null): number | null {
  return firstEnd === null ? null : firstEnd + EXPIRED_COURSE_GRACE_DAYS * DAY_MS;
}

/** A kept answer holds until its `until`. */
const beforeUntil = (clock: Clock) => (value: { until: number | null }) =>
  value.until === null || clock.now().getTime() < value.until;

/** `GET courses` and `GET all-courses`: the catalogue with search, filters, sort and paging. */
export async function listCatalogue(db: Db, ctx: RequestContext, query: CatalogueQuery) {
  const key = `catalogue:${ctx.orgId}:${ctx.language}:${JSON.stringify(query)}`;
  return sharedPageOfCourses(
    db,
    ctx,
    key,
    { ...query, expires: query.filterExpired, narrow: Boolean(query.search) },
    async () =>
      and(
        catalogueBaseWhere(ctx.orgId, ctx.clock.now(), query.filterExpired),
        await catalogueFilterWhere(db, ctx.orgId, query),
      ) as SQL,
  );
}

/** The course has an enrolment of `userId` in organization `orgId` (one in another organization does not count). */
function enrolledBy(orgId: number, userId: number): SQL {
  return exists(
    sql`(select 1 from ${courseEnrollees} where ${courseEnrollees.organizationId} = ${orgId} and ${courseEnrollees.courseId} = ${courses.id} and ${courseEnrollees.userId} = ${userId})`,
  );
}

/** `GET all-courses/enrolled`: the caller's courses in catalogue shape (private offerings included). */
export async function listEnrolledCatalogue(db: Db, ctx: RequestContext, query: CatalogueQuery) {
  const userId = ctx.user?.id ?? 0;
  const where = and(
    listedCourseWhere(ctx.orgId),
    query.filterExpired ? notExpiredWhere(ctx.clock.now()) : undefined,
    enrolledBy(ctx.orgId, userId),
    await catalogueFilterWhere(db, ctx.orgId, query),
  );
  return pageOfCourses(db, ctx, where as SQL, { ...query, narrow: Boolean(query.search) });
}

/**
 * `GET all-courses/interests`: courses in (or under) the categories of the courses the caller enrolled in,
 * wishlisted or showed interest in, that they are not enrolled in, most popular first. With no
 * such category (a new member), the most popular courses they are not enrolled in.
 */
export async function listRecommendations(db: Db, ctx: RequestContext, page: { skip: number; take: number }) {
  const userId = ctx.user?.id ?? 0;
  const touched = sql`(
    select ${courseEnrollees.courseId} from ${courseEnrollees} where ${courseEnrollees.userId} = ${userId} and ${courseEnrollees.organizationId} = ${ctx.orgId}
    union select ${wishlistedCourses.courseId} from ${wishlistedCourses} where ${wishlistedCourses.userId} = ${userId} and ${wishlistedCourses.organizationId} = ${ctx.orgId}
    union select ${courseInterests.courseId} from ${courseInterests} where ${courseInterests.userId} = ${userId} and ${courseInterests.organizationId} = ${ctx.orgId}
  )`;
  const categories = await db
    .selectDistinct({ id: courses.categoryId })
    .from(courses)
    .where(and(sql`${courses.id} in ${touched}`, isNotNull(courses.categoryId)));
  const touchedIds = categories.map((c) => c.id).filter((id): id is number => id !== null);
  const categoryIds = touchedIds.length > 0 ? await categoryWithDescendants(db, ctx.orgId, touchedIds) : [];
  const where = and(
    catalogueBaseWhere(ctx.orgId, ctx.clock.now()),
    not(enrolledBy(ctx.orgId, userId)),
    categoryIds.length > 0 ? inArray(courses.categoryId, categoryIds) : undefined,
  );
  return pageOfCourses(db, ctx, where as SQL, { ...page, sort: 'popular' });
}

/** `GET all-courses/interests/guest`: the catalogue's most popular courses. */
export async function listGuestRecommendations(db: Db, ctx: RequestContext, page: { skip: number; take: number }) {
  const key = `popular:${ctx.orgId}:${ctx.language}:${page.skip}:${page.take}`;
  return sharedPageOfCourses(db, ctx, key, { ...page, sort: 'popular', expires: true }, async () =>
    catalogueBaseWhere(ctx.orgId, ctx.clock.now()),
  );
}

/**
 * `GET filter-options`: the values the catalogue's courses have, with counts. The same for every
 * caller: kept in the content cache, until a content table changes or its first course expires.
 */
export async function getFilterOptions(db: Db, ctx: RequestContext): Promise<CatalogueFilterOptions> {
  const kept = await ctx.content.read(
    `filters:${ctx.orgId}:${ctx.language}`,
    () => readFilterOptions(db, ctx),
    beforeUntil(ctx.clock),
  );
  return kept.options;
}

async function readFilterOptions(
  db: Db,
  ctx: RequestContext,
): Promise<{ options: CatalogueFilterOptions; until: number | null }> {
  const base = catalogueBaseWhere(ctx.orgId, ctx.clock.now());
  const grouped = <C extends SQL | typeof courses.language | typeof courses.level | typeof courses.deliveryMode>(
    column: C,
  ) =>
    db
      .select({ value: column, n: count() })
      .from(courseOfferings)
      .innerJoin(courses, eq(courses.id, courseOfferings.courseId))
      .where(base)
      .groupBy(column);
  const [byCategory, byLanguage, byLevel, byMode, byType, [prices], allCategories] = await Promise.all([
    db
      .select({ id: courses.categoryId, n: count() })
      .from(courseOfferings)
      .innerJoin(courses, eq(courses.id, courseOfferings.courseId))
      .where(base)
      .groupBy(courses.categoryId),
    grouped(courses.language),
    grouped(courses.level),
    grouped(courses.deliveryMode),
    db.execute<{ value: string; n: number }>(sql`
      select t.value, count(*)::int as n
      from ${courseOfferings} join ${courses} on ${courses.id} = ${courseOfferings.courseId},
        unnest(${courses.learningTypes}) as t(value)
      where ${base} group by t.value`),
    db
      .select({
        min: sql<number | null>`min(${courseOfferings.price})`,
        max: sql<number | null>`max(${courseOfferings.price})`,
        free: sql<number>`count(*) filter (where ${courseOfferings.price} <= 0)`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${courseOfferings.price} > 0)`.mapWith(Number),
        currency: sql<string | null>`min(${courseOfferings.currencyCode})`,
        firstEnd: sql<number | null>`(extract(epoch from min(${courses.endDate})) * 1000)::float8`,
      })
      .from(courseOfferings)
      .innerJoin(courses, eq(courses.id, courseOfferings.courseId))
      .where(base),
    db
      .select()
      .from(courseCategories)
      .where(eq(courseCategories.organizationId, ctx.orgId))
      .orderBy(asc(courseCategories.position), asc(courseCategories.id)),
  ]);
  const direct = new Map(byCategory.map((c) => [c.id, c.n]));
  const parentOf = new Map(allCategories.map((c) => [c.id, c.parentId]));
  const totals = new Map<number, number>();
  // A course counts for its category and every category above it.
  for (const [id, n] of direct) {
    let at: number | null | undefined = id;
    const seen = new Set<number>();
    while (at !== null && at !== undefined && !seen.has(at)) {
      seen.add(at);
      totals.set(at, (totals.get(at) ?? 0) + n);
      at = parentOf.get(at);
    }
  }
  const named = <V>(rows: { value: V; n: number }[]) =>
    rows.map((r) => ({ value: r.value, count: Number(r.n) })).sort((a, b) => b.count - a.count);
  const options: CatalogueFilterOptions = {
    categories: allCategories
      .filter((c) => (totals.get(c.id) ?? 0) > 0)
      .map((c) => ({ ...toCategory(c, ctx.language), count: totals.get(c.id) ?? 0 })),
    languages: named(byLanguage),
    levels: named(byLevel),
    deliveryModes: named(byMode),
    learningTypes: named(
      rowsOf(byType) as { value: CatalogueFilterOptions['learningTypes'][number]['value']; n: number }[],
    ),
    priceRange:
      prices && prices.min !== null && prices.max !== null
        ? { min: Number(prices.min), max: Number(prices.max), currencyCode: prices.currency ?? 'SAR' }
        : null,
    hasFree: (prices?.free ?? 0) > 0,
    hasPaid: (prices?.paid ?? 0) > 0,
  };
  // Frozen: the same object answers every caller until the cache drops it, so it is written once.
  return {
    options: Object.freeze(options),
    until: leavesCatalogueAt(prices?.firstEnd == null ? null : Number(prices.firstEnd)),
  };
}

/** `db.execute` answers `{ rows }` on both drivers. */
function rowsOf<T>(result: { rows: T[] } | T[]): T[] {
  return Array.isArray(result) ? result : result.rows;
}

const parents = alias(courseCategories, 'parent');

/** `GET course-categories`, `GET learning-categories` (optionally one's children) and `…/parents`. */
export async function listCategories(
  db: Db,
  ctx: RequestContext,
  query: { skip: number; take: number; parentId?: number | undefined; onlyTopLevel?: boolean },
) {
  const where = and(
    eq(courseCategories.organizationId, ctx.orgId),
    query.onlyTopLevel ? isNull(courseCategories.parentId) : undefined,
    query.parentId !== undefined ? eq(courseCategories.parentId, query.parentId) : undefined,
  );
  const page = await paged(
    query,
    db
      .select({ category: courseCategories, parent: parents })
      .from(courseCategories)
      .leftJoin(parents, eq(parents.id, courseCategories.parentId))
      .where(where)
      .orderBy(asc(courseCategories.position), asc(courseCategories.id))
      .$dynamic(),
    db.$count(courseCategories, where),
  );
  return mapPage(page, (r) => ({
    ...toCategory(r.category, ctx.language),
    parent: r.parent ? toCategory(r.parent, ctx.language) : null,
  }));
}
