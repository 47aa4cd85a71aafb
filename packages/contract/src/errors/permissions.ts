import type { ErrorTexts } from './types.ts';

/** The permissions domain. */
export const permissionsErrors = {
  'permissions-001': {
    status: 403,
    en: 'This permission set cannot be edited.',
    ar: 'لا يمكن تعديل مجموعة الصلاحيات هذه.',
  },
  'permissions-002': {
    status: 403,
    en: 'This permission set cannot be deleted.',
    ar: 'لا يمكن حذف مجموعة الصلاحيات هذه.',
  },
  'permissions-003': {
    status: 409,
    en: 'Members still use this permission set.',
    ar: 'ما زال أعضاء يستخدمون مجموعة الصلاحيات هذه.',
  },
  'permissions-004': { status: 400, en: 'Unknown permission.', ar: 'صلاحية غير معروفة.' },
  'permissions-005': {
    status: 400,
    en: 'A permission of another context cannot join this set.',
    ar: 'لا يمكن إضافة صلاحية من سياق آخر إلى هذه المجموعة.',
  },
  'permissions-006': {
    status: 400,
    en: 'A permission in this set needs another one that the set does not hold.',
    ar: 'تتطلب إحدى صلاحيات هذه المجموعة صلاحية أخرى غير موجودة فيها.',
  },
} as const satisfies ErrorTexts;
