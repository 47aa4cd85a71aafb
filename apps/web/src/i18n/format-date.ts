import type { Language } from '@manara/contract';

/**
 * One way of writing a date per language, on every page (docs/decisions/shell.md): the month in
 * words, "November 23, 2026" and "23 نوفمبر 2026". Arabic's numeric form ("23‏/11‏/2026") read as
 * another format beside the worded one of other pages.
 */
const dateOptions: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

function asDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A day: "November 23, 2026" / "23 نوفمبر 2026". */
export function formatDate(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language, dateOptions).format(asDate(value));
}

/** A day and its time: "November 23, 2026 at 10:00 AM" / "23 نوفمبر 2026 في 10:00 ص". */
export function formatDateTime(value: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language, dateTimeOptions).format(asDate(value));
}
