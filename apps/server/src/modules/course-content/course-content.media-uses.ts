import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { requireCourseLearner } from '../courses/index.ts';
import type { MediaOpenCheck, RestrictedMediaUse } from '../media/index.ts';
import { courseSections, courseSubsections, subsectionAttachments } from './course-content.tables.ts';

type LessonUse = { courseId: number; isPublished: boolean };

/*
 * The lessons that use a file, by the file alone. Unsafe: the lessons are rows of the
 * organization that owns their course, and the caller may learn the course in another
 * organization offering it; `openedThroughLessons` asks the course rule of each in the caller's
 * organization (requireCourseLearner), which refuses a course not offered there.
 */

/** The lessons whose video is the file, with whether learners see them (the lesson and its section published). */
function unsafeLessonsWithVideo(db: Db, mediaId: number): Promise<LessonUse[]> {
  return db
    .selectDistinct({
      courseId: courseSubsections.courseId,
      isPublished: sql<boolean>`${courseSubsections.isPublished} and ${courseSections.isPublished}`,
    })
    .from(courseSubsections)
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .where(eq(courseSubsections.videoMediaId, mediaId));
}

/** The lessons the file is attached to, with whether learners see them. */
function unsafeLessonsWithAttachment(db: Db, mediaId: number): Promise<LessonUse[]> {
  return db
    .selectDistinct({
      courseId: courseSubsections.courseId,
      isPublished: sql<boolean>`${courseSubsections.isPublished} and ${courseSections.isPublished}`,
    })
    .from(subsectionAttachments)
    .innerJoin(courseSubsections, eq(courseSubsections.id, subsectionAttachments.subsectionId))
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .where(eq(subsectionAttachments.mediaId, mediaId));
}

/**
 * A lesson's file opens for the course's authors, and for its enrolled learners when the lesson
 * and its section are published. When no lesson lets the caller in, the most telling refusal of
 * the course ("enrol first", 403 `courses-003`) is thrown rather than a bare "no".
 */
function openedThroughLessons(find: (db: Db, mediaId: number) => Promise<LessonUse[]>): MediaOpenCheck {
  return async (db, ctx, mediaId) => {
    let refusal: AppError | undefined;
    for (const lesson of await find(db, mediaId)) {
      try {
        const access = await requireCourseLearner(db, ctx, lesson.courseId);
        if (access.isAuthor || lesson.isPublished) return true;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (!refusal || refusal.code === 'common-002') refusal = error;
      }
    }
    if (refusal) throw refusal;
    return false;
  };
}

/** A lesson's video: restricted to the course's learners and authors (the media module's `mediaUses`). */
export const lessonVideoUse: RestrictedMediaUse = {
  name: 'course-content: lesson video',
  table: courseSubsections,
  columns: [courseSubsections.videoMediaId],
  access: 'restricted',
  canOpen: openedThroughLessons(unsafeLessonsWithVideo),
};

/** A lesson's attachments: restricted like its video. */
export const lessonAttachmentUse: RestrictedMediaUse = {
  name: 'course-content: lesson attachments',
  table: subsectionAttachments,
  columns: [subsectionAttachments.mediaId],
  access: 'restricted',
  canOpen: openedThroughLessons(unsafeLessonsWithAttachment),
};
