import type { AuthoringCourse } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { DetailsForm, type DetailsValues, detailsChangesOf, detailsValuesOf } from './course-details-values.ts';
import { nextPosition } from './course-statements.queries.ts';

const course = {
  id: 7,
  name: 'Data literacy',
  language: 'ENGLISH',
  categoryId: null,
  briefDescription: 'Short',
  description: '<p>Long</p>',
  welcomeMessage: '',
  courseSyllabus: '',
  country: null,
  city: null,
  learningTypes: ['SELF_PACED'],
  deliveryMode: 'ONLINE',
  level: 'BEGINNER',
  startEnrollmentDate: null,
  endEnrollmentDate: null,
  startDate: null,
  endDate: null,
  maxEnrollmentCount: null,
  duration: null,
  durationUnit: 'HOURS',
  allowSelfEnrollment: true,
  isComingSoon: false,
  coverImage: { id: 3, url: '/api/media/3/file' },
  introductoryVideo: null,
} as unknown as AuthoringCourse;

describe('the details form sends only what changed', () => {
  it('sends nothing of the fields left alone', () => {
    expect(detailsChangesOf(detailsValuesOf(course), {})).toEqual({});
  });

  it('sends the new fields that changed, as the server takes them', () => {
    const values: DetailsValues = {
      ...detailsValuesOf(course),
      welcomeMessage: '<p dir="auto">أهلًا بكم</p>',
      learningTypes: ['SELF_PACED', 'BLENDED'],
      deliveryMode: 'HYBRID',
      country: ' Saudi Arabia ',
      city: '',
      duration: '12',
      durationUnit: 'WEEKS',
      isComingSoon: true,
      introductoryVideo: { id: 9, url: 'blob:video' },
      courseSyllabus: 'unchanged as far as the form knows',
    };
    const dirty = {
      welcomeMessage: true,
      learningTypes: [false, true],
      deliveryMode: true,
      country: true,
      city: true,
      duration: true,
      durationUnit: true,
      isComingSoon: true,
      introductoryVideo: { id: true, url: true },
    };
    expect(detailsChangesOf(values, dirty)).toEqual({
      welcomeMessage: '<p dir="auto">أهلًا بكم</p>',
      learningTypes: ['SELF_PACED', 'BLENDED'],
      deliveryMode: 'HYBRID',
      country: 'Saudi Arabia',
      city: null,
      duration: 12,
      durationUnit: 'WEEKS',
      isComingSoon: true,
      introductoryVideoId: 9,
    });
  });

  it('clears a duration, a video and self-enrolment', () => {
    const values = {
      ...detailsValuesOf({ ...course, duration: 3, introductoryVideo: { id: 4, url: '/v' } }),
      duration: '',
      introductoryVideo: null,
      allowSelfEnrollment: false,
    };
    expect(
      detailsChangesOf(values, {
        duration: true,
        introductoryVideo: { id: true, url: true },
        allowSelfEnrollment: true,
      }),
    ).toEqual({ duration: null, introductoryVideoId: null, allowSelfEnrollment: false });
  });
});

describe('the details form checks', () => {
  it('a duration of digits only, and four learning types at most three', () => {
    const values = detailsValuesOf(course);
    expect(DetailsForm.safeParse(values).success).toBe(true);
    const wrong = DetailsForm.safeParse({
      ...values,
      duration: '2.5',
      learningTypes: ['SELF_PACED', 'BLENDED', 'INSTRUCTOR_LED', 'SELF_PACED'],
    });
    expect(wrong.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['duration', 'learningTypes']);
  });
});

describe('a new statement', () => {
  it('goes after the last one', () => {
    expect(nextPosition([])).toBe(0);
    expect(
      nextPosition([
        { id: 1, position: 0, translations: [] },
        { id: 2, position: 4, translations: [] },
      ]),
    ).toBe(5);
  });
});
