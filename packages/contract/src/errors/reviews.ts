import type { ErrorTexts } from './types.ts';

/** The reviews domain. */
export const reviewsErrors = {
  'reviews-001': {
    status: 409,
    en: 'You have already reviewed this course: edit your review instead.',
    ar: 'لقد قيّمت هذه الدورة من قبل: عدّل تقييمك بدلًا من ذلك.',
  },
} as const satisfies ErrorTexts;
