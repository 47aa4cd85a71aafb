import { type ConfigKey, MemberPermission, OrganizationPermission } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { type EnrolleeRow, findEnrolment } from '../enrolment/index.ts';
import { listConfiguration } from '../organizations/index.ts';
import { administersOrganization, checkPermissions, type PermissionCheck } from '../permissions/index.ts';
import { courseInstructors, courseOfferings, courses } from './courses.tables.ts';

export type CourseRow = typeof courses.$inferSelect;
export type OfferingRow = typeof courseOfferings.$inferSelect;
/** A learner's enrolment, and how to find it: the enrolment module's, beside the rules that ask for it. */

/** A course of the organization's offer, as the access rules find it. */
export interface OfferedCourse {
  course: CourseRow;
  offering: OfferingRow;
}

/** A course the caller learns (or previews as an author), with their enrolment. */
export interface LearnedCourse extends OfferedCourse {
  enrolment: EnrolleeRow | null;
  isAuthor: boolean;
}

/**
 * The course as the request's organization offers it: not deleted and offered to `ctx.orgId`.
 * Anything else (missing, deleted, another organization's) answers 404 `common-002`.
 * Unpublished courses are found too: callers decide who may see them (`canSeeUnpublished`).
 */
export async function findOfferedCourse(db: Db, orgId: number, courseId: number): Promise<OfferedCourse> {
  const [row] = await db
    .select({ course: courses, offering: courseOfferings })
    .from(courses)
    .innerJoin(courseOfferings, inOrganization(courseOfferings, orgId, eq(courseOfferings.courseId, courses.id)))
    .where(and(eq(courses.id, courseId), eq(courses.isDeleted, false)));
  if (!row) throw notFound();
  return row;
}

/** Whether learners see the course: published by its authors and offered as published. */
export function isVisibleToLearners(course: CourseRow, offering: OfferingRow): boolean {
  return course.isPublished && offering.isPublished && !course.isDeleted;
}

export async function isCourseInstructor(db: Db, courseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: courseInstructors.userId })
    .from(courseInstructors)
    .where(and(eq(courseInstructors.courseId, courseId), eq(courseInstructors.userId, userId)));
  return Boolean(row);
}

/** An administrator of the organization's courses: the administrator portal and the organization's `crud_courses`. */
export async function isCourseAdministrator(db: Db, ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return false;
  const can = await checkPermissions(db, ctx.permissions());
  return administersOrganization(can) && can.organization(OrganizationPermission.crudCourses);
}

/**
 * Authors of courses: an instructor or administrator where the organization has `crud_courses`
 * (the contract's `courseCreators` access says the same of the caller).
 */
export function mayAuthorCourses(can: PermissionCheck): boolean {
  const portal = can.member(MemberPermission.administratorPortal) || can.member(MemberPermission.instructorPortal);
  return portal && can.organization(OrganizationPermission.crudCourses);
}

/**
 * Authoring access to one course: its instructors, and the organization's course administrators.
 * Returns the course; a course the caller may not author but can see answers 403 `common-007`,
 * one of another organization 404. The contract's `courseAuthor` rule (courses.access.ts); other
 * code calls it for a course it reaches through another row (a certificate's course).
 */
export async function requireCourseAuthor(db: Db, ctx: RequestContext, courseId: number): Promise<OfferedCourse> {
  const found = await findOfferedCourse(db, ctx.orgId, courseId);
  if (!ctx.user) throw new AppError('common-009');
  if (found.course.organizationId !== ctx.orgId) throw notFound();
  if (await isCourseAdministrator(db, ctx)) return found;
  if (await isCourseInstructor(db, courseId, ctx.user.id)) return found;
  throw new AppError('common-007');
}

/** Whether the caller may see the course although learners cannot (its authors, for preview). */
export async function canSeeUnpublished(db: Db, ctx: RequestContext, courseId: number): Promise<boolean> {
  if (!ctx.user) return false;
  return (await isCourseAdministrator(db, ctx)) || (await isCourseInstructor(db, courseId, ctx.user.id));
}

/**
 * A course the caller may see: one learners see (published and offered as published), or one
 * the caller authors (a preview). Any other answers 404, as another organization's does.
 */
export async function requireCourseViewer(db: Db, ctx: RequestContext, courseId: number): Promise<OfferedCourse> {
  // Kept with the content (platform/content-cache.ts), which a write of a course or an offering
  // forgets: a guest's overview of a course reads no statement.
  const found = await ctx.content.read(`offered:${ctx.orgId}:${courseId}`, () =>
    findOfferedCourse(db, ctx.orgId, courseId),
  );
  if (!isVisibleToLearners(found.course, found.offering) && !(await canSeeUnpublished(db, ctx, courseId))) {
    throw notFound();
  }
  return found;
}

/**
 * Access to a course's learning content: a learner enrolled in the request's organization (an
 * enrolment in another organization offering the course does not count) in a course learners can
 * see, or one of its authors (who preview it). Others get 403 `courses-003` (not enrolled); a
 * course the caller cannot see at all answers 404. The contract's `courseLearner` rule.
 */
export async function requireCourseLearner(db: Db, ctx: RequestContext, courseId: number): Promise<LearnedCourse> {
  if (!ctx.user) throw new AppError('common-009');
  const found = await findOfferedCourse(db, ctx.orgId, courseId);
  const isAuthor = await canSeeUnpublished(db, ctx, courseId);
  if (!isAuthor && !isVisibleToLearners(found.course, found.offering)) throw notFound();
  const enrolment = await findEnrolment(db, ctx.orgId, courseId, ctx.user.id);
  if (!enrolment && !isAuthor) throw new AppError('courses-003');
  return { ...found, enrolment, isAuthor };
}

/** A boolean configuration key of the organization (its value, else the key's default). */
export async function isConfigOn(db: Db, orgId: number, key: ConfigKey): Promise<boolean> {
  const [entry] = await listConfiguration(db, orgId, [key]);
  return entry?.value === true;
}
