import type { CourseCard, CourseCategory, CourseInstructor, Language } from '@manara/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
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
import { unsafeMediaByIds } from '../media/index.ts';
import { media } from '../media/media.tables.ts';
import { personColumns, toPerson } from '../users/index.ts';
import { users } from '../users/users.tables.ts';

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
 * from; the others are built with one query per kind for all of them together (translations,
 * categories, visible instructors, covers), never per row. What the viewer did (enrolled,
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

/** The cards' content of `rows`, by course id: one query per kind for all rows together. */
async function buildCardContents(
  db: Db,
  language: Language,
  rows: CourseAndOffering[],
): Promise<Map<number, CardContent>> {
  const contents = new Map<number, CardContent>();
  if (rows.length === 0) return contents;
  const ids = rows.map((r) => r.course.id);
  const categoryIds = unique(rows.map((r) => r.course.categoryId));
  const coverIds = unique(rows.map((r) => r.course.coverImageId));
  const [translations, categories, instructors, covers] = await Promise.all([
    db
      .select({
        courseId: courseTranslations.courseId,
        name: courseTranslations.name,
        briefDescription: courseTranslations.briefDescription,
      })
      .from(courseTranslations)
      .where(and(inArray(courseTranslations.courseId, ids), eq(courseTranslations.language, language))),
    // A course's category is one of the organization that owns the course.
    categoryIds.length === 0
      ? []
      : db
          .select()
          .from(courseCategories)
          .where(
            and(
              inArray(courseCategories.id, categoryIds),
              inArray(courseCategories.organizationId, unique(rows.map((r) => r.course.organizationId))),
            ),
          ),
    loadVisibleInstructors(db, language, ids),
    unsafeMediaByIds(db, coverIds),
  ]);

  const translationOf = new Map(translations.map((t) => [t.courseId, t]));
  const categoryOf = new Map(categories.map((c) => [c.id, toCategory(c, language)]));
  const coverOf = new Map(covers.map((m) => [m.id, m]));

  for (const { course, offering } of rows) {
    // The course's own fields are in its own language; a translation only replaces them for the other one.
    const translation = languageOfCourse(course) === language ? undefined : translationOf.get(course.id);
    const max = course.maxEnrollmentCount;
    contents.set(course.id, {
      id: course.id,
      name: translation?.name || course.name,
      briefDescription: translation?.briefDescription || course.briefDescription,
      language: course.language,
      learningTypes: course.learningTypes,
      deliveryMode: course.deliveryMode,
      level: course.level,
      category: course.categoryId === null ? null : (categoryOf.get(course.categoryId) ?? null),
      coverImage: course.coverImageId === null ? null : (coverOf.get(course.coverImageId) ?? null),
      instructors: instructors.get(course.id) ?? [],
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
      id: users.id,
      position: users.position,
      ...personColumns,
    })
    .from(courseInstructors)
    .innerJoin(users, eq(users.id, courseInstructors.userId))
    .leftJoin(media, eq(media.id, users.profileImageId))
    .where(and(inArray(courseInstructors.courseId, courseIds), eq(courseInstructors.isHidden, false)))
    .orderBy(asc(courseInstructors.courseId), asc(courseInstructors.position), asc(users.id));
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

function unique(values: (number | null)[]): number[] {
  return [...new Set(values.filter((v): v is number => v !== null))];
}

/** A date as the API answers it (ISO 8601), or null. */
export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
