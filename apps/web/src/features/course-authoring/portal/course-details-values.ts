import {
  type AuthoringCourse,
  CourseLanguage,
  CourseLevel,
  CreateCourseBody,
  DeliveryMode,
  DurationUnit,
  LearningType,
  MediaRef,
  type UpdateCourseBody,
} from '@manara/contract';
import { z } from 'zod';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time.ts';

const fields = CreateCourseBody.shape;
export const dateFields = ['startEnrollmentDate', 'endEnrollmentDate', 'startDate', 'endDate'] as const;
const datePairs = [
  ['startEnrollmentDate', 'endEnrollmentDate'],
  ['startDate', 'endDate'],
] as const;
/** The fields the form sends as they are (texts, choices and switches): only their change matters. */
const plainFields = [
  'name',
  'briefDescription',
  'description',
  'welcomeMessage',
  'courseSyllabus',
  'language',
  'level',
  'deliveryMode',
  'durationUnit',
  'allowSelfEnrollment',
  'isComingSoon',
] as const;

/** The details form, field by field from the contract's schemas; dates and numbers as their inputs hold them. */
export const DetailsForm = z
  .object({
    name: fields.name,
    briefDescription: fields.briefDescription.unwrap(),
    description: fields.description.unwrap(),
    welcomeMessage: fields.welcomeMessage.unwrap(),
    courseSyllabus: fields.courseSyllabus.unwrap(),
    language: CourseLanguage,
    level: CourseLevel,
    categoryId: z.string(),
    learningTypes: z.array(LearningType).max(3),
    deliveryMode: DeliveryMode,
    country: z.string().trim().max(100, 'form.maxLength'),
    city: z.string().trim().max(100, 'form.maxLength'),
    duration: z.string().regex(/^\d*$/, 'form.number'),
    durationUnit: DurationUnit,
    startEnrollmentDate: z.string(),
    endEnrollmentDate: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    maxEnrollmentCount: z.string().regex(/^\d*$/, 'form.number'),
    allowSelfEnrollment: z.boolean(),
    isComingSoon: z.boolean(),
    coverImage: MediaRef.nullable(),
    introductoryVideo: MediaRef.nullable(),
  })
  .superRefine((value, context) => {
    for (const [start, end] of datePairs) {
      if (value[start] && value[end] && value[end] <= value[start]) {
        context.addIssue({ code: 'custom', message: 'form.dateOrder', path: [end] });
      }
    }
  });
export type DetailsValues = z.input<typeof DetailsForm>;

/** The course as the form holds it: absent numbers and places as empty inputs. */
export function detailsValuesOf(course: AuthoringCourse): DetailsValues {
  return {
    name: course.name,
    briefDescription: course.briefDescription,
    description: course.description,
    welcomeMessage: course.welcomeMessage,
    courseSyllabus: course.courseSyllabus,
    language: course.language,
    level: course.level,
    categoryId: course.categoryId === null ? '' : String(course.categoryId),
    learningTypes: course.learningTypes,
    deliveryMode: course.deliveryMode,
    country: course.country ?? '',
    city: course.city ?? '',
    duration: course.duration === null ? '' : String(course.duration),
    durationUnit: course.durationUnit,
    startEnrollmentDate: toLocalDateTime(course.startEnrollmentDate),
    endEnrollmentDate: toLocalDateTime(course.endEnrollmentDate),
    startDate: toLocalDateTime(course.startDate),
    endDate: toLocalDateTime(course.endDate),
    maxEnrollmentCount: course.maxEnrollmentCount === null ? '' : String(course.maxEnrollmentCount),
    allowSelfEnrollment: course.allowSelfEnrollment,
    isComingSoon: course.isComingSoon,
    coverImage: course.coverImage,
    introductoryVideo: course.introductoryVideo,
  };
}

const numberOrNull = (input: string) => (input ? Number(input) : null);
const textOrNull = (input: string) => input.trim() || null;

/**
 * Only what changed (react-hook-form's dirty fields): the server keeps the rest, and does not ask
 * again about a cover or a video it already shows.
 */
export function detailsChangesOf(
  values: DetailsValues,
  dirty: Partial<Record<keyof DetailsValues, unknown>>,
): UpdateCourseBody {
  const body: Record<string, unknown> = {};
  for (const field of plainFields) if (dirty[field]) body[field] = values[field];
  if (dirty.categoryId) body.categoryId = values.categoryId ? Number(values.categoryId) : null;
  if (dirty.learningTypes) body.learningTypes = values.learningTypes;
  if (dirty.country) body.country = textOrNull(values.country);
  if (dirty.city) body.city = textOrNull(values.city);
  if (dirty.duration) body.duration = numberOrNull(values.duration);
  for (const field of dateFields) if (dirty[field]) body[field] = fromLocalDateTime(values[field]);
  if (dirty.maxEnrollmentCount) body.maxEnrollmentCount = numberOrNull(values.maxEnrollmentCount);
  if (dirty.coverImage) body.coverImageId = values.coverImage?.id ?? null;
  if (dirty.introductoryVideo) body.introductoryVideoId = values.introductoryVideo?.id ?? null;
  return body as UpdateCourseBody;
}
