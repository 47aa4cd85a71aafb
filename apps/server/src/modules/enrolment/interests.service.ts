import type * as calls from '@manara/contract';
import type { CourseInterest, InterestedLearnerSortColumn, SortOrder } from '@manara/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { findCourseOf, findCourseTranslation } from '../courses/index.ts';
import { organizationNames } from '../organizations/index.ts';
import { people, personSearch } from '../users/index.ts';
import { courseInterests } from './enrolment.tables.ts';
import { mailCourseOpened } from './interests.mail.ts';
import { findVisibleCourse } from './wishlist.service.ts';

/** One member's interest row: its organization, learner and course. */
function ofMember(orgId: number, userId: number, courseId: number) {
  return and(
    eq(courseInterests.organizationId, orgId),
    eq(courseInterests.userId, userId),
    eq(courseInterests.courseId, courseId),
  );
}

function callerId(ctx: RequestContext): number {
  if (!ctx.user) throw new AppError('common-009');
  return ctx.user.id;
}

/** The member's interest in organization `orgId`'s offering of the course and the members there who share it. */
async function interestOf(db: Db, orgId: number, userId: number, courseId: number): Promise<CourseInterest> {
  const [[mine], [all]] = await Promise.all([
    db
      .select({ notify: courseInterests.notifyWhenAvailable })
      .from(courseInterests)
      .where(ofMember(orgId, userId, courseId)),
    db
      .select({ n: count() })
      .from(courseInterests)
      .where(inOrganization(courseInterests, orgId, eq(courseInterests.courseId, courseId))),
  ]);
  return {
    courseId,
    isInterested: Boolean(mine),
    notifyWhenAvailable: mine?.notify ?? false,
    interestedCount: all?.n ?? 0,
  };
}

/** `GET courses/{courseId}/interests` and `…/request-notification`: the caller's interest. */
export async function getInterest(db: Db, ctx: RequestContext, courseId: number) {
  await findVisibleCourse(db, ctx.orgId, courseId);
  return interestOf(db, ctx.orgId, callerId(ctx), courseId);
}

/** `POST courses/{courseId}/interests`: any course learners see (interests also feed recommendations). */
export async function addInterest(db: Db, ctx: RequestContext, courseId: number) {
  await findVisibleCourse(db, ctx.orgId, courseId);
  const userId = callerId(ctx);
  await db.insert(courseInterests).values({ userId, courseId, organizationId: ctx.orgId }).onConflictDoNothing();
  return interestOf(db, ctx.orgId, userId, courseId);
}

/** `DELETE courses/{courseId}/interests`: the interest and its notification request go. */
export async function removeInterest(db: Db, ctx: RequestContext, courseId: number) {
  await findVisibleCourse(db, ctx.orgId, courseId);
  const userId = callerId(ctx);
  await db.delete(courseInterests).where(ofMember(ctx.orgId, userId, courseId));
  return interestOf(db, ctx.orgId, userId, courseId);
}

/** `POST courses/{courseId}/request-notification`: only a coming-soon course can open later (`courses-010`). */
export async function requestNotification(db: Db, ctx: RequestContext, courseId: number) {
  const { course } = await findVisibleCourse(db, ctx.orgId, courseId);
  if (!course.isComingSoon) throw new AppError('courses-010');
  const userId = callerId(ctx);
  await db
    .insert(courseInterests)
    .values({ userId, courseId, organizationId: ctx.orgId, notifyWhenAvailable: true })
    .onConflictDoUpdate({
      target: [courseInterests.organizationId, courseInterests.userId, courseInterests.courseId],
      set: { notifyWhenAvailable: true, notifiedAt: null },
    });
  return interestOf(db, ctx.orgId, userId, courseId);
}

/** `DELETE courses/{courseId}/request-notification`: no e-mail, the interest stays. */
export async function cancelNotification(db: Db, ctx: RequestContext, courseId: number) {
  await findVisibleCourse(db, ctx.orgId, courseId);
  const userId = callerId(ctx);
  await db
    .update(courseInterests)
    .set({ notifyWhenAvailable: false })
    .where(ofMember(ctx.orgId, userId, courseId));
  return interestOf(db, ctx.orgId, userId, courseId);
}

/**
 * E-mails every member who asked to be told when this course opens, once each, in their own
 * language, with a link to its overview; answers how many were mailed. The enrolment module's
 * listener of `courses.opened` (publishing the course, or turning `isComingSoon` off): while the
 * course is still coming soon or not published, nobody is mailed.
 *
 * Unsafe: the members who asked are those of every organization offering the course (the
 * course opened for all of them), so their interests are read across organizations; the course
 * itself is read in the organization that owns it, which published the event.
 */
export async function unsafeNotifyInterestedLearners(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'>,
  event: { organizationId: number; courseId: number },
): Promise<number> {
  const { db } = deps;
  const { courseId } = event;
  const course = await findCourseOf(db, event.organizationId, courseId);
  if (!course || course.isComingSoon || !course.isPublished || course.isDeleted) return 0;
  const waiting = await db
    .select({
      userId: courseInterests.userId,
      orgId: courseInterests.organizationId,
      email: people.email,
      firstName: people.firstName,
      firstNameAr: people.firstNameAr,
      language: people.preferredLanguage,
      orgName: organizationNames.name,
      orgNameAr: organizationNames.nameArabic,
      orgPrefix: organizationNames.domainPrefix,
    })
    .from(courseInterests)
    .innerJoin(people, eq(people.id, courseInterests.userId))
    .innerJoin(organizationNames, eq(organizationNames.id, courseInterests.organizationId))
    .where(
      and(
        eq(courseInterests.courseId, courseId),
        eq(courseInterests.notifyWhenAvailable, true),
        isNull(courseInterests.notifiedAt),
        isNull(people.deactivatedAt),
      ),
    );
  if (waiting.length === 0) return 0;
  const ownLanguage = course.language === 'ARABIC' ? 'ar' : 'en';
  // A course has its own language and at most one other: the one its translation is in.
  const translation = await findCourseTranslation(db, courseId, ownLanguage === 'ar' ? 'en' : 'ar');
  const nameIn = (language: 'en' | 'ar') => (language === ownLanguage ? course.name : translation?.name || course.name);
  for (const w of waiting) {
    const language = w.language;
    await mailCourseOpened(
      deps,
      { email: w.email, name: (language === 'ar' && w.firstNameAr) || w.firstName, language },
      {
        orgId: w.orgId,
        orgName: language === 'ar' ? w.orgNameAr : w.orgName,
        orgPrefix: w.orgPrefix,
        courseId,
        courseName: nameIn(language),
      },
    );
    // Marked one by one, so that a failure part-way mails nobody twice on the next attempt.
    await db
      .update(courseInterests)
      .set({ notifiedAt: deps.clock.now() })
      .where(ofMember(w.orgId, w.userId, courseId));
  }
  return waiting.length;
}

/**
 * What each column of the interested learners sorts by: the learner by name (first, then last),
 * the e-mail asked for as waiting, sent, not asked; ties newest first.
 */
const interestedSortKeys: SortKeys<InterestedLearnerSortColumn> = {
  interestedAt: [courseInterests.createdAt, courseInterests.userId],
  learner: [people.firstName, people.lastName],
  notify: [
    sql`case when ${courseInterests.notifiedAt} is not null then 1 when ${courseInterests.notifyWhenAvailable} then 0 else 2 end`,
  ],
};

/**
 * `GET courses/{courseId}/interested-learners`: the organization's members interested in the
 * course, newest first unless sorted (the `courseAuthor` rule let only its authors in). Another
 * organization's interest in a course it offers stays its own.
 */
export async function listInterestedLearners(
  db: Db,
  ctx: RequestContext,
  courseId: number,
  query: {
    skip: number;
    take: number;
    search?: string | undefined;
    sort?: InterestedLearnerSortColumn | undefined;
    order?: SortOrder | undefined;
  },
): Promise<calls.CallResponse<typeof calls.listInterestedLearners>> {
  const where = inOrganization(
    courseInterests,
    ctx.orgId,
    eq(courseInterests.courseId, courseId),
    personSearch(query.search),
  );
  const { data, total } = await paged(
    query,
    db
      .select({
        userId: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        email: people.email,
        createdAt: courseInterests.createdAt,
        notifyWhenAvailable: courseInterests.notifyWhenAvailable,
        notifiedAt: courseInterests.notifiedAt,
      })
      .from(courseInterests)
      .innerJoin(people, eq(people.id, courseInterests.userId))
      .where(where)
      .orderBy(
        ...orderOf(interestedSortKeys, sortingOf(query, { sort: 'interestedAt', order: 'desc' }), [
          desc(courseInterests.createdAt),
          desc(courseInterests.userId),
        ]),
      )
      .$dynamic(),
    db
      .select({ n: count() })
      .from(courseInterests)
      .innerJoin(people, eq(people.id, courseInterests.userId))
      .where(where),
  );
  return {
    data: data.map((row) => ({
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      interestedAt: row.createdAt.toISOString(),
      notifyWhenAvailable: row.notifyWhenAvailable,
      notifiedAt: row.notifiedAt?.toISOString() ?? null,
    })),
    total,
  };
}
