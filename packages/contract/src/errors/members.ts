import type { ErrorTexts } from './types.ts';

/** Members administration (issue 13). */
export const membersErrors = {
  'members-001': {
    status: 409,
    en: 'You cannot do this to your own account.',
    ar: 'لا يمكنك تنفيذ هذا الإجراء على حسابك أنت.',
  },
  'members-002': {
    status: 409,
    en: 'This person also belongs to another organization, so only a platform administrator can change their account.',
    ar: 'ينتمي هذا الشخص إلى مؤسسة أخرى أيضًا، لذا لا يغيّر حسابه إلا مسؤول المنصة.',
  },
  'members-003': {
    status: 400,
    en: 'Choose a permission set for members of the organization.',
    ar: 'اختر مجموعة صلاحيات خاصة بأعضاء المؤسسة.',
  },
  'members-004': {
    status: 409,
    en: 'This person is already a member of the organization.',
    ar: 'هذا الشخص عضو في المؤسسة بالفعل.',
  },
  'members-005': {
    status: 400,
    en: 'The file is not a members CSV: it needs the columns email, firstName and lastName, and at most 200 rows.',
    ar: 'الملف ليس ملف أعضاء بصيغة CSV: يجب أن يحتوي على الأعمدة email وfirstName وlastName، وألا يزيد على 200 صف.',
  },
  'members-006': {
    status: 400,
    en: 'No permission set of the organization has this name.',
    ar: 'لا توجد مجموعة صلاحيات في المؤسسة بهذا الاسم.',
  },
  'members-007': {
    status: 409,
    en: 'This member has already signed in: there is no invitation to send again.',
    ar: 'سبق لهذا العضو تسجيل الدخول: لا توجد دعوة لإعادة إرسالها.',
  },
} as const satisfies ErrorTexts;
