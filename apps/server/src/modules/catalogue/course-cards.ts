import type { CourseCard, CourseCategory, CourseInstructor, Language } from '@manara/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseCategories, courseInstructors, courseTranslations } from '../courses/courses.tables.ts';
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

/**
 * Turns course rows into cards in the request's language. Everything a card needs beyond the
 * rows is loaded in one query per kind for all rows together (translations, categories, visible
 * instructors, covers, and for a signed-in caller their enrolments and wishlist), never per row.
 * `viewerId` shows another member's enrolments and wishlist (an administrator's view of them).
 * Enrolments, wishlist and rating are the request organization's: a course offered to several
 * organizations shows in each what was done there.
 */
export async function toCourseCards(
  db: Db,
  ctx: RequestContext,
  rows: CourseAndOffering[],
  options: { viewerId?: number | null } = {},
): Promise<CourseCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.course.id);
  const categoryIds = unique(rows.map((r) => r.course.categoryId));
  const coverIds = unique(rows.map((r) => r.course.coverImageId));
  // Whose enrolments and wishlist the cards show: the caller's, or the member an administrator looks at.
  const userId = options.viewerId !== undefined ? options.viewerId : (ctx.user?.id ?? null);

  const [translations, categories, instructors, covers, enrolled, wishlisted] = await Promise.all([
    db
      .select({
        courseId: courseTranslations.courseId,
        name: courseTranslations.name,
        briefDescription: courseTranslations.briefDescription,
      })
      .from(courseTranslations)
      .where(and(inArray(courseTranslations.courseId, ids), eq(courseTranslations.language, ctx.language))),
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
    loadVisibleInstructors(db, ctx.language, ids),
    unsafeMediaByIds(db, coverIds),
    userId === null
      ? []
      : db
          .select({ courseId: courseEnrollees.courseId })
          .from(courseEnrollees)
          .where(
            inOrganization(
              courseEnrollees,
              ctx.orgId,
              eq(courseEnrollees.userId, userId),
              inArray(courseEnrollees.courseId, ids),
            ),
          ),
    userId === null
      ? []
      : db
          .select({ courseId: wishlistedCourses.courseId })
          .from(wishlistedCourses)
          .where(
            inOrganization(
              wishlistedCourses,
              ctx.orgId,
              eq(wishlistedCourses.userId, userId),
              inArray(wishlistedCourses.courseId, ids),
            ),
          ),
  ]);

  const translationOf = new Map(translations.map((t) => [t.courseId, t]));
  const categoryOf = new Map(categories.map((c) => [c.id, toCategory(c, ctx.language)]));
  const coverOf = new Map(covers.map((m) => [m.id, m]));
  const enrolledIds = new Set(enrolled.map((e) => e.courseId));
  const wishlistedIds = new Set(wishlisted.map((w) => w.courseId));

  return rows.map(({ course, offering }) => {
    // The course's own fields are in its own language; a translation only replaces them for the other one.
    const translation = languageOfCourse(course) === ctx.language ? undefined : translationOf.get(course.id);
    const max = course.maxEnrollmentCount;
    return {
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
      isEnrolled: enrolledIds.has(course.id),
      isWishlisted: wishlistedIds.has(course.id),
      createdAt: course.createdAt.toISOString(),
    };
  });
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
