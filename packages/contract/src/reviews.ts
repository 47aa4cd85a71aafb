import { z } from 'zod';
import { courseLearners } from './course-content.ts';
import { DateTime, defineCall, Id, NoContent, Pagination, Sorting, signedIn, Text } from './http.ts';
import { MemberPermission, OrganizationPermission } from './permission-slugs.ts';

/**
 * Course reviews (spec 2 §7 LMS, per course: reviews): an enrolled learner rates a course 1–5
 * with a comment, once. Published reviews make the course's rating; administrators hide abusive
 * ones (moderation). Reviews and rating are the request organization's: a course offered to
 * several organizations is reviewed and rated in each on its own.
 */

export const ReviewStatus = z.enum(['PUBLISHED', 'HIDDEN']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const CourseReview = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  userId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: Text(),
  status: ReviewStatus,
  /** The reviewer as others see them (names in the request language when they have one). */
  user: z.object({
    id: z.number().int(),
    firstName: Text(),
    lastName: Text(),
    profileImage: z.object({ url: Text() }).nullable(),
  }),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type CourseReview = z.infer<typeof CourseReview>;

const Rating = z.number().int('form.required').min(1, 'form.required').max(5, 'form.required');
const Comment = Text().trim().max(2000, 'form.maxLength');

export const CreateCourseReviewBody = z.object({ rating: Rating, comment: Comment.default('') });
export type CreateCourseReviewBody = z.input<typeof CreateCourseReviewBody>;

export const UpdateCourseReviewBody = z
  .object({ rating: Rating, comment: Comment })
  .partial()
  .refine((body) => body.rating !== undefined || body.comment !== undefined, 'form.required');
export type UpdateCourseReviewBody = z.input<typeof UpdateCourseReviewBody>;

const reviewParams = z.object({ courseId: Id, reviewId: Id });

/** Who reads a course's reviews: anyone who may see the course and browse the catalogue. */
const catalogueCourseViewers = { kind: 'public', rule: 'catalogueCourseViewer' } as const;

export const createCourseReview = defineCall({
  method: 'POST',
  path: '/courses/:courseId/reviews',
  summary:
    "An enrolled learner reviews the course (rating 1–5 and a comment), once. The course's rating counts it at once.",
  tags: ['courses'],
  access: courseLearners,
  params: z.object({ courseId: Id }),
  body: CreateCourseReviewBody,
  response: CourseReview,
  status: 201,
  errors: ['common-002', 'courses-003', 'reviews-001'],
});

export const listCourseReviews = defineCall({
  method: 'GET',
  path: '/courses/:courseId/reviews',
  summary:
    "The course's published reviews in the organization, newest first, with its rating there (of those reviews only). With `userId` (one's own id): that user's review, whatever its status (a list of one or none). Course administrators may ask for `status` HIDDEN or all. Guests need the organization's anonymous course view.",
  tags: ['courses'],
  access: catalogueCourseViewers,
  params: z.object({ courseId: Id }),
  query: Pagination.extend({
    userId: Id.optional(),
    status: z.enum(['PUBLISHED', 'HIDDEN', 'all']).default('PUBLISHED'),
  }),
  response: z.object({
    data: z.array(CourseReview),
    total: z.number().int(),
    rating: z.object({ average: z.number(), count: z.number().int() }),
  }),
  errors: ['common-002', 'common-007', 'common-009'],
});

export const getCourseReview = defineCall({
  method: 'GET',
  path: '/courses/:courseId/reviews/:reviewId',
  summary: "One review: a published one, one's own, or any for course administrators.",
  tags: ['courses'],
  access: catalogueCourseViewers,
  params: reviewParams,
  response: CourseReview,
  errors: ['common-002', 'common-009'],
});

export const updateCourseReview = defineCall({
  method: 'PATCH',
  path: '/courses/:courseId/reviews/:reviewId',
  summary: "The reviewer changes their rating or comment (a hidden review stays hidden). The course's rating follows.",
  tags: ['courses'],
  access: { kind: 'signedIn', rule: 'reviewOwner' },
  params: reviewParams,
  body: UpdateCourseReviewBody,
  response: CourseReview,
  errors: ['common-002'],
});

export const deleteCourseReview = defineCall({
  method: 'DELETE',
  path: '/courses/:courseId/reviews/:reviewId',
  summary: "The reviewer (or a course administrator) deletes a review. The course's rating follows.",
  tags: ['courses'],
  access: signedIn,
  params: reviewParams,
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});

export const ModerateCourseReviewBody = z.object({
  reviewId: Id,
  status: ReviewStatus,
  moderationNote: Text().trim().max(500, 'form.maxLength').optional(),
});
export type ModerateCourseReviewBody = z.input<typeof ModerateCourseReviewBody>;

export const moderateCourseReview = defineCall({
  method: 'POST',
  path: '/org-courses-management/:courseId/moderate-course-review',
  summary: "Course administrators hide a review (it leaves the list and the course's rating) or publish it again.",
  tags: ['courses'],
  access: {
    kind: 'signedIn',
    memberPermissions: [MemberPermission.administratorPortal],
    organizationPermissions: [OrganizationPermission.crudCourses],
  },
  params: z.object({ courseId: Id }),
  body: ModerateCourseReviewBody,
  response: CourseReview,
  errors: ['common-002', 'common-007'],
});

/** A review in the organization-wide moderation list: with its course's name in the request language. */
export const OrganizationCourseReview = CourseReview.extend({ courseName: Text() });
export type OrganizationCourseReview = z.infer<typeof OrganizationCourseReview>;

/** The moderation table's columns it sorts by (`author`: the reviewer's name); newest first unless told (ties: newest first). */
export const ReviewSortColumn = z.enum(['createdAt', 'rating', 'status', 'author']);
export type ReviewSortColumn = z.infer<typeof ReviewSortColumn>;

export const listOrganizationCourseReviews = defineCall({
  method: 'GET',
  path: '/org-courses-management/course-reviews',
  summary:
    'Every review written in the organization, newest first unless `sort` names a column (then ascending unless `order` is desc), for moderation: by status (default both), rating and course. Course administrators only.',
  tags: ['courses'],
  access: {
    kind: 'signedIn',
    memberPermissions: [MemberPermission.administratorPortal],
    organizationPermissions: [OrganizationPermission.crudCourses],
  },
  query: Pagination.extend({
    status: ReviewStatus.optional(),
    rating: z.coerce.number().int().min(1).max(5).optional(),
    courseId: Id.optional(),
  }).extend(Sorting(ReviewSortColumn).shape),
  response: z.object({ data: z.array(OrganizationCourseReview), total: z.number().int() }),
});
