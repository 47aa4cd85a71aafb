import type { CourseCompletion } from '@manara/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type LearnedCourse, offeringsIn, requireCourseLearner } from '../courses/index.ts';
import { finishedLessonsOf } from '../progress/index.ts';
import { courseSectionPrerequisites, courseSections, courseSubsections } from './course-content.tables.ts';
import { translateContent } from './course-content.translations.ts';
import { computeCompletion, computeSectionStates, orderSubsections, type SectionState } from './course-locks.ts';

type SectionRow = typeof courseSections.$inferSelect;
type SubsectionRow = typeof courseSubsections.$inferSelect;
export type CourseAccess = LearnedCourse;

/** A course as one caller sees it: visible sections and lessons in order, what they finished, what is locked. */
export interface CourseOutline {
  access: CourseAccess;
  sections: (SectionRow & { prerequisiteIds: number[] })[];
  /** Visible lessons in course order. */
  subsections: SubsectionRow[];
  finishedIds: Set<number>;
  states: Map<number, SectionState>;
  completion: CourseCompletion;
}

/**
 * Sections and lessons of a course, as organization `orgId` offers it: published ones only
 * unless `includeUnpublished` (authors). Its queries run one after the other: in a transaction
 * they share one connection.
 */
async function loadSectionsAndSubsections(db: Db | Tx, orgId: number, courseId: number, includeUnpublished: boolean) {
  // A course's content is kept by the organization that owns the course; another organization
  // reads it through its own offering.
  const offerings = offeringsIn(orgId);
  const sectionRows = await db
    .select({ section: courseSections })
    .from(courseSections)
    .innerJoin(offerings, eq(offerings.courseId, courseSections.courseId))
    .where(
      includeUnpublished
        ? eq(courseSections.courseId, courseId)
        : and(eq(courseSections.courseId, courseId), eq(courseSections.isPublished, true)),
    )
    .orderBy(asc(courseSections.position), asc(courseSections.id))
    .then((rows) => rows.map((row) => row.section));
  const sectionIds = sectionRows.map((s) => s.id);
  if (sectionIds.length === 0) return { sections: [], subsections: [] };
  const subsectionRows = await db
    .select({ subsection: courseSubsections })
    .from(courseSubsections)
    .innerJoin(offerings, eq(offerings.courseId, courseSubsections.courseId))
    .where(
      includeUnpublished
        ? inArray(courseSubsections.sectionId, sectionIds)
        : and(inArray(courseSubsections.sectionId, sectionIds), eq(courseSubsections.isPublished, true)),
    )
    .then((rows) => rows.map((row) => row.subsection));
  const prerequisiteRows = await db
    .select()
    .from(courseSectionPrerequisites)
    .where(inArray(courseSectionPrerequisites.sectionId, sectionIds));
  const sections = sectionRows.map((s) => ({
    ...s,
    prerequisiteIds: prerequisiteRows.filter((p) => p.sectionId === s.id).map((p) => p.prerequisiteId),
  }));
  return { sections, subsections: orderSubsections(sections, subsectionRows) };
}

/**
 * A learner's completion of a course in an organization: over the published, non-optional
 * lessons of its published sections, weighted, counting the lessons they finished there. Used by
 * progress and by the certificates' passing criteria.
 */
export async function getCourseCompletion(
  db: Db | Tx,
  input: { orgId: number; courseId: number; userId: number },
): Promise<CourseCompletion> {
  const completions = await getCourseCompletions(db, input.orgId, input.courseId, [input.userId]);
  return completions.get(input.userId) as CourseCompletion;
}

/** The completion of several learners of one course in an organization: the course is read once for all of them. */
export async function getCourseCompletions(
  db: Db | Tx,
  orgId: number,
  courseId: number,
  userIds: readonly number[],
): Promise<Map<number, CourseCompletion>> {
  const { subsections } = await loadSectionsAndSubsections(db, orgId, courseId, false);
  const finished = await finishedLessonsOf(db, orgId, courseId, userIds);
  return new Map(userIds.map((id) => [id, computeCompletion(subsections, finished.get(id) ?? new Set())]));
}

/**
 * The course as the caller sees it in the request's organization (their progress and locks
 * there), its sections and lessons in the caller's language where they are translated: of a
 * course the `courseLearner` rule let the caller into (`access`, what the rule found).
 */
export async function loadCourseOutline(db: Db, ctx: RequestContext, access: CourseAccess): Promise<CourseOutline> {
  const courseId = access.course.id;
  const userId = ctx.user?.id ?? 0;
  const [{ sections, lessons: subsections }, finishedIds] = await Promise.all([
    loadSectionsAndSubsections(db, ctx.orgId, courseId, access.isAuthor).then(({ sections, subsections }) =>
      translateContent(db, ctx.language, access.course, { sections, lessons: subsections }),
    ),
    finishedLessonsOf(db, ctx.orgId, courseId, [userId]).then((finished) => finished.get(userId) ?? new Set<number>()),
  ]);
  const states = computeSectionStates(sections, subsections, finishedIds, {
    now: ctx.clock.now(),
    isAuthor: access.isAuthor,
  });
  return {
    access,
    sections,
    subsections,
    finishedIds,
    states,
    completion: computeCompletion(subsections, finishedIds),
  };
}

export function isSubsectionLocked(outline: CourseOutline, subsection: Pick<SubsectionRow, 'sectionId'>): boolean {
  return outline.states.get(subsection.sectionId)?.isLocked ?? true;
}

/**
 * The course of a lesson the caller learns or authors: the contract's `courseSubsectionLearner`
 * rule. A lesson of a course the organization does not offer answers 404; then the course is
 * asked as `courseLearner` asks it (404, 403 `courses-003`).
 */
export async function requireLessonLearner(db: Db, ctx: RequestContext, subsectionId: number): Promise<CourseAccess> {
  const offerings = offeringsIn(ctx.orgId);
  const [row] = await db
    .select({ courseId: courseSubsections.courseId })
    .from(courseSubsections)
    .innerJoin(offerings, eq(offerings.courseId, courseSubsections.courseId))
    .where(eq(courseSubsections.id, subsectionId));
  if (!row) throw notFound();
  return requireCourseLearner(db, ctx, row.courseId);
}

/**
 * The outline of the lesson's course (`access`: what `requireLessonLearner` found), with the
 * lesson. A lesson the caller cannot see (unpublished for a learner) answers 404; one of a locked
 * section 403 `courses-008` unless `allowLocked`.
 */
export async function loadLessonOutline(
  db: Db,
  ctx: RequestContext,
  access: CourseAccess,
  subsectionId: number,
  options: { allowLocked?: boolean } = {},
) {
  const outline = await loadCourseOutline(db, ctx, access);
  const subsection = outline.subsections.find((s) => s.id === subsectionId);
  if (!subsection) throw notFound();
  if (!options.allowLocked && isSubsectionLocked(outline, subsection)) throw new AppError('courses-008');
  return { outline, subsection };
}
