import type { ErrorTexts } from './types.ts';

/** Errors of any call: its input, its caller, the request itself. */
export const commonErrors = {
  validation: { status: 400, en: 'Some fields are not valid.', ar: 'بعض الحقول غير صالحة.' },
  'common-001': { status: 404, en: 'There is no such API route.', ar: 'لا يوجد مسار بهذا العنوان.' },
  'common-002': { status: 404, en: 'Not found.', ar: 'غير موجود.' },
  'common-003': { status: 400, en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس JSON صالحًا.' },
  'common-004': { status: 413, en: 'The request body is too large.', ar: 'محتوى الطلب كبير جدًا.' },
  'common-005': { status: 415, en: 'This content type is not supported.', ar: 'نوع المحتوى غير مدعوم.' },
  'common-006': { status: 429, en: 'Too many requests. Try again shortly.', ar: 'طلبات كثيرة جدًا. حاول بعد قليل.' },
  'common-007': { status: 403, en: 'You are not allowed to do this.', ar: 'غير مسموح لك بهذا الإجراء.' },
  'common-008': { status: 409, en: 'This conflicts with existing data.', ar: 'يتعارض هذا مع بيانات موجودة.' },
  'common-009': { status: 401, en: 'Sign in to continue.', ar: 'سجّل الدخول للمتابعة.' },
  'common-010': { status: 400, en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  'common-500': { status: 500, en: 'Something went wrong.', ar: 'حدث خطأ ما.' },
} as const satisfies ErrorTexts;
