import { z } from 'zod';
import {
  DateTime,
  defineCall,
  Id,
  Language,
  listOf,
  MAX_INT4,
  MediaRef,
  NoContent,
  Pagination,
  Sorting,
  Text,
} from './http.ts';
import { MemberPermission, OrganizationPermission } from './permission-slugs.ts';

/**
 * The calls of the server's `courses` module (the course, offerings, translations, instructors,
 * categories, approval, clone; below), after the course entity's shared shapes (spec 2 §3 Course,
 * Organization course offering) that the catalogue, enrolment, content, certificates and
 * specializations build on.
 */

// The catalogue's filters' values are also plain lists, which the web's catalogue reads from its
// address without loading zod.
export const COURSE_LANGUAGES = ['ENGLISH', 'ARABIC'] as const;
export const CourseLanguage = z.enum(COURSE_LANGUAGES);
export type CourseLanguage = z.infer<typeof CourseLanguage>;
export const DELIVERY_MODES = ['ONLINE', 'FACETOFACE', 'HYBRID'] as const;
export const DeliveryMode = z.enum(DELIVERY_MODES);
export type DeliveryMode = z.infer<typeof DeliveryMode>;
export const COURSE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const CourseLevel = z.enum(COURSE_LEVELS);
export type CourseLevel = z.infer<typeof CourseLevel>;
export const LEARNING_TYPES = ['SELF_PACED', 'INSTRUCTOR_LED', 'BLENDED'] as const;
export const LearningType = z.enum(LEARNING_TYPES);
export type LearningType = z.infer<typeof LearningType>;
export const DurationUnit = z.enum(['MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS']);
export type DurationUnit = z.infer<typeof DurationUnit>;
export const CourseStatus = z.enum(['pending', 'approved', 'rejected']);
export const CertificateMode = z.enum(['off', 'manual', 'automatic']);
export type CertificateMode = z.infer<typeof CertificateMode>;

/** A learning category in the request's language, with its parent's id. */
export const CourseCategory = z.object({
  id: z.number().int(),
  name: Text(),
  parentId: z.number().int().nullable(),
});
export type CourseCategory = z.infer<typeof CourseCategory>;

/** An instructor as learners see them (hidden instructors are never listed). */
export const CourseInstructor = z.object({
  id: z.number().int(),
  firstName: Text(),
  lastName: Text(),
  position: Text().nullable(),
  profileImage: z.object({ url: Text() }).nullable(),
});
export type CourseInstructor = z.infer<typeof CourseInstructor>;

/** Price of the organization's offering, in minor units (halalas) of `currencyCode`. */
export const CoursePrice = z.object({
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  isDiscounted: z.boolean(),
  currencyCode: Text(),
  isFree: z.boolean(),
});

/**
 * A course as a card of a list shows it, in the request's language (the translation when there
 * is one, else the course's own language). `isEnrolled` and `isWishlisted` are false for guests.
 */
export const CourseCard = z.object({
  id: z.number().int(),
  name: Text(),
  briefDescription: Text(),
  language: CourseLanguage,
  learningTypes: z.array(LearningType),
  deliveryMode: DeliveryMode,
  level: CourseLevel,
  category: CourseCategory.nullable(),
  coverImage: MediaRef.nullable(),
  instructors: z.array(CourseInstructor),
  ...CoursePrice.shape,
  isComingSoon: z.boolean(),
  duration: z.number().int().nullable(),
  durationUnit: DurationUnit,
  startDate: DateTime().nullable(),
  endDate: DateTime().nullable(),
  startEnrollmentDate: DateTime().nullable(),
  endEnrollmentDate: DateTime().nullable(),
  maxEnrollmentCount: z.number().int().nullable(),
  /** Seats left, or null when the course has no limit. */
  seatsLeft: z.number().int().nullable(),
  numberOfEnrollees: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  isEnrolled: z.boolean(),
  isWishlisted: z.boolean(),
  createdAt: DateTime(),
});
export type CourseCard = z.infer<typeof CourseCard>;

// ─── Course authoring ───────────────────────────────────────────────────────────────────────

/**
 * Authoring courses through the API (spec 2 §7 "LMS, per course" and "by own id"): course CRUD,
 * translations, publishing and approval, cloning, instructors (the enrolled students are in
 * `enrolment.ts`, sections and lessons in `course-content.ts`). Every call needs an organization
 * that manages courses (`crud_courses`); a call on one course adds the `courseAuthor` rule, which lets through the
 * course's instructors and the organization's course administrators (administrator portal), and
 * refuses other members with 403 `common-007`. Another organization's course answers 404.
 */
export const courseAuthors = {
  kind: 'signedIn',
  organizationPermissions: [OrganizationPermission.crudCourses],
} as const;

/** Authoring one course (`:courseId`): the `courseAuthor` rule. */
export const courseAuthorsOfCourse = { ...courseAuthors, rule: 'courseAuthor' } as const;

/** Who may create courses: an instructor or administrator where the organization has `crud_courses`. */
export const courseCreators = {
  ...courseAuthors,
  anyOfMemberPermissions: [MemberPermission.administratorPortal, MemberPermission.instructorPortal],
} as const;

/** Course administrators only: approval decisions and categories. */
export const courseAdministrators = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.administratorPortal],
  organizationPermissions: [OrganizationPermission.crudCourses],
} as const;

/** A database id in a JSON body. */
const BodyId = z.number().int().min(1).max(MAX_INT4);
const OffsetDateTime = DateTime({ offset: true });
const Money = z.number().int().min(0).max(MAX_INT4);
const text = (max: number) => Text().trim().max(max);
const CourseName = Text().trim().min(1).max(200);

const CourseParams = z.object({ courseId: Id });

/**
 * Who may enrol in the organization's offering (spec 2 §3, default `public`): a public course is
 * listed in the catalogue and learners may enrol themselves (where the course and the organization
 * allow it); a private one is not listed, and only administrators enrol learners in it.
 */
export const AccessRestrictionType = z.enum(['public', 'private']);
export type AccessRestrictionType = z.infer<typeof AccessRestrictionType>;

/** The most credit units an offering may give (a whole programme's worth). */
export const MAX_CREDIT_UNITS = 1000;

// ─── Courses ────────────────────────────────────────────────────────────────────────────────

const CourseFields = z.object({
  name: CourseName,
  language: CourseLanguage,
  categoryId: BodyId.nullable(),
  briefDescription: text(1000),
  description: text(20_000),
  welcomeMessage: text(5000),
  courseSyllabus: text(20_000),
  country: text(100).nullable(),
  city: text(100).nullable(),
  learningTypes: z
    .array(LearningType)
    .max(3)
    .transform((list) => [...new Set(list)]),
  deliveryMode: DeliveryMode,
  level: CourseLevel,
  startEnrollmentDate: OffsetDateTime.nullable(),
  endEnrollmentDate: OffsetDateTime.nullable(),
  startDate: OffsetDateTime.nullable(),
  endDate: OffsetDateTime.nullable(),
  maxEnrollmentCount: z.number().int().min(1).max(MAX_INT4).nullable(),
  duration: z.number().int().min(0).max(MAX_INT4).nullable(),
  durationUnit: DurationUnit,
  fromTo: text(100).nullable(),
  /** Price of the organization's offering in minor units (halalas); 0 is free. */
  price: Money,
  /** The price before a discount: `isDiscounted` when it is above `price`. */
  oldPrice: Money.nullable(),
  /** The offering's access (public: listed and open to self-enrolment; private: enrolled by administrators). */
  accessRestrictionType: AccessRestrictionType,
  /** Credit units the offering gives (a whole number); null when it gives none. */
  creditUnits: z.number().int().min(0).max(MAX_CREDIT_UNITS).nullable(),
  /** Whether the offering issues certificates at all (with the organization's and the course's mode). */
  issueCertificate: z.boolean(),
  /** The certificate template of the organization (`certificate-templates`); null is the organization's default. */
  certificateTemplateId: BodyId.nullable(),
  allowSelfEnrollment: z.boolean(),
  isComingSoon: z.boolean(),
  /** Media ids of this organization: the caller's uploads (any file for an administrator), or files already public (else `media-009`). */
  coverImageId: BodyId.nullable(),
  introductoryVideoId: BodyId.nullable(),
});

type Dates = { [K in 'startEnrollmentDate' | 'endEnrollmentDate' | 'startDate' | 'endDate']?: string | null };

/** Adds an issue when an end comes before its start (both given in the same body). */
function checkDateOrder(value: Dates, context: z.RefinementCtx) {
  const pairs = [
    ['startEnrollmentDate', 'endEnrollmentDate'],
    ['startDate', 'endDate'],
  ] as const;
  for (const [start, end] of pairs) {
    const from = value[start];
    const to = value[end];
    if (from && to && Date.parse(to) <= Date.parse(from)) {
      context.addIssue({ code: 'custom', message: `${end} must be after ${start}`, path: [end] });
    }
  }
}

/** A new course: only `name` is required; everything else takes the spec's defaults. */
export const CreateCourseBody = CourseFields.partial().extend({ name: CourseName }).superRefine(checkDateOrder);
export type CreateCourseBody = z.input<typeof CreateCourseBody>;

export const UpdateCourseBody = CourseFields.partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to change' })
  .superRefine(checkDateOrder);
export type UpdateCourseBody = z.input<typeof UpdateCourseBody>;

/** The course's descriptive fields in a language other than its own (spec 2 §3 Course info). */
export const AuthoringCourseTranslation = z.object({
  language: Language,
  name: Text(),
  briefDescription: Text(),
  description: Text(),
  welcomeMessage: Text(),
  courseSyllabus: Text(),
});
export type AuthoringCourseTranslation = z.infer<typeof AuthoringCourseTranslation>;

export const UpsertCourseTranslationBody = z.object({
  language: Language,
  name: CourseName,
  briefDescription: text(1000).default(''),
  description: text(20_000).default(''),
  welcomeMessage: text(5000).default(''),
  courseSyllabus: text(20_000).default(''),
});

/** An instructor as authors see them: hidden ones too, with the e-mail address. */
export const AuthoringInstructor = CourseInstructor.extend({ email: Text(), isHidden: z.boolean() });
export type AuthoringInstructor = z.infer<typeof AuthoringInstructor>;

export const ApprovalStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/** Spec 2 §3 Course approval request. */
export const CourseApprovalRequest = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseName: Text(),
  instructor: z.object({ id: z.number().int(), firstName: Text(), lastName: Text() }).nullable(),
  note: Text().nullable(),
  status: ApprovalStatus,
  decidedById: z.number().int().nullable(),
  decidedAt: DateTime().nullable(),
  createdAt: DateTime(),
});
export type CourseApprovalRequest = z.infer<typeof CourseApprovalRequest>;

/** The organization's offering of the course (spec 2 §3 Organization course offering). */
export const AuthoringOffering = z.object({
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  isDiscounted: z.boolean(),
  currencyCode: Text(),
  isPublished: z.boolean(),
  accessRestrictionType: AccessRestrictionType,
  creditUnits: z.number().int().nullable(),
  issueCertificate: z.boolean(),
  certificateTemplateId: z.number().int().nullable(),
  numberOfEnrollees: z.number().int(),
  totalRevenueGenerated: z.number().int(),
});

/** Everything an author edits: unpublished fields, translations, offering, every instructor. */
export const AuthoringCourse = z.object({
  id: z.number().int(),
  name: Text(),
  normalizedName: Text(),
  language: CourseLanguage,
  categoryId: z.number().int().nullable(),
  briefDescription: Text(),
  description: Text(),
  welcomeMessage: Text(),
  courseSyllabus: Text(),
  country: Text().nullable(),
  city: Text().nullable(),
  learningTypes: z.array(LearningType),
  deliveryMode: DeliveryMode,
  level: CourseLevel,
  startEnrollmentDate: DateTime().nullable(),
  endEnrollmentDate: DateTime().nullable(),
  startDate: DateTime().nullable(),
  endDate: DateTime().nullable(),
  maxEnrollmentCount: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  durationUnit: DurationUnit,
  fromTo: Text().nullable(),
  allowSelfEnrollment: z.boolean(),
  isComingSoon: z.boolean(),
  coverImage: MediaRef.nullable(),
  introductoryVideo: MediaRef.nullable(),
  isApproved: z.boolean(),
  isPublished: z.boolean(),
  isPublishedByAdmin: z.boolean(),
  status: CourseStatus,
  certificateMode: CertificateMode,
  passingGradePercentage: z.number(),
  mandatoryAttendancePercentage: z.number(),
  createdById: z.number().int().nullable(),
  createdAt: DateTime(),
  updatedAt: DateTime(),
  offering: AuthoringOffering,
  translations: z.array(AuthoringCourseTranslation),
  instructors: z.array(AuthoringInstructor),
  /** The newest approval request, if any. */
  approvalRequest: CourseApprovalRequest.nullable(),
});
export type AuthoringCourse = z.infer<typeof AuthoringCourse>;

export const createCourse = defineCall({
  method: 'POST',
  path: '/courses',
  summary:
    "Creates a course and the organization's offering of it (price in minor units), unpublished. An administrator's course is approved; an instructor's is pending and has its creator as instructor.",
  tags: ['course-authoring'],
  access: courseCreators,
  body: CreateCourseBody,
  response: AuthoringCourse,
  status: 201,
  errors: ['common-002', 'common-007', 'courses-075', 'courses-084', 'media-009'],
});

export const getAuthoringCourse = defineCall({
  method: 'GET',
  path: '/courses/:courseId/instructor',
  summary:
    'The course as its authors edit it: unpublished fields, translations, offering, instructors (hidden ones too).',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  response: AuthoringCourse,
  errors: ['common-002', 'common-007'],
});

export const updateCourse = defineCall({
  method: 'PATCH',
  path: '/courses/:courseId',
  summary:
    "Changes a course and its offering (price, oldPrice, accessRestrictionType, creditUnits, issueCertificate, certificateTemplateId: one of the organization's templates, else 404); the search name follows the names. The course's `language` cannot become one it has a translation in (409 `courses-083`).",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  body: UpdateCourseBody,
  response: AuthoringCourse,
  errors: ['common-002', 'common-007', 'courses-075', 'courses-081', 'courses-083', 'courses-084', 'media-009'],
});

export const deleteCourse = defineCall({
  method: 'DELETE',
  path: '/courses/:courseId',
  summary: 'Deletes a course (soft: `isDeleted`); it leaves every list and answers 404 from then on.',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});

export const setCoursePublished = defineCall({
  method: 'PATCH',
  path: '/courses/:courseId/is-published',
  summary:
    'Publishes or unpublishes a course. Instructors publish only approved courses (else 409 `courses-070`); an administrator publishing approves the course too.',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  body: z.object({ isPublished: z.boolean() }),
  response: AuthoringCourse,
  errors: ['common-002', 'common-007', 'courses-070'],
});

export const cloneCourse = defineCall({
  method: 'POST',
  path: '/clone/:courseId',
  summary:
    'Copies a course deeply (translations, offering, sections, lessons, attachments, prerequisites, confirmation checkboxes; no learners), named with a copy suffix and unpublished.',
  tags: ['course-authoring'],
  access: { ...courseCreators, rule: 'courseAuthor' },
  params: CourseParams,
  response: AuthoringCourse,
  status: 201,
  errors: ['common-002', 'common-007'],
});

// ─── The organization's courses (administrators) ────────────────────────────────────────────

/** A course as the administrators' list shows it: its card, every instructor (hidden ones too) and its authoring state. */
export const OrganizationCourse = CourseCard.extend({
  instructors: z.array(CourseInstructor.extend({ isHidden: z.boolean() })),
  isPublished: z.boolean(),
  isPublishedByAdmin: z.boolean(),
  isApproved: z.boolean(),
  status: CourseStatus,
});
export type OrganizationCourse = z.infer<typeof OrganizationCourse>;

/**
 * The administrators' course list's columns it sorts by (the name as the reader reads it, the
 * approval status, published first, learners, created); newest course first unless told.
 */
export const OrganizationCourseSortColumn = z.enum(['createdAt', 'name', 'status', 'isPublished', 'numberOfEnrollees']);
export type OrganizationCourseSortColumn = z.infer<typeof OrganizationCourseSortColumn>;

export const OrganizationCoursesQuery = Pagination.extend({
  /** Matched against every name of the course, case-, accent- and Arabic-variant-insensitively. */
  search: Text().trim().max(200).optional(),
  published: z.enum(['published', 'unpublished']).optional(),
  status: CourseStatus.optional(),
  /** A category, including the categories under it. */
  categoryId: Id.optional(),
}).extend(Sorting(OrganizationCourseSortColumn).shape);
export type OrganizationCoursesQuery = z.input<typeof OrganizationCoursesQuery>;

export const listOrganizationCourses = defineCall({
  method: 'GET',
  path: '/org-courses-management/courses',
  summary:
    "Every course of the organization (published or not, any approval status), for course administrators: searched by any of its names, filtered by published state, approval status and category (with its children), newest first unless `sort` names a column (then ascending unless `order` is desc). Not in the spec: the portal's administrators' course list (issue 13).",
  tags: ['course-authoring'],
  access: courseAdministrators,
  query: OrganizationCoursesQuery,
  response: listOf(OrganizationCourse),
});

// ─── Translations ───────────────────────────────────────────────────────────────────────────

const TranslationParams = z.object({ courseId: Id, language: Language });

export const listCourseTranslations = defineCall({
  method: 'GET',
  path: '/courses/:courseId/translations',
  summary: "The course's translations (its fields in languages other than its own).",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  response: listOf(AuthoringCourseTranslation),
  errors: ['common-002', 'common-007'],
});

export const upsertCourseTranslation = defineCall({
  method: 'POST',
  path: '/courses/:courseId/translations',
  summary:
    "Creates or replaces the translation of one language. The course's own language is edited on the course (400 `courses-074`).",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  body: UpsertCourseTranslationBody,
  response: AuthoringCourseTranslation,
  errors: ['common-002', 'common-007', 'courses-074'],
});

export const getCourseTranslation = defineCall({
  method: 'GET',
  path: '/courses/:courseId/translations/:language',
  summary: 'The translation of one language (404 when there is none).',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: TranslationParams,
  response: AuthoringCourseTranslation,
  errors: ['common-002', 'common-007'],
});

export const deleteCourseTranslation = defineCall({
  method: 'DELETE',
  path: '/courses/:courseId/translations/:language',
  summary: 'Removes the translation of one language.',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: TranslationParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});

// ─── Approval ───────────────────────────────────────────────────────────────────────────────

export const CourseApprovalState = z.object({
  courseId: z.number().int(),
  status: CourseStatus,
  isApproved: z.boolean(),
  /** Every request of the course, newest first. */
  requests: z.array(CourseApprovalRequest),
});
export type CourseApprovalState = z.infer<typeof CourseApprovalState>;

export const getCourseApproval = defineCall({
  method: 'GET',
  path: '/courses/:courseId/request-approval',
  summary: "The course's approval status and its requests.",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  response: CourseApprovalState,
  errors: ['common-002', 'common-007'],
});

export const requestCourseApproval = defineCall({
  method: 'POST',
  path: '/courses/:courseId/request-approval',
  summary:
    "Asks the organization's administrators to approve the course (a PENDING request). One pending request at a time; an approved course needs none.",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  /** Optional: a request without a body (a plain button) asks without a note. */
  body: z.object({ note: text(2000).optional() }).nullish(),
  response: CourseApprovalRequest,
  status: 201,
  errors: ['common-002', 'common-007', 'courses-071', 'courses-072'],
});

/** The approval queue's columns it sorts by; newest request first unless told (ties: newest first). */
export const ApprovalRequestSortColumn = z.enum(['createdAt', 'course', 'instructor', 'status']);
export type ApprovalRequestSortColumn = z.infer<typeof ApprovalRequestSortColumn>;

export const listCourseApprovalRequests = defineCall({
  method: 'GET',
  path: '/course-approval-requests',
  summary:
    "The organization's approval requests, newest first unless `sort` names a column (then ascending unless `order` is desc), for administrators; `status` filters.",
  tags: ['course-authoring'],
  access: courseAdministrators,
  query: Pagination.extend({ status: ApprovalStatus.optional() }).extend(Sorting(ApprovalRequestSortColumn).shape),
  response: listOf(CourseApprovalRequest),
});

export const decideCourseApprovalRequest = defineCall({
  method: 'PATCH',
  path: '/course-approval-requests/:requestId',
  summary:
    "Approves or rejects a pending request; the course's status and `isApproved` follow. A decided request cannot change (409 `courses-073`).",
  tags: ['course-authoring'],
  access: courseAdministrators,
  params: z.object({ requestId: Id }),
  body: z.object({ status: z.enum(['APPROVED', 'REJECTED']) }),
  response: CourseApprovalRequest,
  errors: ['common-002', 'courses-073'],
});

// ─── Instructors ────────────────────────────────────────────────────────────────────────────

const InstructorParams = z.object({ courseId: Id, userId: Id });

export const listAuthoringInstructors = defineCall({
  method: 'GET',
  path: '/courses/:courseId/instructors',
  summary: "The course's instructors in order, hidden ones too.",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  response: listOf(AuthoringInstructor),
  errors: ['common-002', 'common-007'],
});

export const addCourseInstructor = defineCall({
  method: 'POST',
  path: '/courses/:courseId/instructors',
  summary:
    'Makes a member an instructor of the course (or changes `isHidden` when they are one). The member needs the instructor or administrator portal (else 400 `courses-080`).',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  body: z.object({ userId: BodyId, isHidden: z.boolean().default(false) }),
  response: listOf(AuthoringInstructor),
  errors: ['common-002', 'common-007', 'courses-080'],
});

export const updateCourseInstructor = defineCall({
  method: 'PATCH',
  path: '/courses/:courseId/instructors/:userId',
  summary: 'Hides an instructor from learners (or shows them again).',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: InstructorParams,
  body: z.object({ isHidden: z.boolean() }),
  response: listOf(AuthoringInstructor),
  errors: ['common-002', 'common-007'],
});

export const removeCourseInstructor = defineCall({
  method: 'DELETE',
  path: '/courses/:courseId/instructors/:userId',
  summary: 'Removes an instructor from the course.',
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: InstructorParams,
  response: NoContent,
  status: 204,
  errors: ['common-002', 'common-007'],
});

/** A member who may be made an instructor of the course, as the "add instructor" field lists them. */
export const InstructorCandidate = z.object({
  id: z.number().int(),
  firstName: Text(),
  lastName: Text(),
  email: Text(),
  profileImage: z.object({ url: Text() }).nullable(),
  /** Already an instructor of this course (hidden or not). */
  isInstructor: z.boolean(),
});
export type InstructorCandidate = z.infer<typeof InstructorCandidate>;

export const InstructorCandidatesQuery = Pagination.extend({ search: Text().trim().max(200).optional() });

export const listInstructorCandidates = defineCall({
  method: 'GET',
  path: '/courses/:courseId/instructor-candidates',
  summary:
    "For the course's authors: the active members of the organization who may teach it (the instructor or administrator portal, the rule of `POST courses/{id}/instructors`), by name, each saying whether they teach it already; `search` matches names and e-mail. Not in the spec: the portal's \"add instructor\" field (issue 13), since the members list is the administrators'.",
  tags: ['course-authoring'],
  access: courseAuthorsOfCourse,
  params: CourseParams,
  query: InstructorCandidatesQuery,
  response: listOf(InstructorCandidate),
  errors: ['common-002', 'common-007'],
});

// ─── Categories ─────────────────────────────────────────────────────────────────────────────

export const AuthoringCategory = z.object({
  id: z.number().int(),
  name: Text(),
  nameAr: Text(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
});
export type AuthoringCategory = z.infer<typeof AuthoringCategory>;

const CategoryFields = z.object({
  name: Text().trim().min(1).max(100),
  nameAr: Text().trim().min(1).max(100),
  parentId: BodyId.nullable(),
  position: z.number().int().min(0).max(100_000),
});

/** A category as the portal's table shows it: with how many courses it holds. */
export const ManagedCategory = AuthoringCategory.extend({ courseCount: z.number().int() });
export type ManagedCategory = z.infer<typeof ManagedCategory>;

export const CreateCourseCategoryBody = CategoryFields.partial({ parentId: true, position: true });

export const listAuthoringCategories = defineCall({
  method: 'GET',
  path: '/course-categories/manage',
  summary:
    "The organization's categories as administrators edit them: both languages' names, parent and position, by position then name. `q` searches both names.",
  tags: ['course-authoring'],
  access: courseAdministrators,
  query: Pagination.extend({ q: Text().trim().max(100).optional() }),
  response: listOf(ManagedCategory),
});

export const createCourseCategory = defineCall({
  method: 'POST',
  path: '/course-categories',
  summary: 'Adds a learning category (under a parent of the same organization, if any).',
  tags: ['course-authoring'],
  access: courseAdministrators,
  body: CreateCourseCategoryBody,
  response: AuthoringCategory,
  status: 201,
  errors: ['courses-075'],
});

export const updateCourseCategory = defineCall({
  method: 'PATCH',
  path: '/course-categories/:categoryId',
  summary: 'Renames or moves a category (a category cannot sit under itself or its own children).',
  tags: ['course-authoring'],
  access: courseAdministrators,
  params: z.object({ categoryId: Id }),
  body: CategoryFields.partial().refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Nothing to change',
  }),
  response: AuthoringCategory,
  errors: ['common-002', 'courses-075', 'courses-082'],
});

export const deleteCourseCategory = defineCall({
  method: 'DELETE',
  path: '/course-categories/:categoryId',
  summary: 'Deletes a category; its courses and sub-categories keep going without it.',
  tags: ['course-authoring'],
  access: courseAdministrators,
  params: z.object({ categoryId: Id }),
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});
