import { z } from 'zod';
import { DateTime, MediaRef, Text } from './http.ts';

/**
 * The course entity's shared shapes (spec 2 §3 Course, Organization course offering). Calls of
 * the catalogue, enrolment, content, certificates and specializations build on these.
 */

export const CourseLanguage = z.enum(['ENGLISH', 'ARABIC']);
export type CourseLanguage = z.infer<typeof CourseLanguage>;
export const DeliveryMode = z.enum(['ONLINE', 'FACETOFACE', 'HYBRID']);
export type DeliveryMode = z.infer<typeof DeliveryMode>;
export const CourseLevel = z.enum(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']);
export type CourseLevel = z.infer<typeof CourseLevel>;
export const LearningType = z.enum(['SELF_PACED', 'INSTRUCTOR_LED', 'BLENDED']);
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
