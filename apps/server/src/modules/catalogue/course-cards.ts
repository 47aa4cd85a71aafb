import type { CourseCard, CourseCategory, CourseInstructor, Language } from '@manara/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { builtOnce } from '../../platform/built-once.ts';
import type { RequestContext } from '../../platform/context.ts';
import {
  type CourseCategoryRow,
  type CourseRow,
  courseInstructorRows,
  courseTranslationRows,
  type OfferingRow,
  unsafeCategories,
  unsafeCourses,
} from '../courses/index.ts';
import { viewerCoursesOf } from '../enrolment/index.ts';
import { unsafeFiles } from '../media/index.ts';
import { people, personColumns, toPerson } from '../users/index.ts';
import { listingIn } from './catalogue.query.ts';

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
  const { offering, course } = listingIn(ctx.orgId);
  const missing =
    missingIds.length === 0
      ? []
      : await db
          .select({ course: course._.selectedFields, offering: offering._.selectedFields })
          .from(offering)
          .innerJoin(course, eq(course.id, offering.courseId))
          .where(inArray(offering.courseId, missingIds));
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
    userId === null ? null : ctx.content.viewer(ctx.orgId, userId, () => viewerCoursesOf(db, ctx.orgId, userId)),
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

interface CardParts {
  translation: { name: string | null; briefDescription: string | null } | null;
  category: CourseCategory | null;
  cover: { id: number; url: string } | null;
  instructors: CourseInstructor[];
}

/** The statement of `unsafeReadCardParts`, built once (its language and course ids are placeholders). */
const cardPartsStatement = builtOnce('card_parts', (db: Db, _shape: 'all', name: string) => {
  const course = unsafeCourses();
  const translation = courseTranslationRows;
  const category = unsafeCategories();
  const cover = unsafeFiles();
  const instructor = courseInstructorRows;
  return db
    .select({
      courseId: course.id,
      translationName: translation.name,
      translationBrief: translation.briefDescription,
      hasTranslation: sql<boolean>`${translation.courseId} is not null`,
      category: category._.selectedFields,
      cover: cover._.selectedFields,
      instructorId: people.id,
      instructorPosition: people.position,
      ...personColumns,
    })
    .from(course)
    .leftJoin(
      translation,
      and(eq(translation.courseId, course.id), eq(translation.language, sql.placeholder('language'))),
    )
    .leftJoin(category, and(eq(category.id, course.categoryId), eq(category.organizationId, course.organizationId)))
    .leftJoin(cover, eq(cover.id, course.coverImageId))
    .leftJoin(instructor, and(eq(instructor.courseId, course.id), eq(instructor.isHidden, false)))
    .leftJoin(people, eq(people.id, instructor.userId))
    .where(sql`${course.id} = any(${sql.placeholder('courseIds')})`)
    .orderBy(asc(course.id), asc(instructor.position), asc(people.id))
    .prepare(name);
});

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
  const rows = await cardPartsStatement(db, 'all').execute({ language, courseIds });
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

export function toCategory(row: CourseCategoryRow, lang: Language): CourseCategory {
  return { id: row.id, name: lang === 'ar' ? row.nameAr || row.name : row.name, parentId: row.parentId };
}

/** A date as the API answers it (ISO 8601), or null. */
export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
