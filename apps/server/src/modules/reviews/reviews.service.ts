import type * as calls from '@manara/contract';
import type { CourseReview, Language, ReviewStatus } from '@manara/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { findInOrganization, inOrganization } from '../../platform/tenancy.ts';
import {
  findOfferedCourse,
  isCourseAdministrator,
  type LearnedCourse,
  lockOffering,
  type OfferedCourse,
  setOfferingRating,
} from '../courses/index.ts';
import { requireOwnUserId } from '../progress/index.ts';
import { people, personColumns, toPerson } from '../users/index.ts';
import { courseReviews } from './reviews.tables.ts';

export type ReviewRow = typeof courseReviews.$inferSelect;

const reviewColumns = { review: courseReviews, ...personColumns };

export function selectReviews(db: Db | Tx) {
  return db.select(reviewColumns).from(courseReviews).innerJoin(people, eq(people.id, courseReviews.userId));
}

type ReviewSelection = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

export function toReview(row: ReviewSelection, language: Language): CourseReview {
  const { review } = row;
  return {
    id: review.id,
    courseId: review.courseId,
    userId: review.userId,
    rating: review.rating,
    comment: review.comment,
    status: review.status,
    user: { id: review.userId, ...toPerson(row, language) },
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}

async function loadReview(db: Db | Tx, ctx: RequestContext, reviewId: number): Promise<CourseReview> {
  const [row] = await selectReviews(db).where(inOrganization(courseReviews, ctx.orgId, eq(courseReviews.id, reviewId)));
  if (!row) throw notFound();
  return toReview(row, ctx.language);
}

/** A review of the course in the caller's organization, or 404. */
async function findReview(db: Db | Tx, ctx: RequestContext, courseId: number, reviewId: number): Promise<ReviewRow> {
  const [row] = await db
    .select()
    .from(courseReviews)
    .where(
      inOrganization(courseReviews, ctx.orgId, eq(courseReviews.id, reviewId), eq(courseReviews.courseId, courseId)),
    );
  if (!row) throw notFound();
  return row;
}

/**
 * Recomputes the course's rating in organization `orgId` from the published reviews written
 * there (another organization's reviews never count), in the review's transaction: one UPDATE of
 * the offering, which the courses module writes. The offering row is locked first
 * (`lockOffering`), so concurrent reviews recompute one after another.
 */
async function refreshCourseRating(tx: Tx, orgId: number, courseId: number): Promise<void> {
  const published = inOrganization(
    courseReviews,
    orgId,
    eq(courseReviews.courseId, courseId),
    eq(courseReviews.status, 'PUBLISHED'),
  );
  await setOfferingRating(tx, orgId, courseId, {
    average: sql<number>`coalesce((select avg(${courseReviews.rating})::float8 from ${courseReviews} where ${published}), 0)`,
    count: sql<number>`(select count(*)::int from ${courseReviews} where ${published})`,
  });
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Only learners enrolled in the organization review (the `courseLearner` rule found the course
 * and enrolment; its authors, who preview it unenrolled, get `courses-003`), once per course
 * there (`reviews-001` for a second one); the same learner may review the course again in
 * another organization offering it.
 */
export async function createCourseReview(
  db: Db,
  ctx: RequestContext,
  { course, enrolment }: LearnedCourse,
  body: { rating: number; comment: string },
): Promise<CourseReview> {
  if (!enrolment) throw new AppError('courses-003');
  const userId = enrolment.userId;
  try {
    const id = await db.transaction(async (tx) => {
      await lockOffering(tx, ctx.orgId, course.id);
      const [row] = await tx
        .insert(courseReviews)
        .values({ organizationId: ctx.orgId, courseId: course.id, userId, rating: body.rating, comment: body.comment })
        .returning({ id: courseReviews.id });
      if (!row) throw new AppError('reviews-001');
      await refreshCourseRating(tx, ctx.orgId, course.id);
      return row.id;
    });
    return loadReview(db, ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('reviews-001');
    throw error;
  }
}

/** The course's reviews, for whoever the `catalogueCourseViewer` rule let in (it found the course). */
export async function listCourseReviews(
  db: Db,
  ctx: RequestContext,
  { course, offering }: OfferedCourse,
  query: { skip: number; take: number; userId?: number; status: ReviewStatus | 'all' },
): Promise<calls.CallResponse<typeof calls.listCourseReviews>> {
  const conditions: SQL[] = [eq(courseReviews.courseId, course.id)];
  if (query.userId !== undefined) {
    // One's own review, whatever its status: the review page shows the learner what they wrote.
    conditions.push(eq(courseReviews.userId, requireOwnUserId(ctx, query.userId)));
  } else if (query.status !== 'PUBLISHED') {
    if (!(await isCourseAdministrator(db, ctx))) throw new AppError(ctx.user ? 'common-007' : 'common-009');
    if (query.status === 'HIDDEN') conditions.push(eq(courseReviews.status, 'HIDDEN'));
  } else {
    conditions.push(eq(courseReviews.status, 'PUBLISHED'));
  }
  const where = inOrganization(courseReviews, ctx.orgId, ...conditions);
  const { data: rows, total } = await paged(
    query,
    selectReviews(db).where(where).orderBy(desc(courseReviews.createdAt), desc(courseReviews.id)).$dynamic(),
    db.$count(courseReviews, where),
  );
  return {
    data: rows.map((row) => toReview(row, ctx.language)),
    total,
    rating: { average: offering.ratingAverage, count: offering.ratingCount },
  };
}

/** One review of a course the `catalogueCourseViewer` rule let the caller see. */
export async function getCourseReview(
  db: Db,
  ctx: RequestContext,
  params: { courseId: number; reviewId: number },
): Promise<CourseReview> {
  const row = await findReview(db, ctx, params.courseId, params.reviewId);
  const isOwn = ctx.user?.id === row.userId;
  if (row.status !== 'PUBLISHED' && !isOwn && !(await isCourseAdministrator(db, ctx))) throw notFound();
  return loadReview(db, ctx, row.id);
}

/**
 * The review the caller wrote in this organization: the contract's `reviewOwner` rule. Anyone
 * else's answers 404 (it may be hidden from them), as another organization's does.
 */
export async function requireOwnReview(db: Db, ctx: RequestContext, reviewId: number): Promise<ReviewRow> {
  const row = await findInOrganization(db, courseReviews, ctx.orgId, reviewId);
  if (!row || row.userId !== ctx.user?.id) throw notFound();
  return row;
}

/** The reviewer changes their review (the `reviewOwner` rule found it) of the path's course. */
export async function updateCourseReview(
  db: Db,
  ctx: RequestContext,
  row: ReviewRow,
  courseId: number,
  body: { rating?: number; comment?: string },
): Promise<CourseReview> {
  await findOfferedCourse(db, ctx.orgId, courseId);
  if (row.courseId !== courseId) throw notFound();
  await db.transaction(async (tx) => {
    await lockOffering(tx, row.organizationId, row.courseId);
    await tx
      .update(courseReviews)
      .set({ ...body, updatedAt: ctx.clock.now() })
      .where(inOrganization(courseReviews, ctx.orgId, eq(courseReviews.id, row.id)));
    await refreshCourseRating(tx, row.organizationId, row.courseId);
  });
  return loadReview(db, ctx, row.id);
}

export async function deleteCourseReview(
  db: Db,
  ctx: RequestContext,
  params: { courseId: number; reviewId: number },
): Promise<null> {
  await findOfferedCourse(db, ctx.orgId, params.courseId);
  const row = await findReview(db, ctx, params.courseId, params.reviewId);
  if (row.userId !== ctx.user?.id && !(await isCourseAdministrator(db, ctx))) throw notFound();
  await db.transaction(async (tx) => {
    await lockOffering(tx, row.organizationId, row.courseId);
    await tx.delete(courseReviews).where(inOrganization(courseReviews, ctx.orgId, eq(courseReviews.id, row.id)));
    await refreshCourseRating(tx, row.organizationId, row.courseId);
  });
  return null;
}

/** Course administrators hide a review (out of the list and the rating) or publish it again. */
export async function moderateCourseReview(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  body: { reviewId: number; status: ReviewStatus; moderationNote?: string },
): Promise<CourseReview> {
  await findOfferedCourse(db, ctx.orgId, courseId);
  if (!(await isCourseAdministrator(db, ctx))) throw new AppError('common-007');
  const row = await findReview(db, ctx, courseId, body.reviewId);
  await db.transaction(async (tx) => {
    await lockOffering(tx, row.organizationId, row.courseId);
    await tx
      .update(courseReviews)
      .set({
        status: body.status,
        moderatedById: ctx.user?.id ?? null,
        ...(body.moderationNote !== undefined ? { moderationNote: body.moderationNote } : {}),
      })
      .where(inOrganization(courseReviews, ctx.orgId, eq(courseReviews.id, row.id)));
    await refreshCourseRating(tx, row.organizationId, row.courseId);
  });
  return loadReview(db, ctx, row.id);
}
