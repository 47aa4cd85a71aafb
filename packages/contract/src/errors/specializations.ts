import type { ErrorTexts } from './types.ts';

/** The specializations domain. */
export const specializationsErrors = {
  'specializations-001': {
    status: 402,
    en: 'This specialization is paid: add it to your cart to enrol.',
    ar: 'هذا التخصص مدفوع: أضفه إلى سلتك للتسجيل فيه.',
  },
  'specializations-002': {
    status: 400,
    en: 'One of the chosen courses is not a course of this organization.',
    ar: 'إحدى الدورات المختارة ليست من دورات هذه المؤسسة.',
  },
} as const satisfies ErrorTexts;
