import type { ErrorTexts } from './types.ts';

/** The notifications domain. */
export const notificationsErrors = {
  'notifications-001': {
    status: 409,
    en: 'Only notifications you have read can be deleted.',
    ar: 'لا يمكن حذف الإشعار إلا بعد قراءته.',
  },
  'notifications-002': {
    status: 409,
    en: 'These notifications cannot be switched off.',
    ar: 'لا يمكن إيقاف هذه الإشعارات.',
  },
  'notifications-003': {
    status: 400,
    en: 'Notifications cannot be pushed to this address.',
    ar: 'لا يمكن إرسال الإشعارات إلى هذا العنوان.',
  },
} as const satisfies ErrorTexts;
