import type { CourseOverview, EnrolBlocker } from '@manara/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { ConfigurationLookup } from '../../platform/identity.ts';
import { publishedOutlineOf, translateContent } from '../course-content/index.ts';
import { type CourseRow, findCourseTranslation, isVisibleToLearners, type OfferedCourse } from '../courses/index.ts';
import { enrollmentWindowOf, enrolmentBlocker, findEnrolment, loadCheckboxes } from '../enrolment/index.ts';
import { unsafeMediaByIds } from '../media/index.ts';
import { holdsAccessCourses } from './catalogue.query.ts';
import { languageOfCourse, toCourseCards } from './course-cards.ts';

/**
 * The published sections with their published lessons' names: what a visitor may know of the
 * content, in the visitor's language where translated. A course's content is kept by the
 * organization that owns the course.
 */
async function loadOutline(db: Db, ctx: RequestContext, course: CourseRow): Promise<CourseOverview['outline']> {
  const translated = await translateContent(db, ctx.language, course, await publishedOutlineOf(db, course));
  return translated.sections.map((s) => ({
    ...s,
    subsections: translated.lessons
      .filter((l) => l.sectionId === s.id)
      .map((l) => ({ id: l.id, name: l.name, isOptional: l.isOptional })),
  }));
}

/**
 * What the overview shows of the course alike to every caller, in the request's language: the
 * texts, the introductory video and the outline. Kept in the content cache.
 */
async function loadOverviewContent(
  db: Db,
  ctx: RequestContext,
  course: CourseRow,
): Promise<
  Pick<CourseOverview, 'description' | 'welcomeMessage' | 'courseSyllabus' | 'introductoryVideo' | 'outline'>
> {
  const [translation, video, outline] = await Promise.all([
    languageOfCourse(course) !== ctx.language ? findCourseTranslation(db, course.id, ctx.language) : undefined,
    unsafeMediaByIds(db, course.introductoryVideoId === null ? [] : [course.introductoryVideoId]),
    loadOutline(db, ctx, course),
  ]);
  return {
    description: translation?.description || course.description,
    welcomeMessage: translation?.welcomeMessage || course.welcomeMessage,
    courseSyllabus: translation?.courseSyllabus || course.courseSyllabus,
    introductoryVideo: video[0] ?? null,
    outline,
  };
}

/**
 * `GET courses/{courseId}`: the public overview. Anyone may read a course learners can see; an
 * unpublished one answers 404 unless the caller authors it (a preview). `canEnroll` and its
 * reason say what the enrol call would answer the caller now. A guest's overview reads only kept
 * values: the course (the `courseViewer` rule), its card, text, outline and statements (the
 * content cache) and the organization's settings (`configuration`).
 */
export async function getCourseOverview(
  db: Db,
  ctx: RequestContext,
  { course, offering }: OfferedCourse,
  configuration: ConfigurationLookup,
): Promise<CourseOverview> {
  const courseId = course.id;
  const userId = ctx.user?.id ?? null;
  const now = ctx.clock.now();
  const [[card], content, checkboxes, mine, flags, mayBrowse] = await Promise.all([
    toCourseCards(db, ctx, [{ course, offering }]),
    ctx.content.read(`overview:${ctx.orgId}:${ctx.language}:${courseId}`, () => loadOverviewContent(db, ctx, course)),
    // A member's statements carry their own answers; a guest's are the same for every guest.
    userId === null
      ? ctx.content.read(`statements:${ctx.orgId}:${ctx.language}:${courseId}`, () =>
          loadCheckboxes(db, ctx.orgId, courseId, ctx.language, null),
        )
      : loadCheckboxes(db, ctx.orgId, courseId, ctx.language, userId),
    userId === null ? null : findEnrolment(db, ctx.orgId, courseId, userId),
    configuration.flagsOn(ctx.orgId, ['self_enrollment_enabled']),
    holdsAccessCourses(db, ctx),
  ]);
  const selfEnrollmentOn = flags.has('self_enrollment_enabled');
  if (!card) throw notFound();
  let reason: EnrolBlocker | null = null;
  if (!mine) {
    reason = enrolmentBlocker(course, offering, { selfEnrollmentOn, byAdministrator: false, now });
    if (!reason && !ctx.user) reason = 'common-009';
    if (!reason && !mayBrowse) reason = 'common-007';
  }
  return {
    ...card,
    ...content,
    country: course.country,
    city: course.city,
    fromTo: course.fromTo,
    enrollmentWindow: enrollmentWindowOf(course, now),
    isPublished: isVisibleToLearners(course, offering),
    confirmationCheckboxes: checkboxes,
    enrolment: mine
      ? {
          isPinned: mine.isPinned,
          isFinished: mine.isFinished,
          progress: mine.progress,
          lastVisitedSubsectionId: mine.lastVisitedSubsectionId,
          enrolledAt: mine.enrolledAt.toISOString(),
        }
      : null,
    canEnroll: !mine && reason === null,
    cannotEnrollReason: reason,
  };
}
