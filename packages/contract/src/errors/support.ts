import type { ErrorTexts } from './types.ts';

/** The support domain. */
export const supportErrors = {
  'support-001': {
    status: 400,
    en: 'Give your name and e-mail address so that we can answer you.',
    ar: 'أدخل اسمك وبريدك الإلكتروني لنتمكن من الرد عليك.',
  },
} as const satisfies ErrorTexts;
