import type { CourseCard } from '@manara/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { listedWhere, listingIn, toCourseCards } from '../catalogue/index.ts';
import { findOfferedCourse, isVisibleToLearners } from '../courses/index.ts';
import { wishlistedCourses } from './enrolment.tables.ts';
import { resolveTargetUser } from './enrolment.target.ts';

/** A course learners can see, else 404 (favourites hold only what the catalogue could show). */
export async function findVisibleCourse(db: Db, orgId: number, courseId: number) {
  const found = await findOfferedCourse(db, orgId, courseId);
  if (!isVisibleToLearners(found.course, found.offering)) throw notFound();
  return found;
}

/** Whether the member keeps the course in organization `orgId`'s favourites (each organization has its own). */
async function isWishlisted(db: Db, orgId: number, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ courseId: wishlistedCourses.courseId })
    .from(wishlistedCourses)
    .where(
      inOrganization(
        wishlistedCourses,
        orgId,
        eq(wishlistedCourses.userId, userId),
        eq(wishlistedCourses.courseId, courseId),
      ),
    );
  return Boolean(row);
}

/** `POST users/{userId}/wishlisted-courses/{courseId}`: adding it again changes nothing. */
export async function addToWishlist(db: Db, ctx: RequestContext, userId: number, courseId: number) {
  const target = await resolveTargetUser(db, ctx, userId);
  await findVisibleCourse(db, ctx.orgId, courseId);
  // Dated by the app's clock: the list is newest first.
  await db
    .insert(wishlistedCourses)
    .values({ userId: target.userId, courseId, organizationId: ctx.orgId, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
  return { courseId, isWishlisted: true };
}

/** `DELETE users/{userId}/wishlisted-courses/{courseId}`: removing one that is not there is no error. */
export async function removeFromWishlist(db: Db, ctx: RequestContext, userId: number, courseId: number) {
  const target = await resolveTargetUser(db, ctx, userId);
  await findOfferedCourse(db, ctx.orgId, courseId);
  await db
    .delete(wishlistedCourses)
    .where(
      inOrganization(
        wishlistedCourses,
        ctx.orgId,
        eq(wishlistedCourses.userId, target.userId),
        eq(wishlistedCourses.courseId, courseId),
      ),
    );
  return null;
}

export async function getWishlistState(db: Db, ctx: RequestContext, userId: number, courseId: number) {
  const target = await resolveTargetUser(db, ctx, userId);
  await findOfferedCourse(db, ctx.orgId, courseId);
  return { courseId, isWishlisted: await isWishlisted(db, ctx.orgId, target.userId, courseId) };
}

/** `GET users/{userId}/wishlisted-courses`: the favourites learners can still see, newest first. */
export async function listWishlist(
  db: Db,
  ctx: RequestContext,
  userId: number,
  page: { skip: number; take: number },
): Promise<{ data: CourseCard[]; total: number }> {
  const target = await resolveTargetUser(db, ctx, userId);
  const listing = listingIn(ctx.orgId);
  const { course: courses, offering: offerings } = listing;
  const where = and(
    eq(wishlistedCourses.userId, target.userId),
    eq(wishlistedCourses.organizationId, ctx.orgId),
    // Listed, as the catalogue lists it: offered as published, the course published, not deleted.
    listedWhere(listing),
  );
  const offeringHere = eq(offerings.courseId, courses.id);
  const { data: rows, total } = await paged(
    page,
    db
      .select({ course: courses._.selectedFields, offering: offerings._.selectedFields })
      .from(wishlistedCourses)
      .innerJoin(courses, eq(courses.id, wishlistedCourses.courseId))
      .innerJoin(offerings, offeringHere)
      .where(where)
      .orderBy(desc(wishlistedCourses.createdAt), desc(courses.id))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(wishlistedCourses)
      .innerJoin(courses, eq(courses.id, wishlistedCourses.courseId))
      .innerJoin(offerings, offeringHere)
      .where(where),
  );
  return { data: await toCourseCards(db, ctx, rows, { viewerId: target.userId }), total };
}
