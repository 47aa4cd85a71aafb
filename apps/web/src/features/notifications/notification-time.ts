/** A notification's age as spec 1 §9 words it. */
export type TimeLabel =
  | { kind: 'now' }
  | { kind: 'fewMinutes' }
  | { kind: 'ago'; unit: 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec 1 §9, in its order: years if over 1, months if over 2, weeks if over 1, days if over 1,
 * hours if over 1, "a few minutes" if over 10 minutes, minutes otherwise, and "now" under a minute.
 * Whole units, rounded down.
 */
export function timeLabel(createdAt: Date, now: Date): TimeLabel {
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime());
  const minutes = Math.floor(elapsed / MINUTE);
  const hours = Math.floor(elapsed / HOUR);
  const days = Math.floor(elapsed / DAY);
  const weeks = Math.floor(days / 7);
  const months = Math.floor(days / 30);
  const years = Math.floor(days / 365);
  if (years > 1) return { kind: 'ago', unit: 'year', count: years };
  if (months > 2) return { kind: 'ago', unit: 'month', count: months };
  if (weeks > 1) return { kind: 'ago', unit: 'week', count: weeks };
  if (days > 1) return { kind: 'ago', unit: 'day', count: days };
  if (hours > 1) return { kind: 'ago', unit: 'hour', count: hours };
  if (minutes > 10) return { kind: 'fewMinutes' };
  if (minutes >= 1) return { kind: 'ago', unit: 'minute', count: minutes };
  return { kind: 'now' };
}

/** The label in `language`: numbers through `Intl.RelativeTimeFormat`, the two words from the texts. */
export function formatTimeLabel(
  label: TimeLabel,
  language: string,
  words: { now: string; fewMinutes: string },
): string {
  if (label.kind === 'now') return words.now;
  if (label.kind === 'fewMinutes') return words.fewMinutes;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-label.count, label.unit);
}
