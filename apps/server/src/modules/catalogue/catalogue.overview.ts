import type { CourseOverview, EnrolBlocker } from '@manara/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { ConfigurationLookup } from '../../platform/identity.ts';
import { publishedOutlineOf, translateContent } from '../course-content/index.ts';
import { type CourseRow, findCourseTranslation, isVisibleToLearners, type OfferedCourse } from '../courses/index.ts';
import {
  enrollmentWindowChangesAt,
  enrollmentWindowOf,
  enrolmentBlocker,
  findEnrolment,
  loadCheckboxes,
} from '../enrolment/index.ts';
import { unsafeMediaByIds } from '../media/index.ts';
import { holdsAccessCourses } from './catalogue.query.ts';
import { keptUntil } from './catalogue.service.ts';
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
 * reason say what the enrol call would answer the caller now.
 *
 * A guest's answer is the same for every guest of the organization in a language, until the
 * course or its content changes (the content cache forgets it), the self-enrolment setting does
 * (it names the kept answer) or the enrolment window opens or closes (`until`): it is kept whole
 * (`keptUntil`).
 */
export async function getCourseOverview(
  db: Db,
  ctx: RequestContext,
  found: OfferedCourse,
  configuration: ConfigurationLookup,
): Promise<CourseOverview> {
  const selfEnrollmentOn = (await configuration.flagsOn(ctx.orgId, ['self_enrollment_enabled'])).has(
    'self_enrollment_enabled',
  );
  if (ctx.user) return assembleOverview(db, ctx, found, selfEnrollmentOn);
  return keptUntil(
    ctx,
    `overview:${ctx.orgId}:${ctx.language}:${found.course.id}:guest:${selfEnrollmentOn}`,
    async () => ({
      value: await assembleOverview(db, ctx, found, selfEnrollmentOn),
      until: enrollmentWindowChangesAt(found.course, ctx.clock.now()),
    }),
  );
}

/** The overview as the caller sees it now: the course's kept parts with the caller's own. */
async function assembleOverview(
  db: Db,
  ctx: RequestContext,
  { course, offering }: OfferedCourse,
  selfEnrollmentOn: boolean,
): Promise<CourseOverview> {
  const courseId = course.id;
  const userId = ctx.user?.id ?? null;
  const now = ctx.clock.now();
  const [[card], content, checkboxes, mine, mayBrowse] = await Promise.all([
    toCourseCards(db, ctx, [{ course, offering }]),
    ctx.content.read(`overview:${ctx.orgId}:${ctx.language}:${courseId}`, () => loadOverviewContent(db, ctx, course)),
    loadCheckboxes(db, ctx.orgId, courseId, ctx.language, userId),
    userId === null ? null : findEnrolment(db, ctx.orgId, courseId, userId),
    holdsAccessCourses(db, ctx),
  ]);
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
