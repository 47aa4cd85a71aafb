import { z } from 'zod';
import { canAccessCourses, catalogueBrowsers } from './catalogue.ts';
import { ConfigKey } from './constants.ts';
import { CourseCard } from './courses.ts';
import { DateTime, defineCall, Id, listOf, MediaRef, Pagination, Text } from './http.ts';

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
