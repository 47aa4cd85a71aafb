import type { AuthoringCourse, CreateCourseBody, PassingCriteria, UpdateCourseBody } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import { type RequestContext, signedInUserId } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Extensions } from '../../platform/module.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { languageOfCourse, normalizeSearchText } from '../catalogue/index.ts';
import { type MediaReference, requireMediaAttachable } from '../media/index.ts';
import { currencyOf } from '../organizations/index.ts';
import { refreshNormalizedName, toAuthoringCourse } from './course-authoring.detail.ts';
import {
  checkOfferingReferences,
  newOfferingColumns,
  type OfferingFields,
  offeringChanges,
  splitOfferingFields,
} from './course-offering.ts';
import { courseMediaUse } from './courses.media-uses.ts';
import { type CourseRow, findOfferedCourse, isCourseAdministrator, type OfferedCourse } from './courses.policy.ts';
import {
  courseApprovalRequests,
  courseCategories,
  courseInstructors,
  courseOfferings,
  courses,
  courseTranslations,
} from './courses.tables.ts';

type CourseFields = Omit<UpdateCourseBody, keyof OfferingFields>;
type DateField = 'startEnrollmentDate' | 'endEnrollmentDate' | 'startDate' | 'endDate';
const dateFields: DateField[] = ['startEnrollmentDate', 'endEnrollmentDate', 'startDate', 'endDate'];

/** The course columns a body sets (absent fields are left as they are; dates become `Date`s). */
function courseColumns(body: CourseFields): Partial<typeof courses.$inferInsert> {
  const { startEnrollmentDate, endEnrollmentDate, startDate, endDate, learningTypes, ...rest } = body;
  const columns: Partial<typeof courses.$inferInsert> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (columns as Record<string, unknown>)[key] = value;
  }
  if (learningTypes !== undefined) columns.learningTypes = [...new Set(learningTypes)];
  const dates = { startEnrollmentDate, endEnrollmentDate, startDate, endDate };
  for (const field of dateFields) {
    const value = dates[field];
    if (value !== undefined) columns[field] = value === null ? null : new Date(value);
  }
  return columns;
}

/** What authoring a course's files needs: the database and the app's media registry. */
type AuthoringDeps = { db: Db; extensions: Extensions };

/**
 * Checks what a body refers to: a category of the caller's organization, and files the caller may
 * put on a course (`requireMediaAttachable`: an image for the cover, a video for the introductory
 * video). A file the course already has in that field is not asked about again.
 */
async function checkReferences(
  { db, extensions }: AuthoringDeps,
  ctx: RequestContext,
  body: CourseFields,
  stored?: CourseRow,
): Promise<void> {
  const orgId = ctx.orgId;
  if (body.categoryId !== undefined && body.categoryId !== null) {
    const [category] = await db
      .select({ id: courseCategories.id })
      .from(courseCategories)
      .where(inOrganization(courseCategories, orgId, eq(courseCategories.id, body.categoryId)));
    if (!category) throw new AppError('courses-075');
  }
  const files: MediaReference[] = [];
  const { coverImageId, introductoryVideoId } = body;
  if (typeof coverImageId === 'number' && coverImageId !== stored?.coverImageId) {
    files.push({ id: coverImageId, type: 'IMAGE' });
  }
  if (typeof introductoryVideoId === 'number' && introductoryVideoId !== stored?.introductoryVideoId) {
    files.push({ id: introductoryVideoId, type: 'VIDEO' });
  }
  await requireMediaAttachable({ db, extensions }, ctx, courseMediaUse, files);
}

/** The course as authors see it, read again after a change. */
export async function loadAuthoringCourse(db: Db, ctx: RequestContext, courseId: number): Promise<AuthoringCourse> {
  const { course, offering } = await findOfferedCourse(db, ctx.orgId, courseId);
  return toAuthoringCourse(db, ctx.language, course, offering);
}

/**
 * Creates a course with the organization's offering, in one transaction. An administrator's
 * course is approved at once; an instructor's is pending approval and lists its creator as
 * instructor. Every course starts unpublished.
 */
export async function createCourse(
  deps: AuthoringDeps,
  ctx: RequestContext,
  body: CreateCourseBody,
): Promise<AuthoringCourse> {
  const { db } = deps;
  const userId = signedInUserId(ctx);
  const { offering: offeringFields, course: fields } = splitOfferingFields(body);
  await checkReferences(deps, ctx, fields);
  await checkOfferingReferences(db, ctx.orgId, offeringFields);
  const isAdministrator = await isCourseAdministrator(db, ctx);
  const currencyCode = await currencyOf(db, ctx.orgId);
  const courseId = await db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({
        ...courseColumns(fields),
        name: body.name,
        organizationId: ctx.orgId,
        normalizedName: normalizeSearchText(body.name),
        isPublished: false,
        isApproved: isAdministrator,
        status: isAdministrator ? 'approved' : 'pending',
        createdById: userId,
      })
      .returning({ id: courses.id });
    if (!course) throw new Error('course not inserted');
    await tx.insert(courseOfferings).values({
      organizationId: ctx.orgId,
      courseId: course.id,
      ...newOfferingColumns(offeringFields),
      currencyCode: currencyCode ?? 'SAR',
    });
    if (!isAdministrator) await tx.insert(courseInstructors).values({ courseId: course.id, userId });
    return course.id;
  });
  return loadAuthoringCourse(db, ctx, courseId);
}

export async function getAuthoringCourse(
  db: Db,
  ctx: RequestContext,
  { course, offering }: OfferedCourse,
): Promise<AuthoringCourse> {
  return toAuthoringCourse(db, ctx.language, course, offering);
}

/** An end date must follow its start, counting the stored value of whichever one the body leaves out. */
function checkStoredDateOrder(course: typeof courses.$inferSelect, columns: Partial<typeof courses.$inferInsert>) {
  const pairs = [
    ['startEnrollmentDate', 'endEnrollmentDate'],
    ['startDate', 'endDate'],
  ] as const;
  for (const [start, end] of pairs) {
    const from = columns[start] === undefined ? course[start] : columns[start];
    const to = columns[end] === undefined ? course[end] : columns[end];
    if (from && to && to.getTime() <= from.getTime()) throw new AppError('courses-081');
  }
}

/**
 * A course's own fields and a translation must not share a language: making the course's language
 * one it is translated into would leave the translation unreachable (409 `courses-083`).
 */
async function checkNoTranslationIn(db: Db, courseId: number, language: CourseRow['language']): Promise<void> {
  const [translation] = await db
    .select({ language: courseTranslations.language })
    .from(courseTranslations)
    .where(
      and(eq(courseTranslations.courseId, courseId), eq(courseTranslations.language, languageOfCourse({ language }))),
    );
  if (translation) throw new AppError('courses-083');
}

/** Changes a course and its offering in one transaction; the search name follows a new name. */
export async function updateCourse(
  deps: AuthoringDeps,
  ctx: RequestContext,
  { course, offering }: OfferedCourse,
  body: UpdateCourseBody,
): Promise<AuthoringCourse> {
  const { db } = deps;
  const courseId = course.id;
  const { offering: offeringFields, course: fields } = splitOfferingFields(body);
  await checkReferences(deps, ctx, fields, course);
  await checkOfferingReferences(db, ctx.orgId, offeringFields, offering);
  const columns = courseColumns(fields);
  checkStoredDateOrder(course, columns);
  if (fields.language !== undefined && fields.language !== course.language) {
    await checkNoTranslationIn(db, courseId, fields.language);
  }
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(courses)
      .set({ ...columns, updatedAt: ctx.clock.now() })
      .where(inOrganization(courses, ctx.orgId, eq(courses.id, courseId)))
      .returning();
    await publishIfOpened(tx, ctx, course, updated);
    const offeringColumns = offeringChanges(offeringFields, offering);
    if (offeringColumns) {
      await tx
        .update(courseOfferings)
        .set(offeringColumns)
        .where(inOrganization(courseOfferings, ctx.orgId, eq(courseOfferings.id, offering.id)));
    }
    if (fields.name !== undefined) await refreshNormalizedName(tx, course);
  });
  return loadAuthoringCourse(db, ctx, courseId);
}

/**
 * Sets a course's passing criteria (the certificates module decides who may), as one UPDATE that
 * answers the changed course, or undefined when the organization owns no such course.
 */
export async function setPassingCriteria(
  db: Db,
  ctx: Pick<RequestContext, 'orgId' | 'clock'>,
  courseId: number,
  criteria: PassingCriteria,
): Promise<CourseRow | undefined> {
  const [updated] = await db
    .update(courses)
    .set({ ...criteria, updatedAt: ctx.clock.now() })
    .where(inOrganization(courses, ctx.orgId, eq(courses.id, courseId)))
    .returning();
  return updated;
}

/** Open: published, not coming soon, not deleted: learners can enrol. */
function isOpen(course: Pick<CourseRow, 'isPublished' | 'isComingSoon' | 'isDeleted'>): boolean {
  return course.isPublished && !course.isComingSoon && !course.isDeleted;
}

/**
 * A course that opens (is published, or stops being coming soon) publishes `courses.opened` in the
 * transaction that opens it: the learners who asked to be told are mailed (the enrolment module).
 */
async function publishIfOpened(tx: Tx, ctx: RequestContext, before: CourseRow, after: CourseRow | undefined) {
  if (after && isOpen(after) && !isOpen(before)) {
    await ctx.events.publish('courses.opened', { organizationId: after.organizationId, courseId: after.id }, tx);
  }
}

/** Soft-deletes a course: it leaves every list and answers "not found" from then on. Recorded in the audit log. */
export async function deleteCourse(db: Db, ctx: RequestContext, courseId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(courses)
      .set({ isDeleted: true, updatedAt: ctx.clock.now() })
      .where(inOrganization(courses, ctx.orgId, eq(courses.id, courseId), eq(courses.isDeleted, false)))
      .returning({ id: courses.id, name: courses.name });
    if (!deleted) throw notFound();
    await recordAudit(tx, ctx, {
      action: 'courses.deleted',
      target: { kind: 'course', id: deleted.id, name: deleted.name },
    });
  });
  return null;
}

/**
 * Publishes or unpublishes. Instructors may publish only an approved course (409
 * `courses-070`); an administrator's publishing approves the course, and decides a pending
 * request as approved.
 */
export async function setCoursePublished(
  db: Db,
  ctx: RequestContext,
  { course }: OfferedCourse,
  isPublished: boolean,
): Promise<AuthoringCourse> {
  const courseId = course.id;
  const isAdministrator = await isCourseAdministrator(db, ctx);
  if (isPublished && !isAdministrator && !course.isApproved) throw new AppError('courses-070');
  await db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const approves = isPublished && isAdministrator && !course.isApproved;
    const [updated] = await tx
      .update(courses)
      .set({
        isPublished,
        isPublishedByAdmin: isPublished && isAdministrator,
        ...(approves ? { isApproved: true, status: 'approved' as const } : {}),
        updatedAt: now,
      })
      .where(inOrganization(courses, ctx.orgId, eq(courses.id, courseId)))
      .returning();
    await publishIfOpened(tx, ctx, course, updated);
    if (approves) {
      await tx
        .update(courseApprovalRequests)
        .set({ status: 'APPROVED', decidedById: ctx.user?.id ?? null, decidedAt: now })
        .where(
          inOrganization(
            courseApprovalRequests,
            ctx.orgId,
            eq(courseApprovalRequests.courseId, courseId),
            eq(courseApprovalRequests.status, 'PENDING'),
          ),
        );
    }
  });
  return loadAuthoringCourse(db, ctx, courseId);
}
