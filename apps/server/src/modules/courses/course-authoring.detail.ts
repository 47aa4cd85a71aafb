import type { AuthoringCourse, AuthoringInstructor, CourseApprovalRequest, Language } from '@manara/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { iso, normalizeSearchText } from '../catalogue/index.ts';
import { unsafeMediaByIds } from '../media/index.ts';
import { people, personColumns, toPerson } from '../users/index.ts';
import type { CourseRow, OfferingRow } from './courses.policy.ts';
import { courseApprovalRequests, courseInstructors, courses, courseTranslations } from './courses.tables.ts';

type ApprovalRow = typeof courseApprovalRequests.$inferSelect;

/** A course by its id and the organization that owns it. */
export type CourseKey = Pick<CourseRow, 'id' | 'organizationId'>;

/**
 * Keeps `normalizedName` in step with every name of the course (its own and its
 * translations'), folded for search. Called in the transaction of any change to a name.
 */
export async function refreshNormalizedName(tx: Db | Tx, key: CourseKey): Promise<void> {
  const courseId = key.id;
  const ofCourse = inOrganization(courses, key.organizationId, eq(courses.id, courseId));
  const [course] = await tx.select({ name: courses.name }).from(courses).where(ofCourse);
  if (!course) return;
  const translations = await tx
    .select({ name: courseTranslations.name })
    .from(courseTranslations)
    .where(eq(courseTranslations.courseId, courseId))
    .orderBy(asc(courseTranslations.language));
  const names = [course.name, ...translations.map((t) => t.name)];
  await tx
    .update(courses)
    .set({ normalizedName: normalizeSearchText(names.join(' ')) })
    .where(ofCourse);
}

/** The instructors of a course as authors see them (hidden ones too), in order. */
export async function loadAuthoringInstructors(
  db: Db | Tx,
  language: Language,
  courseId: number,
): Promise<AuthoringInstructor[]> {
  const rows = await db
    .select({
      id: people.id,
      email: people.email,
      position: people.position,
      isHidden: courseInstructors.isHidden,
      ...personColumns,
    })
    .from(courseInstructors)
    .innerJoin(people, eq(people.id, courseInstructors.userId))
    .where(eq(courseInstructors.courseId, courseId))
    .orderBy(asc(courseInstructors.position), asc(people.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    position: row.position,
    isHidden: row.isHidden,
    ...toPerson(row, language),
  }));
}

/** Approval requests as the API answers them, with the requesting instructor and the course's name. */
export async function toApprovalRequests(db: Db | Tx, rows: ApprovalRow[]): Promise<CourseApprovalRequest[]> {
  if (rows.length === 0) return [];
  const instructorIds = [...new Set(rows.map((r) => r.instructorId).filter((id): id is number => id !== null))];
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  const [requesters, names] = await Promise.all([
    instructorIds.length === 0
      ? []
      : db
          .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
          .from(people)
          .where(inArray(people.id, instructorIds)),
    // A request is made in the organization that owns its course.
    db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(
        and(
          inArray(courses.id, courseIds),
          inArray(courses.organizationId, [...new Set(rows.map((r) => r.organizationId))]),
        ),
      ),
  ]);
  const personOf = new Map(requesters.map((p) => [p.id, p]));
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((row) => ({
    id: row.id,
    courseId: row.courseId,
    courseName: nameOf.get(row.courseId) ?? '',
    instructor: row.instructorId === null ? null : (personOf.get(row.instructorId) ?? null),
    note: row.note,
    status: row.status,
    decidedById: row.decidedById,
    decidedAt: iso(row.decidedAt),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The course as its authors edit it, from its row and offering. */
export async function toAuthoringCourse(
  db: Db | Tx,
  language: Language,
  course: CourseRow,
  offering: OfferingRow,
): Promise<AuthoringCourse> {
  const mediaIds = [course.coverImageId, course.introductoryVideoId].filter((id): id is number => id !== null);
  const [translations, instructors, files, [approval]] = await Promise.all([
    db
      .select()
      .from(courseTranslations)
      .where(eq(courseTranslations.courseId, course.id))
      .orderBy(asc(courseTranslations.language)),
    loadAuthoringInstructors(db, language, course.id),
    unsafeMediaByIds(db, mediaIds),
    db
      .select()
      .from(courseApprovalRequests)
      .where(
        inOrganization(courseApprovalRequests, course.organizationId, eq(courseApprovalRequests.courseId, course.id)),
      )
      .orderBy(desc(courseApprovalRequests.createdAt), desc(courseApprovalRequests.id))
      .limit(1),
  ]);
  const fileOf = new Map(files.map((f) => [f.id, f]));
  const [approvalRequest] = approval ? await toApprovalRequests(db, [approval]) : [];
  return {
    id: course.id,
    name: course.name,
    normalizedName: course.normalizedName,
    language: course.language,
    categoryId: course.categoryId,
    briefDescription: course.briefDescription,
    description: course.description,
    welcomeMessage: course.welcomeMessage,
    courseSyllabus: course.courseSyllabus,
    country: course.country,
    city: course.city,
    learningTypes: course.learningTypes,
    deliveryMode: course.deliveryMode,
    level: course.level,
    startEnrollmentDate: iso(course.startEnrollmentDate),
    endEnrollmentDate: iso(course.endEnrollmentDate),
    startDate: iso(course.startDate),
    endDate: iso(course.endDate),
    maxEnrollmentCount: course.maxEnrollmentCount,
    duration: course.duration,
    durationUnit: course.durationUnit,
    fromTo: course.fromTo,
    allowSelfEnrollment: course.allowSelfEnrollment,
    isComingSoon: course.isComingSoon,
    coverImage: course.coverImageId === null ? null : (fileOf.get(course.coverImageId) ?? null),
    introductoryVideo: course.introductoryVideoId === null ? null : (fileOf.get(course.introductoryVideoId) ?? null),
    isApproved: course.isApproved,
    isPublished: course.isPublished,
    isPublishedByAdmin: course.isPublishedByAdmin,
    status: course.status,
    certificateMode: course.certificateMode,
    passingGradePercentage: course.passingGradePercentage,
    mandatoryAttendancePercentage: course.mandatoryAttendancePercentage,
    createdById: course.createdById,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
    offering: {
      price: offering.price,
      oldPrice: offering.oldPrice,
      isDiscounted: offering.isDiscounted,
      currencyCode: offering.currencyCode,
      isPublished: offering.isPublished,
      accessRestrictionType: offering.accessRestrictionType,
      creditUnits: offering.creditUnits,
      issueCertificate: offering.issueCertificate,
      certificateTemplateId: offering.certificateTemplateId,
      numberOfEnrollees: offering.numberOfEnrollees,
      totalRevenueGenerated: offering.totalRevenueGenerated,
    },
    translations: translations.map((t) => ({
      language: t.language,
      name: t.name,
      briefDescription: t.briefDescription,
      description: t.description,
      welcomeMessage: t.welcomeMessage,
      courseSyllabus: t.courseSyllabus,
    })),
    instructors,
    approvalRequest: approvalRequest ?? null,
  };
}
