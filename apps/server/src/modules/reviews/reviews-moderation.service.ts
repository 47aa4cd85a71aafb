import type * as calls from '@manara/contract';
import type { ReviewSortColumn, ReviewStatus, SortOrder } from '@manara/contract';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { paged } from '../../platform/pagination.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { unsafeCourseNamesIn } from '../courses/index.ts';
import { people } from '../users/index.ts';
import { selectReviews, toReview } from './reviews.service.ts';
import { courseReviews } from './reviews.tables.ts';

/** What each column sorts by (the author by name, as stored); ties newest first. */
const sortKeys: SortKeys<ReviewSortColumn> = {
  createdAt: [courseReviews.createdAt, courseReviews.id],
  rating: [courseReviews.rating],
  status: [courseReviews.status],
  author: [people.firstName, people.lastName],
};

/**
 * Every review written in the organization, newest first unless sorted, for the portal's moderation page:
 * filtered by status, rating and course. Another organization's reviews never show (reviews are
 * kept per organization).
 */
export async function listOrganizationCourseReviews(
  db: Db,
  ctx: RequestContext,
  query: {
    skip: number;
    take: number;
    status?: ReviewStatus | undefined;
    rating?: number | undefined;
    courseId?: number | undefined;
    sort?: ReviewSortColumn | undefined;
    order?: SortOrder | undefined;
  },
): Promise<calls.CallResponse<typeof calls.listOrganizationCourseReviews>> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(courseReviews.status, query.status));
  if (query.rating !== undefined) conditions.push(eq(courseReviews.rating, query.rating));
  if (query.courseId !== undefined) conditions.push(eq(courseReviews.courseId, query.courseId));
  const where = inOrganization(courseReviews, ctx.orgId, ...conditions);
  const { data: rows, total } = await paged(
    query,
    selectReviews(db)
      .where(where)
      .orderBy(
        ...orderOf(sortKeys, sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(courseReviews.createdAt),
          desc(courseReviews.id),
        ]),
      )
      .$dynamic(),
    db.$count(courseReviews, where),
  );
  const courseIds = [...new Set(rows.map((r) => r.review.courseId))];
  // A course reviewed in this organization may be owned by another that offers it here; the ids come from its reviews.
  const nameOf = await unsafeCourseNamesIn(db, ctx.language, courseIds);
  return {
    data: rows.map((row) => ({ ...toReview(row, ctx.language), courseName: nameOf.get(row.review.courseId) ?? '' })),
    total,
  };
}
