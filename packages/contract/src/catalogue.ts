import { z } from 'zod';
import { ConfigKey } from './constants.ts';
import {
  CourseCard,
  CourseCategory,
  CourseLanguage,
  CourseLevel,
  DeliveryMode,
  DurationUnit,
  LearningType,
} from './courses.ts';
import { DateTime, defineCall, Id, listOf, MAX_INT4, MediaRef, Pagination, publicAccess, Text } from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

/**
 * The course catalogue (spec 2 §7 "LMS, per course" lists, "Other LMS"): the organization's
 * published offerings of published courses, public to guests when the organization's
 * `anonymous_course_view` is on, and to members holding `access_courses` (`catalogueBrowsers`:
 * a guest with anonymous view off gets 401 `common-009`, a member without `access_courses` 403
 * `common-007`).
 */

/** Members who browse courses (the LMS area's member permission). */
export const canAccessCourses = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.accessCourses],
} as const;

/** Who browses the catalogue: members holding `access_courses`, guests while anonymous course view is on. */
export const catalogueBrowsers = {
  kind: 'public',
  memberPermissions: [MemberPermission.accessCourses],
  configuration: [ConfigKey.anonymousCourseView],
} as const;

/** Also a plain list, like the filters' values (courses.ts). */
export const CATALOGUE_SORTS = ['newest', 'popular', 'priceAsc', 'priceDesc', 'name'] as const;
export const CatalogueSort = z.enum(CATALOGUE_SORTS);
export type CatalogueSort = z.infer<typeof CatalogueSort>;

/** `0`/`1` or `true`/`false` in a query string. */
const QueryBoolean = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Money in a query string: integer minor units. */
const MinorUnits = z.coerce.number().int().min(0).max(MAX_INT4);

/** Search, filters, sort and paging of the catalogue lists. */
export const CatalogueQuery = Pagination.extend({
  /** Matched against every name of the course, case-, accent- and Arabic-variant-insensitively. */
  search: Text().trim().max(200).optional(),
  /** A category, including the categories under it. */
  categoryId: Id.optional(),
  language: CourseLanguage.optional(),
  learningType: LearningType.optional(),
  deliveryMode: DeliveryMode.optional(),
  level: CourseLevel.optional(),
  price: z.enum(['free', 'paid']).optional(),
  priceMin: MinorUnits.optional(),
  priceMax: MinorUnits.optional(),
  sort: CatalogueSort.default('newest'),
  /** Leaves out courses that ended more than `EXPIRED_COURSE_GRACE_DAYS` ago (default on). */
  filterExpired: QueryBoolean.default(true),
});
export type CatalogueQuery = z.output<typeof CatalogueQuery>;

export const listCourses = defineCall({
  method: 'GET',
  path: '/courses',
  summary:
    "The organization's course catalogue (same answer as `all-courses`): search, filters (category with its children, language, learning type, delivery mode, level, free/paid, price range in minor units), sort and paging. Guests only when anonymous course view is on.",
  tags: ['courses'],
  access: catalogueBrowsers,
  query: CatalogueQuery,
  response: listOf(CourseCard),
  errors: ['common-007', 'common-009'],
});

export const listAllCourses = defineCall({
  method: 'GET',
  path: '/all-courses',
  summary:
    "All courses of the organization's catalogue: its published offerings of published courses, leaving out those that ended more than 30 days ago. Guests only when anonymous course view is on.",
  tags: ['courses'],
  access: catalogueBrowsers,
  query: CatalogueQuery,
  response: listOf(CourseCard),
  errors: ['common-007', 'common-009'],
});

export const listEnrolledCatalogueCourses = defineCall({
  method: 'GET',
  path: '/all-courses/enrolled',
  summary: "The catalogue's courses the caller is enrolled in, with the catalogue's search, filters and sort.",
  tags: ['courses'],
  access: canAccessCourses,
  query: CatalogueQuery,
  response: listOf(CourseCard),
});

export const listRecommendedCourses = defineCall({
  method: 'GET',
  path: '/all-courses/interests',
  summary:
    'Courses for the caller: of the categories of courses they enrolled in, wishlisted or showed interest in, not enrolled yet, most popular first; the most popular courses when nothing is known of them.',
  tags: ['courses'],
  access: canAccessCourses,
  query: Pagination,
  response: listOf(CourseCard),
});

export const listGuestRecommendedCourses = defineCall({
  method: 'GET',
  path: '/all-courses/interests/guest',
  summary: "Courses for a guest: the catalogue's most popular. Only when anonymous course view is on.",
  tags: ['courses'],
  access: catalogueBrowsers,
  query: Pagination,
  response: listOf(CourseCard),
  errors: ['common-009'],
});

const Named = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

/** What the catalogue holds, for its filter controls: only values some listed course has. */
export const CatalogueFilterOptions = z.object({
  /** Categories with the number of listed courses in them or under them. */
  categories: z.array(CourseCategory.extend({ count: z.number().int() })),
  languages: z.array(Named(CourseLanguage)),
  levels: z.array(Named(CourseLevel)),
  deliveryModes: z.array(Named(DeliveryMode)),
  learningTypes: z.array(Named(LearningType)),
  /** Lowest and highest price (minor units) of the listed courses; null when none is listed. */
  priceRange: z.object({ min: z.number().int(), max: z.number().int(), currencyCode: Text() }).nullable(),
  hasFree: z.boolean(),
  hasPaid: z.boolean(),
});
export type CatalogueFilterOptions = z.infer<typeof CatalogueFilterOptions>;

export const getCatalogueFilterOptions = defineCall({
  method: 'GET',
  path: '/filter-options',
  summary: 'The values present in the course catalogue, for its filters. Same access as `all-courses`.',
  tags: ['courses'],
  access: catalogueBrowsers,
  response: CatalogueFilterOptions,
  errors: ['common-007', 'common-009'],
});

/** A learning category with its parent (spec: learning-categories with parent). */
export const LearningCategory = CourseCategory.extend({ parent: CourseCategory.nullable() });
export type LearningCategory = z.infer<typeof LearningCategory>;

const CategoryQuery = z.object({
  skip: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
  take: z.coerce.number().int().min(1).max(500).default(100),
  parentId: Id.optional(),
});

export const listCourseCategories = defineCall({
  method: 'GET',
  path: '/course-categories',
  summary:
    "The organization's learning categories in the request language, by position; `parentId` lists one's children.",
  tags: ['courses'],
  access: publicAccess,
  query: CategoryQuery,
  response: listOf(LearningCategory),
});

export const listLearningCategories = defineCall({
  method: 'GET',
  path: '/learning-categories',
  summary: "The organization's learning categories with their parents (same as `course-categories`).",
  tags: ['courses'],
  access: publicAccess,
  query: CategoryQuery,
  response: listOf(LearningCategory),
});

export const listParentLearningCategories = defineCall({
  method: 'GET',
  path: '/learning-categories/parents',
  summary: "The organization's top-level learning categories.",
  tags: ['courses'],
  access: publicAccess,
  query: CategoryQuery.omit({ parentId: true }),
  response: listOf(LearningCategory),
});

export const EnrollmentWindow = z.enum(['open', 'notYetOpen', 'closed']);
export type EnrollmentWindow = z.infer<typeof EnrollmentWindow>;

/** A published section as the overview outlines it: names only, no content. */
export const OutlineSection = z.object({
  id: z.number().int(),
  name: Text(),
  week: z.number().int(),
  subsections: z.array(z.object({ id: z.number().int(), name: Text(), isOptional: z.boolean() })),
});

/** A statement to confirm before enrolling, in the request language, with the caller's answer. */
export const ConfirmationCheckbox = z.object({
  id: z.number().int(),
  text: Text(),
  position: z.number().int(),
  /** The signed-in caller's answer; null when they have not answered (and for guests). */
  answer: z.boolean().nullable(),
});
export type ConfirmationCheckbox = z.infer<typeof ConfirmationCheckbox>;

/** The caller's enrolment in a course, as the overview and my-courses show it. */
export const EnrolmentState = z.object({
  isPinned: z.boolean(),
  isFinished: z.boolean(),
  /** Share of the required lessons finished, 0…1. */
  progress: z.number(),
  lastVisitedSubsectionId: z.number().int().nullable(),
  enrolledAt: DateTime(),
});
export type EnrolmentState = z.infer<typeof EnrolmentState>;

/**
 * Why a member cannot enrol themselves: the code the enrol call would answer. `common-009` a
 * guest (sign in first), `common-007` no `access_courses`, `courses-001` paid (through the cart),
 * `courses-002` enrolment window, `courses-004` full, `courses-005` self-enrolment off,
 * `courses-007` coming soon, `courses-011` not published.
 */
export const EnrolBlocker = z.enum([
  'common-007',
  'common-009',
  'courses-001',
  'courses-002',
  'courses-004',
  'courses-005',
  'courses-007',
  'courses-011',
]);
export type EnrolBlocker = z.infer<typeof EnrolBlocker>;

/** The public overview of a course (`GET courses/{courseId}`). */
export const CourseOverview = CourseCard.extend({
  description: Text(),
  welcomeMessage: Text(),
  courseSyllabus: Text(),
  introductoryVideo: MediaRef.nullable(),
  country: Text().nullable(),
  city: Text().nullable(),
  fromTo: Text().nullable(),
  durationUnit: DurationUnit,
  outline: z.array(OutlineSection),
  enrollmentWindow: EnrollmentWindow,
  isPublished: z.boolean(),
  confirmationCheckboxes: z.array(ConfirmationCheckbox),
  /** The caller's enrolment, null for guests and members not enrolled. */
  enrolment: EnrolmentState.nullable(),
  canEnroll: z.boolean(),
  /** Why the caller cannot enrol themselves (an error code the enrol call would answer), else null. */
  cannotEnrollReason: EnrolBlocker.nullable(),
});
export type CourseOverview = z.infer<typeof CourseOverview>;

export const getCourseOverview = defineCall({
  method: 'GET',
  path: '/courses/:courseId',
  summary:
    "A course's public overview: the card's facts plus description, outline of published sections, enrolment window, confirmation statements, and the caller's enrolment and whether they can enrol. An unpublished course answers 404 unless the caller authors it.",
  tags: ['courses'],
  access: { kind: 'public', rule: 'courseViewer' },
  params: z.object({ courseId: Id }),
  response: CourseOverview,
  errors: ['common-002'],
});
