import type { ErrorTexts } from './types.ts';

/** The certificates domain. */
export const certificatesErrors = {
  'certificates-001': {
    status: 409,
    en: 'Certificates are turned off in this organization.',
    ar: 'الشهادات غير مفعّلة في هذه المؤسسة.',
  },
  'certificates-002': { status: 409, en: 'This course gives no certificate.', ar: 'هذه الدورة لا تمنح شهادة.' },
  'certificates-003': {
    status: 400,
    en: 'Some of these learners are not enrolled in this course.',
    ar: 'بعض هؤلاء المتعلمين غير مسجلين في هذه الدورة.',
  },
  'certificates-004': {
    status: 403,
    en: "You may not change this course's passing criteria.",
    ar: 'لا يمكنك تعديل معايير اجتياز هذه الدورة.',
  },
  'certificates-005': {
    status: 400,
    en: 'A certificate background must be a PNG or JPEG image.',
    ar: 'يجب أن تكون خلفية الشهادة صورة بصيغة PNG أو JPEG.',
  },
} as const satisfies ErrorTexts;
