import { z } from 'zod';
import { courseAuthors, courseAuthorsOfCourse } from './courses.ts';
import { DateTime, defineCall, Id, listOf, MAX_INT4, NoContent, Text } from './http.ts';
import { MediaSummary } from './media.ts';

/**
 * Learning a course (spec 2 §3 Sections and subsections, §7 "LMS, per user / per course / by
 * own id"): its sections and lessons as a learner sees them, finished lessons and progress,
 * answered by the server's `course-content` module. Reading them needs an enrolled learner of the
 * course or one of its authors (who preview it); authoring them (below) needs one of its authors.
 * Progress, notes and the activity log are in `progress.ts`, the course's announcements in `engagement.ts`.
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
/** Learners (and authors) of the course of the lesson the path names. */
export const lessonLearners = { kind: 'signedIn', rule: 'courseSubsectionLearner' } as const;
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
  access: lessonLearners,
  params: SubsectionParams,
  response: Lesson,
  errors: ['common-002', 'courses-003', 'courses-008'],
});

// ─── Section authoring ──────────────────────────────────────────────────────────────────────

/**
 * Authoring a course's sections (modules) and lessons (spec 2 §3 Sections and subsections, §7
 * "LMS, per course" and "by own id"), for the course's instructors and course administrators
 * (see `courseAuthors`). Structural changes that move learners' progress (publishing, deleting,
 * optional flags, weights, moving lessons) recompute the progress of every enrolment at once.
 */

const BodyId = z.number().int().min(1).max(MAX_INT4);
const OffsetDateTime = DateTime({ offset: true });
const text = (max: number) => Text().trim().max(max);

/** A lesson as its authors edit it (everything, unpublished too). */
export const AuthoringSubsection = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  sectionId: z.number().int(),
  kind: SubsectionKind,
  name: Text(),
  description: Text(),
  /** Markdown. */
  content: Text(),
  videoUrl: Text().nullable(),
  video: MediaSummary.nullable(),
  durationMinutes: z.number().int().nullable(),
  isPublished: z.boolean(),
  isOptional: z.boolean(),
  isTextOnly: z.boolean(),
  weight: z.number().int(),
  position: z.number().int(),
  attachments: z.array(MediaSummary),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type AuthoringSubsection = z.infer<typeof AuthoringSubsection>;

export const AuthoringSection = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  name: Text(),
  learningObjectives: Text(),
  isPublished: z.boolean(),
  unlockStartDate: DateTime().nullable(),
  week: z.number().int(),
  position: z.number().int(),
  prerequisiteIds: z.array(z.number().int()),
  subsections: z.array(AuthoringSubsection),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type AuthoringSection = z.infer<typeof AuthoringSection>;

const SectionFields = z.object({
  name: Text().trim().min(1).max(200),
  learningObjectives: text(5000),
  isPublished: z.boolean(),
  unlockStartDate: OffsetDateTime.nullable(),
  week: z.number().int().min(1).max(1000),
  /** Sections of the same course that must be finished first (no cycles, not itself). */
  prerequisiteIds: z
    .array(BodyId)
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});

export const CreateSectionBody = SectionFields.partial().extend({ name: SectionFields.shape.name });
export const UpdateSectionBody = SectionFields.partial().refine((b) => Object.values(b).some((v) => v !== undefined), {
  message: 'Nothing to change',
});

/** A lesson's external video (YouTube, Vimeo, a file): an http(s) address. */
export const LessonVideoUrl = z.url({ protocol: /^https?$/ }).max(2000);

const SubsectionFields = z.object({
  name: Text().trim().min(1).max(200),
  description: text(5000),
  content: Text().max(200_000),
  /** An external video (YouTube, Vimeo, a file): http(s) only. */
  videoUrl: LessonVideoUrl.nullable(),
  /** An uploaded video: a media id of this organization, uploaded by the caller unless they administer it (`media-009`). */
  videoMediaId: BodyId.nullable(),
  durationMinutes: z.number().int().min(0).max(100_000).nullable(),
  isPublished: z.boolean(),
  isOptional: z.boolean(),
  isTextOnly: z.boolean(),
  weight: z.number().int().min(0).max(1000),
  /** Media ids of this organization, in order; replaces the lesson's attachments. New ones are the caller's uploads unless they administer it (`media-009`). */
  attachmentIds: z
    .array(BodyId)
    .max(50)
    .transform((ids) => [...new Set(ids)]),
});

export const CreateSubsectionBody = SubsectionFields.partial().extend({ name: SubsectionFields.shape.name });
export const UpdateSubsectionBody = SubsectionFields.partial().refine(
  (b) => Object.values(b).some((v) => v !== undefined),
  { message: 'Nothing to change' },
);

export const SectionOrderBody = z.object({
  /** Every section of the course in its new order, each with every lesson it now holds in order. */
  sections: z.array(z.object({ id: BodyId, subsectionIds: z.array(BodyId).max(1000) })).max(500),
});

const SectionParams = z.object({ sectionId: Id });

export const createCourseSection = defineCall({
  method: 'POST',
  path: '/courses/:courseId/sections',
  summary: 'Adds a section at the end of the course (unpublished unless `isPublished`, week 1 unless given).',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  body: CreateSectionBody,
  response: AuthoringSection,
  status: 201,
  errors: ['common-002', 'common-007', 'courses-077', 'courses-078'],
});

export const listAuthoringSections = defineCall({
  method: 'GET',
  path: '/courses/:courseId/sections/instructors',
  summary: "The authors' outline: every section and lesson in order, unpublished ones too, with content.",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  response: listOf(AuthoringSection),
  errors: ['common-002', 'common-007'],
});

export const reorderCourseSections = defineCall({
  method: 'PATCH',
  path: '/courses/:courseId/sections/order',
  summary:
    'Orders sections and lessons, and moves lessons between sections. The body lists every section and lesson of the course exactly once (else 400 `courses-079`).',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  body: SectionOrderBody,
  response: listOf(AuthoringSection),
  errors: ['common-002', 'common-007', 'courses-079'],
});

export const updateCourseSection = defineCall({
  method: 'PATCH',
  path: '/course-sections/:sectionId',
  summary: 'Changes a section; `prerequisiteIds` replaces its prerequisites.',
  tags: ['course-authoring'],
  access: { ...courseAuthors, rule: 'courseSectionAuthor' },
  params: SectionParams,
  body: UpdateSectionBody,
  response: AuthoringSection,
  errors: ['common-002', 'common-007', 'courses-077', 'courses-078'],
});

export const deleteCourseSection = defineCall({
  method: 'DELETE',
  path: '/course-sections/:sectionId',
  summary: 'Deletes a section with its lessons; learners’ progress is recomputed.',
  tags: ['course-authoring'],
  access: { ...courseAuthors, rule: 'courseSectionAuthor' },
  params: SectionParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});

export const createCourseSubsection = defineCall({
  method: 'POST',
  path: '/course-sections/:sectionId/subsections',
  summary: 'Adds a lesson at the end of a section (unpublished unless `isPublished`, weight 1 unless given).',
  tags: ['course-authoring'],
  access: { ...courseAuthors, rule: 'courseSectionAuthor' },
  params: SectionParams,
  body: CreateSubsectionBody,
  response: AuthoringSubsection,
  status: 201,
  errors: ['common-002', 'common-007', 'courses-084', 'media-009'],
});

export const updateCourseSubsection = defineCall({
  method: 'PATCH',
  path: '/course-subsections/:subsectionId',
  summary:
    "Changes a lesson; `attachmentIds` replaces its attachments. Publishing, optional flags and weights recompute learners' progress.",
  tags: ['course-authoring'],
  access: { ...courseAuthors, rule: 'courseSubsectionAuthor' },
  params: SubsectionParams,
  body: UpdateSubsectionBody,
  response: AuthoringSubsection,
  errors: ['common-002', 'common-007', 'courses-084', 'media-009'],
});

export const deleteCourseSubsection = defineCall({
  method: 'DELETE',
  path: '/course-subsections/:subsectionId',
  summary: "Deletes a lesson; learners' progress is recomputed.",
  tags: ['course-authoring'],
  access: { ...courseAuthors, rule: 'courseSubsectionAuthor' },
  params: SubsectionParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});
