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
  'organizations-006': {
    status: 409,
    en: 'This group still has fields: move or delete them first.',
    ar: 'ما زالت في هذه المجموعة حقول: انقلها أو احذفها أولًا.',
  },
  'organizations-007': {
    status: 409,
    en: 'Another field of the registration form already uses this key.',
    ar: 'يستخدم حقل آخر في نموذج التسجيل هذا المفتاح.',
  },
} as const satisfies ErrorTexts;
