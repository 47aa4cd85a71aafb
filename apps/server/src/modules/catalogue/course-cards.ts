import type { CourseCard, CourseCategory, CourseInstructor, Language } from '@manara/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { ViewerCourses } from '../../platform/content-cache.ts';
import type { RequestContext } from '../../platform/context.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import {
  courseCategories,
  courseInstructors,
  courseOfferings,
  courses,
  courseTranslations,
} from '../courses/courses.tables.ts';
import type { CourseRow, OfferingRow } from '../courses/index.ts';
import { courseEnrollees, wishlistedCourses } from '../enrolment/enrolment.tables.ts';
import { media } from '../media/media.tables.ts';
import { people, personColumns, toPerson } from '../users/index.ts';

export interface CourseAndOffering {
  course: CourseRow;
  offering: OfferingRow;
}

/** The course's own language as a request language (`ENGLISH` → `en`). */
export function languageOfCourse(course: Pick<CourseRow, 'language'>): Language {
  return course.language === 'ARABIC' ? 'ar' : 'en';
}

/** A card without what depends on who looks at it: what the content cache keeps. */
type CardContent = Omit<CourseCard, 'isEnrolled' | 'isWishlisted'>;

/** A card's key in the content cache: the organization's offering, in one language. */
const cardKey = (ctx: RequestContext, courseId: number) => `card:${ctx.orgId}:${ctx.language}:${courseId}`;

/**
 * Turns course rows into cards in the request's language. A card's content is kept in the content
 * cache (platform/content-cache.ts) until the database announces a change of a table it is built
 * from; the others are built from one statement for all of them together (translations,
 * categories, visible instructors, covers: `unsafeReadCardParts`), never per row. What the viewer did (enrolled,
 * wishlisted) is kept per member, until the database announces a change of theirs. `viewerId`
 * shows another member's enrolments and wishlist (an administrator's view of them). Enrolments, wishlist and rating are the request
 * organization's: a course offered to several organizations shows in each what was done there.
 */
export async function toCourseCards(
  db: Db,
  ctx: RequestContext,
  rows: CourseAndOffering[],
  options: { viewerId?: number | null } = {},
): Promise<CourseCard[]> {
  if (rows.length === 0) return [];
  const { found, keep } = ctx.content.lookup<CardContent>(rows.map((r) => cardKey(ctx, r.course.id)));
  const missing = rows.filter((_, i) => found[i] === undefined);
  return withViewerFlags(
    db,
    ctx,
    options,
    rows.map((r) => r.course.id),
    found,
    keep,
    missing,
  );
}

/**
 * Cards of the organization's offerings of `courseIds`, in that order, from the content cache
 * where kept, else read (one statement for the rows of those that are not).
 */
export async function cardsOfCourses(
  db: Db,
  ctx: RequestContext,
  courseIds: readonly number[],
  options: { viewerId?: number | null } = {},
): Promise<CourseCard[]> {
  if (courseIds.length === 0) return [];
  const { found, keep } = ctx.content.lookup<CardContent>(courseIds.map((id) => cardKey(ctx, id)));
  const missingIds = courseIds.filter((_, i) => found[i] === undefined);
  const missing =
    missingIds.length === 0
      ? []
      : await db
          .select({ course: courses, offering: courseOfferings })
          .from(courseOfferings)
          .innerJoin(courses, eq(courses.id, courseOfferings.courseId))
          .where(and(eq(courseOfferings.organizationId, ctx.orgId), inArray(courseOfferings.courseId, missingIds)));
  return withViewerFlags(db, ctx, options, courseIds, found, keep, missing);
}

async function withViewerFlags(
  db: Db,
  ctx: RequestContext,
  options: { viewerId?: number | null },
  ids: readonly number[],
  found: (CardContent | undefined)[],
  keep: (key: string, card: CardContent) => void,
  missing: CourseAndOffering[],
): Promise<CourseCard[]> {
  // Whose enrolments and wishlist the cards show: the caller's, or the member an administrator looks at.
  const userId = options.viewerId !== undefined ? options.viewerId : (ctx.user?.id ?? null);
  const [built, viewer] = await Promise.all([
    buildCardContents(db, ctx.language, missing),
    userId === null ? null : ctx.content.viewer(ctx.orgId, userId, () => loadViewerCourses(db, ctx.orgId, userId)),
  ]);
  for (const [id, card] of built) keep(cardKey(ctx, id), card);
  const cards: CourseCard[] = [];
  ids.forEach((id, i) => {
    const content = found[i] ?? built.get(id);
    // An id whose offering is gone (deleted while a kept page named it) has no card.
    if (content)
      cards.push({
        ...content,
        isEnrolled: viewer?.enrolled.has(id) ?? false,
        isWishlisted: viewer?.wishlisted.has(id) ?? false,
      });
  });
  return cards;
}

/** The courses the user enrolled in and wishlisted in the organization, in one statement. */
async function loadViewerCourses(db: Db, orgId: number, userId: number): Promise<ViewerCourses> {
  const rows = await db
    .select({ courseId: courseEnrollees.courseId, kind: sql<'enrolled' | 'wishlisted'>`'enrolled'` })
    .from(courseEnrollees)
    .where(inOrganization(courseEnrollees, orgId, eq(courseEnrollees.userId, userId)))
    .unionAll(
      db
        .select({ courseId: wishlistedCourses.courseId, kind: sql<'enrolled' | 'wishlisted'>`'wishlisted'` })
        .from(wishlistedCourses)
        .where(inOrganization(wishlistedCourses, orgId, eq(wishlistedCourses.userId, userId))),
    );
  return {
    enrolled: new Set(rows.filter((r) => r.kind === 'enrolled').map((r) => r.courseId)),
    wishlisted: new Set(rows.filter((r) => r.kind === 'wishlisted').map((r) => r.courseId)),
  };
}

/** The cards' content of `rows`, by course id: one statement for all rows together. */
async function buildCardContents(
  db: Db,
  language: Language,
  rows: CourseAndOffering[],
): Promise<Map<number, CardContent>> {
  const contents = new Map<number, CardContent>();
  if (rows.length === 0) return contents;
  const parts = await unsafeReadCardParts(
    db,
    language,
    rows.map((r) => r.course.id),
  );

  for (const { course, offering } of rows) {
    // The course's own fields are in its own language; a translation only replaces them for the other one.
    const part = parts.get(course.id);
    const translation = languageOfCourse(course) === language ? undefined : part?.translation;
    const max = course.maxEnrollmentCount;
    contents.set(course.id, {
      id: course.id,
      name: translation?.name || course.name,
      briefDescription: translation?.briefDescription || course.briefDescription,
      language: course.language,
      learningTypes: course.learningTypes,
      deliveryMode: course.deliveryMode,
      level: course.level,
      category: part?.category ?? null,
      coverImage: part?.cover ?? null,
      instructors: part?.instructors ?? [],
      price: offering.price,
      oldPrice: offering.oldPrice,
      isDiscounted: offering.isDiscounted && offering.oldPrice !== null && offering.oldPrice > offering.price,
      currencyCode: offering.currencyCode,
      isFree: offering.price <= 0,
      isComingSoon: course.isComingSoon,
      duration: course.duration,
      durationUnit: course.durationUnit,
      startDate: iso(course.startDate),
      endDate: iso(course.endDate),
      startEnrollmentDate: iso(course.startEnrollmentDate),
      endEnrollmentDate: iso(course.endEnrollmentDate),
      maxEnrollmentCount: max,
      seatsLeft: max === null ? null : Math.max(0, max - offering.numberOfEnrollees),
      numberOfEnrollees: offering.numberOfEnrollees,
      rating: { average: offering.ratingAverage, count: offering.ratingCount },
      createdAt: course.createdAt.toISOString(),
    });
  }
  return contents;
}

const covers = alias(media, 'cover');

interface CardParts {
  translation: { name: string | null; briefDescription: string | null } | null;
  category: CourseCategory | null;
  cover: typeof media.$inferSelect | null;
  instructors: CourseInstructor[];
}

/**
 * What a card of each course holds besides the course and its offering, in one statement: the
 * translation into `language`, the category (one of the organization that owns the course), the
 * cover and the instructors learners see (hidden ones left out) in their order, a row per
 * instructor (one with none when the course has none). One statement rather than one per kind:
 * the embedded database answers one statement at a time. Unsafe by name: it reads courses by id
 * alone, because a course offered to the organization may be owned by another; its callers pass
 * only ids of courses their organization offers (read through the organization's offerings).
 */
async function unsafeReadCardParts(db: Db, language: Language, courseIds: number[]): Promise<Map<number, CardParts>> {
  const rows = await db
    .select({
      courseId: courses.id,
      translationName: courseTranslations.name,
      translationBrief: courseTranslations.briefDescription,
      hasTranslation: sql<boolean>`${courseTranslations.courseId} is not null`,
      category: courseCategories,
      cover: covers,
      instructorId: people.id,
      instructorPosition: people.position,
      ...personColumns,
    })
    .from(courses)
    .leftJoin(
      courseTranslations,
      and(eq(courseTranslations.courseId, courses.id), eq(courseTranslations.language, language)),
    )
    .leftJoin(
      courseCategories,
      and(eq(courseCategories.id, courses.categoryId), eq(courseCategories.organizationId, courses.organizationId)),
    )
    .leftJoin(covers, eq(covers.id, courses.coverImageId))
    .leftJoin(courseInstructors, and(eq(courseInstructors.courseId, courses.id), eq(courseInstructors.isHidden, false)))
    .leftJoin(people, eq(people.id, courseInstructors.userId))
    .where(inArray(courses.id, courseIds))
    .orderBy(asc(courses.id), asc(courseInstructors.position), asc(people.id));
  const parts = new Map<number, CardParts>();
  for (const row of rows) {
    let part = parts.get(row.courseId);
    if (!part) {
      part = {
        translation: row.hasTranslation ? { name: row.translationName, briefDescription: row.translationBrief } : null,
        category: row.category ? toCategory(row.category, language) : null,
        cover: row.cover,
        instructors: [],
      };
      parts.set(row.courseId, part);
    }
    if (row.instructorId !== null) {
      part.instructors.push({
        id: row.instructorId,
        position: row.instructorPosition,
        ...toPerson({ ...row, firstName: row.firstName ?? '', lastName: row.lastName ?? '' }, language),
      });
    }
  }
  return parts;
}

/** The instructors learners see (hidden ones left out) of each course, in their order, in one query. */
export async function loadVisibleInstructors(
  db: Db,
  lang: Language,
  courseIds: number[],
): Promise<Map<number, CourseInstructor[]>> {
  const byCourse = new Map<number, CourseInstructor[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: courseInstructors.courseId,
      id: people.id,
      position: people.position,
      ...personColumns,
    })
    .from(courseInstructors)
    .innerJoin(people, eq(people.id, courseInstructors.userId))
    .where(and(inArray(courseInstructors.courseId, courseIds), eq(courseInstructors.isHidden, false)))
    .orderBy(asc(courseInstructors.courseId), asc(courseInstructors.position), asc(people.id));
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({ id: row.id, position: row.position, ...toPerson(row, lang) });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}

export function toCategory(row: typeof courseCategories.$inferSelect, lang: Language): CourseCategory {
  return { id: row.id, name: lang === 'ar' ? row.nameAr || row.name : row.name, parentId: row.parentId };
}

/** A date as the API answers it (ISO 8601), or null. */
export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
