import type { ErrorTexts } from './types.ts';

/** The announcements domain. */
export const announcementsErrors = {
  'announcements-001': {
    status: 400,
    en: 'An announcement must end after it starts.',
    ar: 'يجب أن ينتهي الإعلان بعد بدايته.',
  },
} as const satisfies ErrorTexts;
