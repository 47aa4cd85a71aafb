import type { ErrorTexts } from './types.ts';

/** The media domain. */
export const mediaErrors = {
  'media-001': {
    status: 415,
    en: 'This type of file is not allowed, or its content does not match its name.',
    ar: 'هذا النوع من الملفات غير مسموح، أو أن محتواه لا يطابق اسمه.',
  },
  'media-002': { status: 413, en: 'This file is too large.', ar: 'هذا الملف كبير جدًا.' },
  'media-003': {
    status: 400,
    en: 'Send the file as a multipart form with a field named file.',
    ar: 'أرسل الملف كنموذج متعدد الأجزاء في حقل باسم file.',
  },
  'media-004': {
    status: 403,
    en: 'This file is private: open it from the page where it is shared with you.',
    ar: 'هذا الملف خاص: افتحه من الصفحة التي شورك معك فيها.',
  },
  'media-005': {
    status: 403,
    en: 'This link has expired or is not valid.',
    ar: 'انتهت صلاحية هذا الرابط أو أنه غير صالح.',
  },
  'media-006': {
    status: 409,
    en: 'This upload has been completed already.',
    ar: 'اكتمل هذا الرفع من قبل.',
  },
  'media-007': {
    status: 409,
    en: 'Nothing has been uploaded with this link yet.',
    ar: 'لم يُرفع أي شيء بهذا الرابط بعد.',
  },
  'media-008': {
    status: 416,
    en: 'This part of the file does not exist.',
    ar: 'هذا الجزء من الملف غير موجود.',
  },
  'media-009': {
    status: 403,
    en: 'Only whoever uploaded this file, or an administrator, can use it here.',
    ar: 'لا يستخدم هذا الملف هنا إلا من رفعه أو مسؤول المؤسسة.',
  },
} as const satisfies ErrorTexts;
