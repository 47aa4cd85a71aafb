import type { ErrorTexts } from './types.ts';

/** The organizations domain. */
export const organizationsErrors = {
  'organizations-001': { status: 404, en: 'Organization not found.', ar: 'المؤسسة غير موجودة.' },
  'organizations-002': { status: 404, en: 'There is no such configuration.', ar: 'لا يوجد إعداد بهذا الاسم.' },
  'organizations-003': {
    status: 400,
    en: 'The Organization header must be an organization id.',
    ar: 'يجب أن تكون ترويسة Organization رقم مؤسسة.',
  },
} as const satisfies ErrorTexts;
