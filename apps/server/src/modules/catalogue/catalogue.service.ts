import {
  type CatalogueFilterOptions,
  type CatalogueQuery,
  type CatalogueSort,
  type CourseCard,
  EXPIRED_COURSE_GRACE_DAYS,
  type Language,
  MAX_INT4,
} from '@manara/contract';
import { and, count, eq, inArray, isNotNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Bound, builtOnce } from '../../platform/built-once.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RequestContext } from '../../platform/context.ts';
import { answerHoldsUntil } from '../../platform/guest-answers.ts';
import { mapPage, pagePlaceholders, pageValues } from '../../platform/pagination.ts';
import { ORGANIZATION } from '../../platform/tenancy.ts';
import {
  categoryWithDescendants,
  courseTranslationRows,
  orderedCategoriesOf,
  pageOfCategories,
  unsafeCourses,
} from '../courses/index.ts';
import { chosenCourseIds, isEnrolledIn } from '../enrolment/index.ts';
import {
  type CatalogueFilter,
  catalogueBaseWhere,
  catalogueFilterOf,
  catalogueFilterWhere,
  catalogueOrder,
  expiryCutoff,
  filterPlaceholders,
  filterShape,
  type Listing,
  listedWhere,
  listingIn,
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
const totalsBeside = ({ offering, course }: Listing, where: SQL) =>
  sql<Totals>`(select json_build_object('n', count(*), 'firstEnd', (extract(epoch from min(${course.endDate})) * 1000)::float8) from ${offering} inner join ${course} on ${course.id} = ${offering.courseId} where ${where})`;

/** The same over the rows the page's own statement reads (`count(*) over ()`): the filter is read once. */
const totalsOver = ({ course }: Listing) =>
  sql<Totals>`json_build_object('n', count(*) over (), 'firstEnd', (extract(epoch from min(${course.endDate}) over ()) * 1000)::float8)`;

/**
 * The statement of a page of offerings matching `where`, with their total. The page starts at
 * the organization's offerings so that the (organization, popularity / price) indexes serve it
 * with its limit; the total is a subselect of its own beside each row (PostgreSQL runs it once,
 * as an init plan), since `count(*) over ()` would read and sort every matching course to give
 * twelve. A search (`narrow`) matches few courses: there `count(*) over ()` reads them once
 * rather than twice. `firstEnd` is the earliest end date among the matching courses: the
 * catalogue's answer changes without a write when that course passes the expiry cut-off.
 */
function pageStatement(db: Db, listing: Listing, where: SQL, page: Omit<Page, 'skip' | 'take'>, language: Language) {
  const { offering, course } = listing;
  let rowsQuery = db
    .select({
      course: course._.selectedFields,
      offering: offering._.selectedFields,
      totals: page.narrow ? totalsOver(listing) : totalsBeside(listing, where),
    })
    .from(offering)
    .innerJoin(course, eq(course.id, offering.courseId))
    .$dynamic();
  if (page.sort === 'name') {
    rowsQuery = rowsQuery.leftJoin(
      courseTranslationRows,
      and(eq(courseTranslationRows.courseId, course.id), eq(courseTranslationRows.language, language)),
    );
  }
  return rowsQuery.where(where).orderBy(...catalogueOrder(listing, page.sort, language));
}

type PageRow = Awaited<ReturnType<typeof pageStatement>>[number];

/**
 * The page's rows and the filter's total. A page past the end has no row to carry the total: then
 * it is asked alone (`counted`; none asked on the first page).
 */
async function toPageRead(
  read: PageRow[],
  page: Page,
  counted: () => Promise<Totals | undefined>,
): Promise<{ rows: CourseAndOffering[]; total: number; firstEnd: number | null }> {
  const rows = read.map(({ course, offering }) => ({ course, offering }));
  const totals = read[0]?.totals ?? (page.skip === 0 && page.take > 0 ? { n: 0, firstEnd: null } : await counted());
  return {
    rows,
    total: Number(totals?.n ?? 0),
    firstEnd: totals?.firstEnd == null ? null : Number(totals.firstEnd),
  };
}

/** The total and first end date of `where` alone (a page past the end). */
async function countedTotals(db: Db, { offering, course }: Listing, where: SQL): Promise<Totals | undefined> {
  const [row] = await db
    .select({
      n: count(),
      firstEnd: sql<number | null>`(extract(epoch from min(${course.endDate})) * 1000)::float8`,
    })
    .from(offering)
    .innerJoin(course, eq(course.id, offering.courseId))
    .where(where);
  return row;
}

/** One page of offerings matching `where`, with their total, in one statement built for this request. */
async function readPageOfCourses(db: Db, ctx: RequestContext, listing: Listing, where: SQL, page: Page) {
  const read = await pageStatement(db, listing, where, page, ctx.language)
    .offset(page.skip)
    .limit(Math.min(page.take, MAX_INT4));
  return toPageRead(read, page, () => countedTotals(db, listing, where));
}

/**
 * What everyone browsing the catalogue sees: its base, not expired before `cutoff` (expired ones
 * too with `null`), and `filter`.
 */
const browsedWhere = (listing: Listing, cutoff: Bound<Date> | null, filter: CatalogueFilter) =>
  and(catalogueBaseWhere(listing, cutoff), catalogueFilterWhere(listing, filter)) as SQL;

/**
 * The catalogue's page statement for what everyone browsing sees (the base and the user's
 * filters), built once per shape (`platform/built-once.ts`): the organization, the expiry cut-off,
 * the filters' values and the page are its placeholders.
 */
const cataloguePageStatement = builtOnce('catalogue_page', (db: Db, shape: string, name: string) => {
  const { page, filter, expires, language } = JSON.parse(shape) as {
    page: Omit<Page, 'skip' | 'take'>;
    filter: string;
    expires: boolean;
    language: Language;
  };
  const listing = listingIn(ORGANIZATION);
  const where = browsedWhere(listing, expires ? sql.placeholder('cutoff') : null, filterPlaceholders(filter));
  return pagePlaceholders(pageStatement(db, listing, where, page, language)).prepare(name);
});

/** A page of the catalogue matching `filter` (and its base), from the statement built once for its shape. */
async function readCataloguePage(
  db: Db,
  ctx: RequestContext,
  filter: CatalogueFilter,
  page: Page & { expires: boolean },
): Promise<{ rows: CourseAndOffering[]; total: number; firstEnd: number | null }> {
  const shape = JSON.stringify({
    page: { sort: page.sort, narrow: Boolean(page.narrow) },
    filter: filterShape(filter),
    expires: page.expires,
    language: ctx.language,
  });
  const cutoff = expiryCutoff(ctx.clock.now());
  // The filter's values fill the placeholders named by its keys (its price is text, not one).
  const read = await cataloguePageStatement(db, shape).execute({
    orgId: ctx.orgId,
    cutoff,
    ...filter,
    ...pageValues(page),
  });
  return toPageRead(read, page, () => {
    const listing = listingIn(ctx.orgId);
    return countedTotals(db, listing, browsedWhere(listing, page.expires ? cutoff : null, filter));
  });
}

export async function pageOfCourses(db: Db, ctx: RequestContext, listing: Listing, where: SQL, page: Page) {
  const { rows, total } = await readPageOfCourses(db, ctx, listing, where, page);
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
 * every guest, so it is kept whole as well (`keptUntil`). The page's `filter` is worked out only
 * when the page is read (a category's descendants are a statement).
 */
async function sharedPageOfCourses(
  db: Db,
  ctx: RequestContext,
  key: string,
  page: Page & { expires: boolean },
  filter: () => Promise<CatalogueFilter>,
): Promise<{ data: CourseCard[]; total: number }> {
  const answer = async () => {
    let read: CourseAndOffering[] | undefined;
    const kept = await ctx.content.read<KeptPage>(
      key,
      async () => {
        const { rows, total, firstEnd } = await readCataloguePage(db, ctx, await filter(), page);
        read = rows;
        return { ids: rows.map((r) => r.course.id), total, until: page.expires ? leavesCatalogueAt(firstEnd) : null };
      },
      beforeUntil(ctx.clock),
    );
    const data = read ? await toCourseCards(db, ctx, read) : await cardsOfCourses(db, ctx, kept.ids);
    return { value: { data, total: kept.total }, until: kept.until };
  };
  if (ctx.user) return (await answer()).value;
  return keptUntil(ctx, `${key}:guest`, answer);
}

const DAY_MS = 24 * 3600 * 1000;

/** When the course that ends first (`firstEnd`, ms) leaves the catalogue, or null if none ends. */
function leavesCatalogueAt(firstEnd: number | null): number | null {
  return firstEnd === null ? null : firstEnd + EXPIRED_COURSE_GRACE_DAYS * DAY_MS;
}

/** A kept answer holds until its `until`. */
const beforeUntil = (clock: Clock) => (value: { until: number | null }) =>
  value.until === null || clock.now().getTime() < value.until;

/**
 * An answer the same for every caller it is asked for, kept in the content cache under `key` until
 * a content table changes or its `until` (ms; null: none) passes. Frozen: the same object answers
 * every such caller, so it is written and compressed once (platform/serializer.ts, kept-answers.ts).
 */
export async function keptUntil<T extends object>(
  ctx: RequestContext,
  key: string,
  load: () => Promise<{ value: T; until: number | null }>,
): Promise<T> {
  const kept = await ctx.content.read(
    key,
    async () => {
      const { value, until } = await load();
      const answer = Object.freeze(value);
      // A guest's answer kept whole holds no longer than this (platform/guest-answers.ts).
      answerHoldsUntil(answer, until);
      return { value: answer, until };
    },
    beforeUntil(ctx.clock),
  );
  return kept.value;
}

/** `GET courses` and `GET all-courses`: the catalogue with search, filters, sort and paging. */
export async function listCatalogue(db: Db, ctx: RequestContext, query: CatalogueQuery) {
  const key = `catalogue:${ctx.orgId}:${ctx.language}:${JSON.stringify(query)}`;
  return sharedPageOfCourses(
    db,
    ctx,
    key,
    { ...query, expires: query.filterExpired, narrow: Boolean(query.search) },
    () => catalogueFilterOf(db, ctx.orgId, query),
  );
}

/** `GET all-courses/enrolled`: the caller's courses in catalogue shape (private offerings included). */
export async function listEnrolledCatalogue(db: Db, ctx: RequestContext, query: CatalogueQuery) {
  const userId = ctx.user?.id ?? 0;
  const listing = listingIn(ctx.orgId);
  const where = and(
    listedWhere(listing),
    query.filterExpired ? notExpiredWhere(listing, expiryCutoff(ctx.clock.now())) : undefined,
    isEnrolledIn(ctx.orgId, listing.course.id, userId),
    catalogueFilterWhere(listing, await catalogueFilterOf(db, ctx.orgId, query)),
  );
  return pageOfCourses(db, ctx, listing, where as SQL, { ...query, narrow: Boolean(query.search) });
}

/**
 * `GET all-courses/interests`: courses in (or under) the categories of the courses the caller enrolled in,
 * wishlisted or showed interest in, that they are not enrolled in, most popular first. With no
 * such category (a new member), the most popular courses they are not enrolled in.
 */
export async function listRecommendations(db: Db, ctx: RequestContext, page: { skip: number; take: number }) {
  const userId = ctx.user?.id ?? 0;
  // Courses by the ids of the member's own rows in the organization: the courses they chose there.
  const chosen = unsafeCourses();
  const categories = await db
    .selectDistinct({ id: chosen.categoryId })
    .from(chosen)
    .where(and(sql`${chosen.id} in ${chosenCourseIds(ctx.orgId, userId)}`, isNotNull(chosen.categoryId)));
  const touchedIds = categories.map((c) => c.id).filter((id): id is number => id !== null);
  const categoryIds = touchedIds.length > 0 ? await categoryWithDescendants(db, ctx.orgId, touchedIds) : [];
  const listing = listingIn(ctx.orgId);
  const where = and(
    catalogueBaseWhere(listing, expiryCutoff(ctx.clock.now())),
    not(isEnrolledIn(ctx.orgId, listing.course.id, userId)),
    categoryIds.length > 0 ? inArray(listing.course.categoryId, categoryIds) : undefined,
  );
  return pageOfCourses(db, ctx, listing, where as SQL, { ...page, sort: 'popular' });
}

/** `GET all-courses/interests/guest`: the catalogue's most popular courses. */
export async function listGuestRecommendations(db: Db, ctx: RequestContext, page: { skip: number; take: number }) {
  const key = `popular:${ctx.orgId}:${ctx.language}:${page.skip}:${page.take}`;
  return sharedPageOfCourses(db, ctx, key, { ...page, sort: 'popular', expires: true }, async () => ({}));
}

/**
 * `GET filter-options`: the values the catalogue's courses have, with counts. The same for every
 * caller: kept in the content cache, until a content table changes or its first course expires.
 */
export function getFilterOptions(db: Db, ctx: RequestContext): Promise<CatalogueFilterOptions> {
  return keptUntil(ctx, `filters:${ctx.orgId}:${ctx.language}`, () => readFilterOptions(db, ctx));
}

async function readFilterOptions(
  db: Db,
  ctx: RequestContext,
): Promise<{ value: CatalogueFilterOptions; until: number | null }> {
  const listing = listingIn(ctx.orgId);
  const { offering, course } = listing;
  const base = catalogueBaseWhere(listing, expiryCutoff(ctx.clock.now()));
  const grouped = <C extends SQL | typeof course.language | typeof course.level | typeof course.deliveryMode>(
    column: C,
  ) =>
    db
      .select({ value: column, n: count() })
      .from(offering)
      .innerJoin(course, eq(course.id, offering.courseId))
      .where(base)
      .groupBy(column);
  const [byCategory, byLanguage, byLevel, byMode, byType, [prices], allCategories] = await Promise.all([
    db
      .select({ id: course.categoryId, n: count() })
      .from(offering)
      .innerJoin(course, eq(course.id, offering.courseId))
      .where(base)
      .groupBy(course.categoryId),
    grouped(course.language),
    grouped(course.level),
    grouped(course.deliveryMode),
    db.execute<{ value: string; n: number }>(sql`
      select t.value, count(*)::int as n
      from ${offering} join ${course} on ${course.id} = ${offering.courseId},
        unnest(${course.learningTypes}) as t(value)
      where ${base} group by t.value`),
    db
      .select({
        min: sql<number | null>`min(${offering.price})`,
        max: sql<number | null>`max(${offering.price})`,
        free: sql<number>`count(*) filter (where ${offering.price} <= 0)`.mapWith(Number),
        paid: sql<number>`count(*) filter (where ${offering.price} > 0)`.mapWith(Number),
        currency: sql<string | null>`min(${offering.currencyCode})`,
        firstEnd: sql<number | null>`(extract(epoch from min(${course.endDate})) * 1000)::float8`,
      })
      .from(offering)
      .innerJoin(course, eq(course.id, offering.courseId))
      .where(base),
    orderedCategoriesOf(db, ctx.orgId),
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
  return {
    value: options,
    until: leavesCatalogueAt(prices?.firstEnd == null ? null : Number(prices.firstEnd)),
  };
}

/** `db.execute` answers `{ rows }` on both drivers. */
function rowsOf<T>(result: { rows: T[] } | T[]): T[] {
  return Array.isArray(result) ? result : result.rows;
}

/** `GET course-categories`, `GET learning-categories` (optionally one's children) and `…/parents`. */
export async function listCategories(
  db: Db,
  ctx: RequestContext,
  query: { skip: number; take: number; parentId?: number | undefined; onlyTopLevel?: boolean },
) {
  const page = await pageOfCategories(db, ctx.orgId, query);
  return mapPage(page, (r) => ({
    ...toCategory(r.category, ctx.language),
    parent: r.parent ? toCategory(r.parent, ctx.language) : null,
  }));
}
