import { z } from 'zod';
import { CourseCompletion, courseLearners, lessonLearners, SubsectionNote } from './course-content.ts';
import { DateTime, defineCall, Id, listOf, MAX_INT4, NoContent, Pagination, signedIn, Text } from './http.ts';

/**
 * A learner's progress in a course (spec 2 §7 "LMS, per user / per course / by own id"), answered by
 * the server's `progress` module: finished lessons and progress, the last visited lesson, the
 * learner's statistics and activity log, and their notes on lessons.
 */

const CourseParams = z.object({ courseId: Id });
const SubsectionParams = z.object({ subsectionId: Id });

const FinishedParams = z.object({ userId: Id, subsectionId: Id });
export const MarkSubsectionResponse = z.object({
  subsectionId: z.number().int(),
  isFinished: z.boolean(),
  course: CourseCompletion.extend({ finishedAt: DateTime().nullable() }),
});
export type MarkSubsectionResponse = z.infer<typeof MarkSubsectionResponse>;

export const markSubsectionFinished = defineCall({
  method: 'POST',
  path: '/users/:userId/finished-subsections/:subsectionId',
  summary:
    "Marks a lesson finished for the signed-in learner (their own id only) and answers the course's progress; finishing the last required lesson finishes the course. Idempotent.",
  tags: ['courses'],
  access: signedIn,
  params: FinishedParams,
  response: MarkSubsectionResponse,
  errors: ['common-002', 'courses-003', 'courses-008'],
});

export const unmarkSubsectionFinished = defineCall({
  method: 'DELETE',
  path: '/users/:userId/finished-subsections/:subsectionId',
  summary: "Marks a lesson not finished again and answers the course's progress (which may un-finish the course).",
  tags: ['courses'],
  access: signedIn,
  params: FinishedParams,
  response: MarkSubsectionResponse,
  errors: ['common-002', 'courses-003', 'courses-008'],
});

export const SectionCompletion = CourseCompletion.extend({ sectionId: z.number().int() });
export const getCourseSectionsProgress = defineCall({
  method: 'GET',
  path: '/courses/:courseId/sections/progress',
  summary: "The caller's progress in the course and in each of its sections.",
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  response: CourseCompletion.extend({ sections: z.array(SectionCompletion) }),
  errors: ['common-002', 'courses-003'],
});

export const LastVisitedSubsection = z.object({
  /** The lesson to open: the last visited one, else the first unfinished unlocked one, else the first; null without lessons. */
  subsectionId: z.number().int().nullable(),
  /** Whether it is the lesson the learner last visited (else a suggestion). */
  isLastVisited: z.boolean(),
});
export type LastVisitedSubsection = z.infer<typeof LastVisitedSubsection>;

export const getLastVisitedSubsection = defineCall({
  method: 'GET',
  path: '/courses/:courseId/sections/last-visited-subsection',
  summary:
    'Where to resume: the lesson the learner last visited, or the first unfinished lesson they can open, or the first lesson.',
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  response: LastVisitedSubsection,
  errors: ['common-002', 'courses-003'],
});

export const SetLastVisitedBody = z.object({ subsectionId: Id });
export type SetLastVisitedBody = z.input<typeof SetLastVisitedBody>;

export const setLastVisitedSubsection = defineCall({
  method: 'PATCH',
  path: '/courses/:courseId/sections/last-visited-subsection',
  summary:
    "Records the lesson the learner opened on their enrolment (an author's preview records nothing). A locked lesson answers courses-008.",
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  body: SetLastVisitedBody,
  response: LastVisitedSubsection,
  errors: ['common-002', 'courses-003', 'courses-008'],
});

export const getCourseIsCompleted = defineCall({
  method: 'GET',
  path: '/courses/:courseId/is-completed',
  summary: 'Whether the caller finished every required lesson of the course, with their progress.',
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  response: z.object({
    isCompleted: z.boolean(),
    progress: z.number().min(0).max(1),
    finishedAt: DateTime().nullable(),
  }),
  errors: ['common-002', 'courses-003'],
});

export const CourseStatistics = z.object({
  enrolledCourses: z.number().int(),
  notStartedCourses: z.number().int(),
  inProgressCourses: z.number().int(),
  finishedCourses: z.number().int(),
  finishedLessons: z.number().int(),
  certificates: z.number().int(),
});
export type CourseStatistics = z.infer<typeof CourseStatistics>;

export const getUserCourseStatistics = defineCall({
  method: 'GET',
  path: '/users/:userId/course-statistics',
  summary:
    "The signed-in user's learning in this organization: courses enrolled, not started, in progress and finished, lessons finished, certificates (own id only).",
  tags: ['courses'],
  access: signedIn,
  params: z.object({ userId: Id }),
  response: CourseStatistics,
  errors: ['common-002'],
});

/** What a member did; known actions: `course.enrolled`, `course.unenrolled`, `subsection.finished`, `course.finished`, `certificate.issued`. */
export const ActivityLogEntry = z.object({
  id: z.number().int(),
  action: Text(),
  courseId: z.number().int().nullable(),
  /** The course's name in the request language. */
  courseName: Text().nullable(),
  subjectId: z.number().int().nullable(),
  /** The lesson's name for `subsection.*` entries. */
  subjectName: Text().nullable(),
  createdAt: DateTime(),
});
export type ActivityLogEntry = z.infer<typeof ActivityLogEntry>;

export const listUserActivityLog = defineCall({
  method: 'GET',
  path: '/users/:userId/activity-log',
  summary: "The signed-in user's activity in this organization, newest first (own id only).",
  tags: ['courses'],
  access: signedIn,
  params: z.object({ userId: Id }),
  query: Pagination,
  response: listOf(ActivityLogEntry),
  errors: ['common-002'],
});

// Notes

const NoteText = Text().trim().min(1, 'form.required').max(5000, 'form.maxLength');
const NotePosition = z.number().int().min(0).max(MAX_INT4).nullable();

export const CreateNoteBody = z.object({ note: NoteText, position: NotePosition.optional() });
export type CreateNoteBody = z.input<typeof CreateNoteBody>;

export const UpdateNoteBody = z
  .object({ note: NoteText.optional(), position: NotePosition.optional() })
  .refine((b) => b.note !== undefined || b.position !== undefined, { message: 'Nothing to change' });
export type UpdateNoteBody = z.input<typeof UpdateNoteBody>;

export const listCourseNotes = defineCall({
  method: 'GET',
  path: '/courses/:courseId/notes',
  summary: "The caller's notes in the course, in course order of their lessons, newest first within a lesson.",
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  query: Pagination,
  response: listOf(SubsectionNote),
  errors: ['common-002', 'courses-003'],
});

export const createSubsectionNote = defineCall({
  method: 'POST',
  path: '/course-subsections/:subsectionId/notes',
  summary: 'Adds a note of the caller to a lesson they can open.',
  tags: ['courses'],
  access: lessonLearners,
  params: SubsectionParams,
  body: CreateNoteBody,
  response: SubsectionNote,
  status: 201,
  errors: ['common-002', 'courses-003', 'courses-008'],
});

const NoteParams = z.object({ subsectionId: Id, noteId: Id });

export const updateSubsectionNote = defineCall({
  method: 'PATCH',
  path: '/course-subsections/:subsectionId/notes/:noteId',
  summary: "Changes one of the caller's notes (another's answers 404).",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'noteOwner' },
  params: NoteParams,
  body: UpdateNoteBody,
  response: SubsectionNote,
  errors: ['common-002'],
});

export const deleteSubsectionNote = defineCall({
  method: 'DELETE',
  path: '/course-subsections/:subsectionId/notes/:noteId',
  summary: "Deletes one of the caller's notes (another's answers 404).",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'noteOwner' },
  params: NoteParams,
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});
