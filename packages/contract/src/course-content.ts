import { z } from 'zod';
import { DateTime, defineCall, Id, listOf, MAX_INT4, NoContent, Pagination, signedIn, Text } from './http.ts';

/**
 * Learning a course (spec 2 §3 Sections and subsections, §7 "LMS, per user / per course / by
 * own id"): its sections and lessons as a learner sees them, finished lessons and progress,
 * the last visited lesson, notes, the activity log and the course's announcements.
 * Every call needs an enrolled learner of the course or one of its authors (who preview it).
 */

export const SubsectionKind = z.enum(['LESSON', 'EXAM', 'ASSIGNMENT', 'SCORM']);
export type SubsectionKind = z.infer<typeof SubsectionKind>;

/** Why a section is locked: its unlock date has not come, or a prerequisite section is not finished. */
export const SectionLockReason = z.enum(['unlockDate', 'prerequisites']);
export type SectionLockReason = z.infer<typeof SectionLockReason>;

/**
 * How far a learner is: `finished` of `required` (non-optional published) lessons, and
 * `progress` 0…1 weighted by the lessons' `weight`. `isCompleted` once every required lesson is finished.
 */
export const CourseCompletion = z.object({
  finished: z.number().int(),
  required: z.number().int(),
  progress: z.number().min(0).max(1),
  isCompleted: z.boolean(),
});
export type CourseCompletion = z.infer<typeof CourseCompletion>;

/** A lesson as the outline shows it (no content). Lessons of a locked section are `isLocked`. */
export const CourseSubsectionItem = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  kind: SubsectionKind,
  name: Text(),
  /** Empty while the lesson is locked. */
  description: Text(),
  isPublished: z.boolean(),
  isOptional: z.boolean(),
  isTextOnly: z.boolean(),
  weight: z.number().int(),
  durationMinutes: z.number().int().nullable(),
  hasVideo: z.boolean(),
  isFinished: z.boolean(),
  isLocked: z.boolean(),
});
export type CourseSubsectionItem = z.infer<typeof CourseSubsectionItem>;

export const SectionRef = z.object({ id: z.number().int(), name: Text() });

/** A section (module) with its lessons in order and the caller's progress in it. */
export const CourseSectionItem = z.object({
  id: z.number().int(),
  name: Text(),
  learningObjectives: Text(),
  week: z.number().int(),
  position: z.number().int(),
  isPublished: z.boolean(),
  unlockStartDate: DateTime().nullable(),
  prerequisites: z.array(SectionRef),
  isLocked: z.boolean(),
  lockReason: SectionLockReason.nullable(),
  isFinished: z.boolean(),
  completion: CourseCompletion,
  subsections: z.array(CourseSubsectionItem),
});
export type CourseSectionItem = z.infer<typeof CourseSectionItem>;

/** Who is looking: an author previews (sees unpublished items, nothing is locked for them). */
export const CourseViewer = z.object({ isAuthor: z.boolean(), isEnrolled: z.boolean() });
export type CourseViewer = z.infer<typeof CourseViewer>;

export const LessonAttachment = z.object({
  id: z.number().int(),
  url: Text(),
  fileName: Text(),
  mime: Text(),
  sizeKB: z.number().int(),
});
export type LessonAttachment = z.infer<typeof LessonAttachment>;

/** A learner's note on a lesson; `position` is where in the lesson it belongs (seconds into the video), if anywhere. */
export const SubsectionNote = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  sectionId: z.number().int(),
  subsectionId: z.number().int(),
  subsectionName: Text(),
  note: Text(),
  position: z.number().int().nullable(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type SubsectionNote = z.infer<typeof SubsectionNote>;

/** A lesson with its content (Markdown), video, attachments, neighbours in course order and the caller's notes. */
export const Lesson = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  sectionId: z.number().int(),
  sectionName: Text(),
  kind: SubsectionKind,
  name: Text(),
  description: Text(),
  content: Text(),
  /** An external video (YouTube, Vimeo, a file) or the uploaded one's address. */
  videoUrl: Text().nullable(),
  attachments: z.array(LessonAttachment),
  isPublished: z.boolean(),
  isOptional: z.boolean(),
  isTextOnly: z.boolean(),
  weight: z.number().int(),
  durationMinutes: z.number().int().nullable(),
  previousSubsectionId: z.number().int().nullable(),
  nextSubsectionId: z.number().int().nullable(),
  isFinished: z.boolean(),
  /** Only enrolled learners mark lessons; an author previewing cannot. */
  canMarkFinished: z.boolean(),
  notes: z.array(SubsectionNote),
});
export type Lesson = z.infer<typeof Lesson>;

const CourseParams = z.object({ courseId: Id });

/** The course's enrolled learners and its authors (the `courseLearner` rule); others 403 `courses-003`. */
export const courseLearners = { kind: 'signedIn', rule: 'courseLearner' } as const;
const SubsectionParams = z.object({ subsectionId: Id });

export const listCourseSections = defineCall({
  method: 'GET',
  path: '/courses/:courseId/sections',
  summary:
    'The sections of a course in order, each with its lessons: published ones for learners, all for its authors. For the caller: finished lessons, progress per section, and which sections are locked and why (unlock date, unfinished prerequisites). Lessons of a locked section come without descriptions.',
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  response: listOf(CourseSectionItem).extend({ viewer: CourseViewer }),
  errors: ['common-002', 'courses-003'],
});

export const listCourseSubsectionIds = defineCall({
  method: 'GET',
  path: '/courses/:courseId/subsectionIds',
  summary: "The ids of the course's lessons the caller sees, in course order (sections, then lessons).",
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  response: z.object({ data: z.array(z.number().int()), total: z.number().int() }),
  errors: ['common-002', 'courses-003'],
});

export const getCourseSubsection = defineCall({
  method: 'GET',
  path: '/course-subsections/:subsectionId',
  summary:
    'A lesson with its content, video, attachments, previous and next lesson, whether the caller finished it and their notes. A lesson of a locked section answers 403 courses-008.',
  tags: ['courses'],
  access: signedIn,
  params: SubsectionParams,
  response: Lesson,
  errors: ['common-002', 'courses-003', 'courses-008'],
});

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
  access: signedIn,
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
  access: signedIn,
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
  access: signedIn,
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
  access: signedIn,
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
  access: signedIn,
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
  access: signedIn,
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

// Course announcements, as learners read them

/** A course announcement (spec 2 §3 Announcement (course)); `author` is null when posted anonymously. */
export const CourseAnnouncement = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: Text(),
  /** Markdown. */
  content: Text(),
  announcementDate: DateTime(),
  postAnonymously: z.boolean(),
  author: z.object({ id: z.number().int(), firstName: Text(), lastName: Text() }).nullable(),
  createdAt: DateTime(),
});
export type CourseAnnouncement = z.infer<typeof CourseAnnouncement>;

export const listCourseAnnouncements = defineCall({
  method: 'GET',
  path: '/courses/:courseId/announcements',
  summary: "The course's published announcements whose date has come, newest first.",
  tags: ['courses'],
  access: courseLearners,
  params: CourseParams,
  query: Pagination,
  response: listOf(CourseAnnouncement),
  errors: ['common-002', 'courses-003'],
});

export const getCourseAnnouncement = defineCall({
  method: 'GET',
  path: '/course-announcements/:announcementId',
  summary: 'One published announcement of a course the caller learns (or authors).',
  tags: ['courses'],
  access: signedIn,
  params: z.object({ announcementId: Id }),
  response: CourseAnnouncement,
  errors: ['common-002', 'courses-003'],
});

export const CreateCourseAnnouncementBody = z.object({
  title: Text().trim().min(1, 'form.required').max(200, 'form.maxLength'),
  /** Markdown. */
  content: Text().trim().min(1, 'form.required').max(20_000, 'form.maxLength'),
  /** When learners see it (and are notified); default now. */
  announcementDate: DateTime().optional(),
  isPublished: z.boolean().default(true),
  postAnonymously: z.boolean().default(false),
});

/** A course announcement as its authors see it: drafts and scheduled ones too, and whether it is published. */
export const AuthoredCourseAnnouncement = CourseAnnouncement.extend({ isPublished: z.boolean() });
export type AuthoredCourseAnnouncement = z.infer<typeof AuthoredCourseAnnouncement>;

export const createCourseAnnouncement = defineCall({
  method: 'POST',
  path: '/courses/:courseId/announcements',
  summary:
    "An author posts an announcement to the course's learners; once published and its date has come, they are notified.",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: CourseParams,
  body: CreateCourseAnnouncementBody,
  response: AuthoredCourseAnnouncement,
  status: 201,
});

export const listAuthoredCourseAnnouncements = defineCall({
  method: 'GET',
  path: '/courses/:courseId/announcements/instructor',
  summary:
    "The course's announcements for its authors, drafts and scheduled ones included, newest date first (spec 2: announcements/instructor).",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: CourseParams,
  query: Pagination,
  response: listOf(AuthoredCourseAnnouncement),
  errors: ['common-002', 'common-007'],
});

const AnnouncementParams = z.object({ announcementId: Id });

export const UpdateCourseAnnouncementBody = CreateCourseAnnouncementBody.extend({
  announcementDate: DateTime(),
  isPublished: z.boolean(),
  postAnonymously: z.boolean(),
}).partial();
export type UpdateCourseAnnouncementBody = z.input<typeof UpdateCourseAnnouncementBody>;

export const updateCourseAnnouncement = defineCall({
  method: 'PATCH',
  path: '/course-announcements/:announcementId',
  summary:
    "An author of the course changes an announcement. Publishing a draft (or moving a published one's date) notifies the learners at its date; learners already notified of it are not notified again.",
  tags: ['courses'],
  access: signedIn,
  params: AnnouncementParams,
  body: UpdateCourseAnnouncementBody,
  response: AuthoredCourseAnnouncement,
  errors: ['common-002', 'common-007'],
});

export const deleteCourseAnnouncement = defineCall({
  method: 'DELETE',
  path: '/course-announcements/:announcementId',
  summary: 'An author of the course deletes an announcement for good; learners no longer see it.',
  tags: ['courses'],
  access: signedIn,
  params: AnnouncementParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});
