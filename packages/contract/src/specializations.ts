import { z } from 'zod';
import { canAccessCourses, catalogueBrowsers } from './catalogue.ts';
import { ConfigKey } from './constants.ts';
import { CourseCard } from './courses.ts';
import { DateTime, defineCall, Id, listOf, MAX_INT4, MediaRef, NoContent, Pagination, Sorting, Text } from './http.ts';
import { MemberPermission, OrganizationPermission } from './permission-slugs.ts';

/**
 * Specializations (spec 2 §3 Specialization): a programme of courses with weights, enrolled as a
 * whole. Names and descriptions are in the request's language; prices in minor units.
 */

export const Specialization = z.object({
  id: z.number().int(),
  name: Text(),
  description: Text(),
  coverImage: MediaRef.nullable(),
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  isDiscounted: z.boolean(),
  currencyCode: Text(),
  isFree: z.boolean(),
  numberOfCourses: z.number().int(),
  isEnrolled: z.boolean(),
  /** The signed-in enrollee's progress, 0…1, weighted by the courses' weights; null when not enrolled. */
  progress: z.number().min(0).max(1).nullable(),
  createdAt: DateTime(),
});
export type Specialization = z.infer<typeof Specialization>;

/** A course of a specialization: its card, its weight and the enrollee's progress in it. */
export const SpecializationCourse = CourseCard.extend({
  weight: z.number().int(),
  /** The learner's progress in the course, 0…1; null when not enrolled in it. */
  progress: z.number().min(0).max(1).nullable(),
  isFinished: z.boolean(),
});
export type SpecializationCourse = z.infer<typeof SpecializationCourse>;

export const SpecializationDetail = Specialization.extend({ courses: z.array(SpecializationCourse) });
export type SpecializationDetail = z.infer<typeof SpecializationDetail>;

export const listSpecializations = defineCall({
  method: 'GET',
  path: '/specializations',
  summary:
    "The organization's published specializations, newest first, in the request language. Guests need the organization's anonymous course view.",
  tags: ['specializations'],
  access: catalogueBrowsers,
  query: Pagination.extend({ search: Text().trim().max(200).optional() }),
  response: listOf(Specialization),
  errors: ['common-007', 'common-009'],
});

export const getSpecialization = defineCall({
  method: 'GET',
  path: '/specializations/:specializationId',
  summary: 'A specialization with its courses in order (course cards), and the signed-in enrollee’s progress.',
  tags: ['specializations'],
  access: catalogueBrowsers,
  params: z.object({ specializationId: Id }),
  response: SpecializationDetail,
  errors: ['common-002', 'common-007', 'common-009'],
});

export const enrollInSpecialization = defineCall({
  method: 'POST',
  path: '/specializations/:specializationId/enrollment',
  summary:
    'Enrols the signed-in learner in a free specialization and, in one transaction, in each of its open courses (`fromSpecialization`). Idempotent. A paid one answers `specializations-001` (the shop enrols after payment).',
  tags: ['specializations'],
  access: {
    ...canAccessCourses,
    configuration: [ConfigKey.selfEnrollmentEnabled],
  },
  params: z.object({ specializationId: Id }),
  response: SpecializationDetail,
  status: 201,
  errors: ['common-002', 'specializations-001', 'courses-004', 'courses-005'],
});

// ─── Staff: the portal's specializations (issue 13, "Courses across the organization") ────────

/** The organization's administrators (administrator portal) where its plan manages specializations. */
const specializationAdministrators = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.administratorPortal],
  organizationPermissions: [OrganizationPermission.crudSpecializations],
} as const;

/** A course of a specialization as the editor shows it: in order, with its weight. */
export const ManagedSpecializationCourse = z.object({
  courseId: z.number().int(),
  name: Text(),
  weight: z.number().int(),
});
export type ManagedSpecializationCourse = z.infer<typeof ManagedSpecializationCourse>;

/** A specialization as its administrators edit it: both languages, drafts included. */
export const ManagedSpecialization = z.object({
  id: z.number().int(),
  nameEn: Text(),
  nameAr: Text(),
  descriptionEn: Text(),
  descriptionAr: Text(),
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  currencyCode: Text(),
  coverImage: MediaRef.nullable(),
  isPublished: z.boolean(),
  numberOfEnrollees: z.number().int(),
  courses: z.array(ManagedSpecializationCourse),
  createdAt: DateTime(),
});
export type ManagedSpecialization = z.infer<typeof ManagedSpecialization>;

const Money = z.number('form.required').int('form.required').min(0, 'form.min').max(MAX_INT4, 'form.maxLength');

/**
 * What the editor saves: names and descriptions in both languages (English required), the price
 * and the old (crossed-out) price in minor units, published or draft, the cover image, and the
 * courses in order with their weights (each course once).
 */
export const SpecializationBody = z
  .object({
    nameEn: Text().trim().min(1, 'form.required').max(200, 'form.maxLength'),
    nameAr: Text().trim().max(200, 'form.maxLength').default(''),
    descriptionEn: Text().trim().max(5000, 'form.maxLength').default(''),
    descriptionAr: Text().trim().max(5000, 'form.maxLength').default(''),
    price: Money,
    oldPrice: Money.nullable().default(null),
    isPublished: z.boolean().default(false),
    /** An image of this organization, as a course's cover: the caller's upload (any file for an administrator), or one already public (else `media-009`). */
    coverImageId: z.number().int().min(1).max(MAX_INT4).nullable().default(null),
    courses: z
      .array(
        z.object({
          courseId: z.number().int().min(1).max(MAX_INT4),
          weight: z.number('form.required').int('form.required').min(1, 'form.min').max(100, 'form.max'),
        }),
      )
      .max(50, 'form.maxLength')
      .refine((courses) => new Set(courses.map((c) => c.courseId)).size === courses.length, 'form.invalid'),
  })
  .refine((body) => body.oldPrice === null || body.oldPrice > body.price, {
    message: 'form.min',
    path: ['oldPrice'],
  });
export type SpecializationBody = z.input<typeof SpecializationBody>;

const SpecializationParams = z.object({ specializationId: Id });

/**
 * The specializations table's columns it sorts by (`name` in the request's language); newest
 * first unless told (ties: newest first).
 */
export const ManagedSpecializationSortColumn = z.enum(['createdAt', 'name', 'price', 'numberOfEnrollees', 'status']);
export type ManagedSpecializationSortColumn = z.infer<typeof ManagedSpecializationSortColumn>;

export const listManagedSpecializations = defineCall({
  method: 'GET',
  path: '/org-specializations-management',
  summary:
    "The organization's specializations, published and drafts, newest first unless `sort` names a column (then ascending unless `order` is desc), searched by name in either language.",
  tags: ['specializations'],
  access: specializationAdministrators,
  query: Pagination.extend({ search: Text().trim().max(200).optional() }).extend(
    Sorting(ManagedSpecializationSortColumn).shape,
  ),
  response: listOf(ManagedSpecialization),
});

export const getManagedSpecialization = defineCall({
  method: 'GET',
  path: '/org-specializations-management/:specializationId',
  summary: 'A specialization of the organization as its editor shows it.',
  tags: ['specializations'],
  access: specializationAdministrators,
  params: SpecializationParams,
  response: ManagedSpecialization,
  errors: ['common-002'],
});

export const createSpecialization = defineCall({
  method: 'POST',
  path: '/org-specializations-management',
  summary:
    "Creates a specialization with its courses (the organization's own offered courses, in order, with weights) and cover image, in one transaction.",
  tags: ['specializations'],
  access: specializationAdministrators,
  body: SpecializationBody,
  response: ManagedSpecialization,
  status: 201,
  errors: ['common-002', 'specializations-002', 'courses-084', 'media-009'],
});

export const updateSpecialization = defineCall({
  method: 'PUT',
  path: '/org-specializations-management/:specializationId',
  summary:
    'Replaces a specialization: names, descriptions, prices, published flag, cover image (none when left out) and its courses (order and weights), in one transaction. Enrollees keep their enrolment.',
  tags: ['specializations'],
  access: specializationAdministrators,
  params: SpecializationParams,
  body: SpecializationBody,
  response: ManagedSpecialization,
  errors: ['common-002', 'specializations-002', 'courses-084', 'media-009'],
});

export const deleteSpecialization = defineCall({
  method: 'DELETE',
  path: '/org-specializations-management/:specializationId',
  summary: 'Deletes a specialization (marked deleted: learners no longer see it; their course enrolments stay).',
  tags: ['specializations'],
  access: specializationAdministrators,
  params: SpecializationParams,
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});
