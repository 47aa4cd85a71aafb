import type * as calls from '@manara/contract';
import type { CourseSectionItem, Lesson } from '@manara/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { iso } from '../catalogue/index.ts';
import { unsafeFiles, unsafeMediaByIds } from '../media/index.ts';
import { listLessonNotes } from '../progress/index.ts';
import { type CourseAccess, loadCourseOutline, loadLessonOutline } from './course-content.outline.ts';
import { subsectionAttachments } from './course-content.tables.ts';
import type { SectionState } from './course-locks.ts';

export async function listCourseSections(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
): Promise<calls.CallResponse<typeof calls.listCourseSections>> {
  const outline = await loadCourseOutline(db, ctx, course);
  const nameOf = new Map(outline.sections.map((s) => [s.id, s.name]));
  const data = outline.sections.map((section): CourseSectionItem => {
    const state = outline.states.get(section.id) as SectionState;
    return {
      id: section.id,
      name: section.name,
      learningObjectives: section.learningObjectives,
      week: section.week,
      position: section.position,
      isPublished: section.isPublished,
      unlockStartDate: iso(section.unlockStartDate),
      prerequisites: section.prerequisiteIds
        .filter((id) => nameOf.has(id))
        .map((id) => ({ id, name: nameOf.get(id) as string })),
      isLocked: state.isLocked,
      lockReason: state.lockReason,
      isFinished: state.isFinished,
      completion: state.completion,
      subsections: outline.subsections
        .filter((s) => s.sectionId === section.id)
        .map((s) => ({
          id: s.id,
          sectionId: s.sectionId,
          kind: s.kind,
          name: s.name,
          // A locked section's lessons show in the outline, but nothing of their content.
          description: state.isLocked ? '' : s.description,
          isPublished: s.isPublished,
          isOptional: s.isOptional,
          isTextOnly: s.isTextOnly,
          weight: s.weight,
          durationMinutes: s.durationMinutes,
          hasVideo: Boolean(s.videoUrl || s.videoMediaId),
          isFinished: outline.finishedIds.has(s.id),
          isLocked: state.isLocked,
        })),
    };
  });
  return {
    data,
    total: data.length,
    viewer: { isAuthor: outline.access.isAuthor, isEnrolled: outline.access.enrolment !== null },
  };
}

export async function listCourseSubsectionIds(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
): Promise<calls.CallResponse<typeof calls.listCourseSubsectionIds>> {
  const outline = await loadCourseOutline(db, ctx, course);
  return { data: outline.subsections.map((s) => s.id), total: outline.subsections.length };
}

/**
 * A lesson with everything its page shows, of a course the caller learns (`course`, what the
 * `courseSubsectionLearner` rule found); a lesson of a locked section is refused (courses-008).
 */
export async function getCourseSubsection(
  db: Db,
  ctx: RequestContext,
  course: CourseAccess,
  subsectionId: number,
): Promise<Lesson> {
  const { outline, subsection } = await loadLessonOutline(db, ctx, course, subsectionId);
  const index = outline.subsections.findIndex((s) => s.id === subsectionId);
  const section = outline.sections.find((s) => s.id === subsection.sectionId);
  const files = unsafeFiles();
  const [attachments, video, notes] = await Promise.all([
    db
      .select({ id: files.id, url: files.url, fileName: files.fileName, mime: files.mime, sizeKB: files.sizeKB })
      .from(subsectionAttachments)
      .innerJoin(files, eq(files.id, subsectionAttachments.mediaId))
      .where(eq(subsectionAttachments.subsectionId, subsectionId))
      .orderBy(asc(subsectionAttachments.position), asc(files.id)),
    unsafeMediaByIds(db, subsection.videoMediaId === null ? [] : [subsection.videoMediaId]),
    listLessonNotes(db, ctx, subsection),
  ]);
  return {
    id: subsection.id,
    courseId: subsection.courseId,
    sectionId: subsection.sectionId,
    sectionName: section?.name ?? '',
    kind: subsection.kind,
    name: subsection.name,
    description: subsection.description,
    content: subsection.content,
    videoUrl: subsection.videoUrl ?? video[0]?.url ?? null,
    attachments,
    isPublished: subsection.isPublished,
    isOptional: subsection.isOptional,
    isTextOnly: subsection.isTextOnly,
    weight: subsection.weight,
    durationMinutes: subsection.durationMinutes,
    previousSubsectionId: outline.subsections[index - 1]?.id ?? null,
    nextSubsectionId: outline.subsections[index + 1]?.id ?? null,
    isFinished: outline.finishedIds.has(subsection.id),
    canMarkFinished: outline.access.enrolment !== null,
    notes,
  };
}
