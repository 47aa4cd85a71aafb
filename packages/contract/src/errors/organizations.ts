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
  'organizations-004': {
    status: 400,
    en: 'Choose one of the fonts offered.',
    ar: 'اختر أحد الخطوط المتاحة.',
  },
  'organizations-005': {
    status: 403,
    en: 'This setting is managed by the platform, not by the organization.',
    ar: 'هذا الإعداد تديره المنصة لا المؤسسة.',
  },
} as const satisfies ErrorTexts;
