import { z } from 'zod';
import { ConfirmationCheckbox, canAccessCourses, EnrolmentState } from './catalogue.ts';
import { CourseCard, CourseStatus, courseAuthorsOfCourse } from './courses.ts';
import {
  DateTime,
  defineCall,
  Id,
  Language,
  listOf,
  NoContent,
  Pagination,
  publicAccess,
  Sorting,
  signedIn,
  Text,
} from './http.ts';

/**
 * Enrolment and the learner's own course lists (spec 2 §7 "LMS, per user" and "per course"):
 * enrolled-courses, my-courses (pin), instructed-courses, wishlisted-courses, interests and
 * request-notification, confirmation checkboxes. A learner acts on their own `userId` only
 * (another's answers 404); the organization's course administrators may act on any member.
 */

const UserParams = z.object({ userId: Id });
const UserCourseParams = z.object({ userId: Id, courseId: Id });
const CourseParams = z.object({ courseId: Id });

/** A course the caller is enrolled in: the card plus their enrolment. */
export const MyCourse = CourseCard.extend(EnrolmentState.shape).extend({
  lastActivityAt: DateTime().nullable(),
  finishedAt: DateTime().nullable(),
  fromSpecializationId: z.number().int().nullable(),
});
export type MyCourse = z.infer<typeof MyCourse>;

export const MyCoursesQuery = Pagination.extend({
  search: Text().trim().max(200).optional(),
  /** `finished`: the Finished Courses tab; `inProgress`: not finished yet. */
  status: z.enum(['finished', 'inProgress']).optional(),
});
export type MyCoursesQuery = z.output<typeof MyCoursesQuery>;

export const enrolUserInCourse = defineCall({
  method: 'POST',
  path: '/users/:userId/enrolled-courses/:courseId',
  summary:
    'Enrols the user in a free course. A learner enrols themselves (self-enrolment on, the enrolment window open, not coming soon, every confirmation statement confirmed, a seat left); a course administrator may enrol any member. Enrolling again answers the existing enrolment.',
  tags: ['courses'],
  access: canAccessCourses,
  params: UserCourseParams,
  response: MyCourse,
  status: 201,
  errors: [
    'common-002',
    'courses-001',
    'courses-002',
    'courses-004',
    'courses-005',
    'courses-006',
    'courses-007',
    'courses-011',
  ],
});

export const unenrolFromCourse = defineCall({
  method: 'DELETE',
  path: '/users/:userId/enrolled-courses/:courseId',
  summary: "Ends the user's enrolment in a course and frees its seat.",
  tags: ['courses'],
  access: canAccessCourses,
  params: UserCourseParams,
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});

export const getEnrolledCourse = defineCall({
  method: 'GET',
  path: '/users/:userId/enrolled-courses/:courseId',
  summary: "The user's enrolment in a course (404 when not enrolled).",
  tags: ['courses'],
  access: canAccessCourses,
  params: UserCourseParams,
  response: MyCourse,
  errors: ['common-002'],
});

export const listEnrolledCourses = defineCall({
  method: 'GET',
  path: '/users/:userId/enrolled-courses',
  summary: 'The courses the user is enrolled in, newest enrolment first; `status` keeps finished or unfinished ones.',
  tags: ['courses'],
  access: canAccessCourses,
  params: UserParams,
  query: MyCoursesQuery,
  response: listOf(MyCourse),
});

export const listMyCourses = defineCall({
  method: 'GET',
  path: '/users/:userId/my-courses',
  summary:
    "The user's courses for the My Courses and Finished Courses tabs: pinned first, then by last activity (or enrolment).",
  tags: ['courses'],
  access: canAccessCourses,
  params: UserParams,
  query: MyCoursesQuery,
  response: listOf(MyCourse),
});

export const UpdateMyCourseBody = z.object({ isPinned: z.boolean() });

export const updateMyCourse = defineCall({
  method: 'PATCH',
  path: '/users/:userId/my-courses/:courseId',
  summary: 'Pins or unpins one of the user’s courses.',
  tags: ['courses'],
  access: canAccessCourses,
  params: UserCourseParams,
  body: UpdateMyCourseBody,
  response: MyCourse,
  errors: ['common-002'],
});

/** A course the user teaches: the card plus its authoring state. */
export const InstructedCourse = CourseCard.extend({
  isPublished: z.boolean(),
  status: CourseStatus,
  isHiddenInstructor: z.boolean(),
});
export type InstructedCourse = z.infer<typeof InstructedCourse>;

/**
 * The teaching home's columns it sorts by (the name as the reader reads it, the authoring status,
 * published first, learners); newest course first unless told (ties: newest first).
 */
export const InstructedCourseSortColumn = z.enum(['createdAt', 'name', 'status', 'isPublished', 'numberOfEnrollees']);
export type InstructedCourseSortColumn = z.infer<typeof InstructedCourseSortColumn>;

export const listInstructedCourses = defineCall({
  method: 'GET',
  path: '/users/:userId/instructed-courses',
  summary:
    'The courses the user is an instructor of (published or not), newest first unless `sort` names a column (then ascending unless `order` is desc).',
  tags: ['courses'],
  access: signedIn,
  params: UserParams,
  query: Pagination.extend({ search: Text().trim().max(200).optional() }).extend(
    Sorting(InstructedCourseSortColumn).shape,
  ),
  response: listOf(InstructedCourse),
});

export const WishlistState = z.object({ courseId: z.number().int(), isWishlisted: z.boolean() });

export const addWishlistedCourse = defineCall({
  method: 'POST',
  path: '/users/:userId/wishlisted-courses/:courseId',
  summary: "Adds a course to the user's favourites (again: no change).",
  tags: ['courses'],
  access: canAccessCourses,
  params: UserCourseParams,
  response: WishlistState,
  status: 201,
  errors: ['common-002'],
});

export const removeWishlistedCourse = defineCall({
  method: 'DELETE',
  path: '/users/:userId/wishlisted-courses/:courseId',
  summary: "Removes a course from the user's favourites.",
  tags: ['courses'],
  access: canAccessCourses,
  params: UserCourseParams,
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});

export const getWishlistedCourse = defineCall({
  method: 'GET',
  path: '/users/:userId/wishlisted-courses/:courseId',
  summary: 'Whether a course is among the user’s favourites.',
  tags: ['courses'],
  access: canAccessCourses,
  params: UserCourseParams,
  response: WishlistState,
  errors: ['common-002'],
});

export const listWishlistedCourses = defineCall({
  method: 'GET',
  path: '/users/:userId/wishlisted-courses',
  summary: "The user's favourite courses, most recently added first.",
  tags: ['courses'],
  access: canAccessCourses,
  params: UserParams,
  query: Pagination,
  response: listOf(CourseCard),
});

/** The caller's interest in a course, and how many members of the organization are interested. */
export const CourseInterest = z.object({
  courseId: z.number().int(),
  isInterested: z.boolean(),
  notifyWhenAvailable: z.boolean(),
  interestedCount: z.number().int(),
});
export type CourseInterest = z.infer<typeof CourseInterest>;

const interestCall = (method: 'GET' | 'POST' | 'DELETE', path: string, summary: string) =>
  ({
    method,
    path,
    summary,
    tags: ['courses'],
    access: canAccessCourses,
    params: CourseParams,
    response: CourseInterest,
    errors: ['common-002'],
  }) as const;

export const getCourseInterest = defineCall(
  interestCall('GET', '/courses/:courseId/interests', "The caller's interest in the course."),
);
export const addCourseInterest = defineCall(
  interestCall('POST', '/courses/:courseId/interests', 'Marks the course as interesting to the caller.'),
);
export const removeCourseInterest = defineCall(
  interestCall('DELETE', '/courses/:courseId/interests', "Removes the caller's interest (and notification request)."),
);
export const getCourseNotificationRequest = defineCall(
  interestCall(
    'GET',
    '/courses/:courseId/request-notification',
    'Whether the caller asked to be told when the course opens.',
  ),
);
export const requestCourseNotification = defineCall({
  ...interestCall(
    'POST',
    '/courses/:courseId/request-notification',
    'Asks for an e-mail when the coming-soon course opens (also marks interest).',
  ),
  errors: ['common-002', 'courses-010'],
});
export const cancelCourseNotification = defineCall(
  interestCall(
    'DELETE',
    '/courses/:courseId/request-notification',
    'Cancels the request for an e-mail (the interest stays).',
  ),
);

/** A member interested in the course, as its authors see them. */
export const InterestedLearner = z.object({
  userId: z.number().int(),
  firstName: Text(),
  lastName: Text(),
  email: Text(),
  interestedAt: DateTime(),
  /** Asked for an e-mail when the course opens. */
  notifyWhenAvailable: z.boolean(),
  /** When that e-mail went out, if it did. */
  notifiedAt: DateTime().nullable(),
});
export type InterestedLearner = z.infer<typeof InterestedLearner>;

/**
 * The interested learners' columns it sorts by (the learner's name, since when, the e-mail asked
 * for: waiting, sent, not asked); newest interest first unless told (ties: newest first).
 */
export const InterestedLearnerSortColumn = z.enum(['interestedAt', 'learner', 'notify']);
export type InterestedLearnerSortColumn = z.infer<typeof InterestedLearnerSortColumn>;

export const listInterestedLearners = defineCall({
  method: 'GET',
  path: '/courses/:courseId/interested-learners',
  summary:
    "For the course's authors: the members of the organization interested in the course (a coming-soon one, mostly), newest first unless `sort` names a column (then ascending unless `order` is desc), and whether they asked to be e-mailed when it opens; `search` matches names and e-mail. Not in the spec: the portal's list of interested learners (issue 13).",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: CourseParams,
  query: Pagination.extend({ search: Text().trim().max(200).optional() }).extend(
    Sorting(InterestedLearnerSortColumn).shape,
  ),
  response: listOf(InterestedLearner),
  errors: ['common-002', 'common-007'],
});

export const listConfirmationCheckboxes = defineCall({
  method: 'GET',
  path: '/courses/:courseId/confirmation-checkboxes',
  summary: "The statements to confirm before enrolling, in the request language, with the signed-in caller's answers.",
  tags: ['courses'],
  access: publicAccess,
  params: CourseParams,
  response: z.array(ConfirmationCheckbox),
  errors: ['common-002'],
});

export const RespondToCheckboxesBody = z.object({
  answers: z
    .array(z.object({ checkboxId: Id, answer: z.boolean() }))
    .min(1)
    .max(50),
});

export const respondToConfirmationCheckboxes = defineCall({
  method: 'POST',
  path: '/courses/:courseId/confirmation-checkboxes/respond',
  summary: "Records the caller's answers to the course's statements; answers the statements with them.",
  tags: ['courses'],
  access: canAccessCourses,
  params: CourseParams,
  body: RespondToCheckboxesBody,
  response: z.array(ConfirmationCheckbox),
  errors: ['common-002', 'courses-012'],
});

export const ConfirmationResponse = z.object({
  checkboxId: z.number().int(),
  userId: z.number().int(),
  firstName: Text(),
  lastName: Text(),
  email: Text(),
  answer: z.boolean(),
  respondedAt: DateTime(),
});

export const listConfirmationResponses = defineCall({
  method: 'GET',
  path: '/courses/:courseId/confirmation-checkboxes/responses',
  summary: "Every member's answers to the course's statements, newest first, for the course's authors.",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: CourseParams,
  query: Pagination,
  response: listOf(ConfirmationResponse),
  errors: ['common-002', 'common-007'],
});

export const CheckboxTranslation = z.object({
  language: Language,
  text: Text().trim().min(1, 'form.required').max(1000, 'form.maxLength'),
});

export const CreateConfirmationCheckboxBody = z.object({
  translations: z
    .array(CheckboxTranslation)
    .min(1)
    .max(2)
    .refine((list) => new Set(list.map((t) => t.language)).size === list.length, {
      message: 'One translation per language',
    }),
  position: z.number().int().min(0).max(1000).optional(),
});

export const ConfirmationCheckboxDetail = z.object({
  id: z.number().int(),
  position: z.number().int(),
  translations: z.array(CheckboxTranslation),
});
export type ConfirmationCheckboxDetail = z.infer<typeof ConfirmationCheckboxDetail>;

/**
 * Not in the spec: the statements as their authors edit them (issue 13, the portal's course
 * editor), each with its id and its text in every language it has, by position.
 */
export const listAuthoringConfirmationCheckboxes = defineCall({
  method: 'GET',
  path: '/courses/:courseId/confirmation-checkboxes/instructor',
  summary:
    "The course's statements with their texts in English and Arabic, by position, for the course's authors. Not in the spec: the portal's course editor (issue 13).",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: CourseParams,
  response: z.array(ConfirmationCheckboxDetail),
  errors: ['common-002', 'common-007'],
});

export const createConfirmationCheckbox = defineCall({
  method: 'POST',
  path: '/courses/:courseId/confirmation-checkboxes',
  summary: 'Adds a statement learners confirm before enrolling, in English and/or Arabic (course authors).',
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: CourseParams,
  body: CreateConfirmationCheckboxBody,
  response: ConfirmationCheckboxDetail,
  status: 201,
  errors: ['common-002', 'common-007'],
});

export const deleteConfirmationCheckbox = defineCall({
  method: 'DELETE',
  path: '/courses/:courseId/confirmation-checkboxes/:checkboxId',
  summary: 'Removes a statement and its answers (course authors).',
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'courseAuthor' },
  params: z.object({ courseId: Id, checkboxId: Id }),
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});

// ─── Enrolled students ──────────────────────────────────────────────────────────────────────

export const EnrolledStudent = z.object({
  userId: z.number().int(),
  firstName: Text(),
  lastName: Text(),
  email: Text(),
  profileImage: z.object({ url: Text() }).nullable(),
  enrolledAt: DateTime(),
  /** Share of the required lessons finished, 0…1 (weighted). */
  progress: z.number(),
  finishedLessons: z.number().int(),
  isFinished: z.boolean(),
  finishedAt: DateTime().nullable(),
  lastActivityAt: DateTime().nullable(),
  fromSpecializationId: z.number().int().nullable(),
  hasCertificate: z.boolean(),
  certificateId: Text().nullable(),
});
export type EnrolledStudent = z.infer<typeof EnrolledStudent>;

/** The enrolled students table's columns it sorts by; newest enrolment first unless told. */
export const EnrolledStudentSortColumn = z.enum(['enrolledAt', 'name', 'progress', 'lastActivityAt']);
export type EnrolledStudentSortColumn = z.infer<typeof EnrolledStudentSortColumn>;

export const EnrolledStudentsQuery = Pagination.extend({ search: Text().trim().max(200).optional() }).extend(
  Sorting(EnrolledStudentSortColumn).shape,
);

export const listEnrolledStudents = defineCall({
  method: 'GET',
  path: '/courses/:courseId/enrolled-students',
  summary:
    "The course's learners, newest enrolment first unless `sort` names a column (then ascending unless `order` is desc), with progress, finished state and certificate; `search` matches names and e-mail.",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  query: EnrolledStudentsQuery,
  response: listOf(EnrolledStudent),
  errors: ['common-002', 'common-007'],
});

export const CompletionReport = z.object({
  courseId: z.number().int(),
  requiredLessons: z.number().int(),
  enrolled: z.number().int(),
  finished: z.number().int(),
  inProgress: z.number().int(),
  notStarted: z.number().int(),
  averageProgress: z.number(),
  certificatesIssued: z.number().int(),
  /** The learners, most progressed first (`skip`/`take`). */
  data: z.array(EnrolledStudent),
  total: z.number().int(),
});
export type CompletionReport = z.infer<typeof CompletionReport>;

export const getCompletionReport = defineCall({
  method: 'GET',
  path: '/courses/:courseId/enrolled-students/completion-report',
  summary: "The course's completion in figures (finished, in progress, not started, certificates) and per learner.",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  query: Pagination,
  response: CompletionReport,
  errors: ['common-002', 'common-007'],
});

export const getCompletionReportCsv = defineCall({
  method: 'GET',
  path: '/courses/:courseId/enrolled-students/completion-report/csv',
  summary: 'The completion report of every learner as CSV (UTF-8 with a byte-order mark, for spreadsheets).',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  produces: 'text/csv',
  response: Text(),
  errors: ['common-002', 'common-007'],
});

/** A learner's grade in the course, as the providers of grades give it (spec 2: enrolled-students' grade report). */
export const GradeReportRow = EnrolledStudent.pick({
  userId: true,
  firstName: true,
  lastName: true,
  email: true,
  enrolledAt: true,
}).extend({
  /** 0…1, the mean of the grade providers that answer for the learner; null when none does. */
  grade: z.number().nullable(),
  /** Whether the grade reaches the course's passing grade; null when there is no grade. */
  isGradeMet: z.boolean().nullable(),
});
export type GradeReportRow = z.infer<typeof GradeReportRow>;

export const GradeReport = z.object({
  courseId: z.number().int(),
  /** The course's passing grade, 0…1. */
  passingGradePercentage: z.number(),
  /** Learners with a grade, and how many of them reach the passing grade. */
  graded: z.number().int(),
  passed: z.number().int(),
  /** The learners by name (`skip`/`take`). */
  data: z.array(GradeReportRow),
  total: z.number().int(),
});
export type GradeReport = z.infer<typeof GradeReport>;

export const getGradeReport = defineCall({
  method: 'GET',
  path: '/courses/:courseId/enrolled-students/grade-report',
  summary:
    "The course's learners with the grade the grade providers give them (none yet in this release: later modules such as exams provide them), the passing grade and whether each reaches it.",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  query: Pagination,
  response: GradeReport,
  errors: ['common-002', 'common-007'],
});

export const getGradeReportCsv = defineCall({
  method: 'GET',
  path: '/courses/:courseId/enrolled-students/grade-report/csv',
  summary: 'The grade report of every learner as CSV (UTF-8 with a byte-order mark, for spreadsheets).',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  produces: 'text/csv',
  response: Text(),
  errors: ['common-002', 'common-007'],
});
