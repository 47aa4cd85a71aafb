import type { ErrorTexts } from './types.ts';

/** The specializations domain. */
export const specializationsErrors = {
  'specializations-001': {
    status: 402,
    en: 'This specialization is paid: add it to your cart to enrol.',
    ar: 'هذا التخصص مدفوع: أضفه إلى سلتك للتسجيل فيه.',
  },
} as const satisfies ErrorTexts;
