import { describe, expect, it } from 'vitest';
import { formatTimeLabel, timeLabel } from './notification-time.ts';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('notification time labels (spec 1 §9)', () => {
  it.each([
    [30_000, { kind: 'now' }],
    [MINUTE, { kind: 'ago', unit: 'minute', count: 1 }],
    [10 * MINUTE, { kind: 'ago', unit: 'minute', count: 10 }],
    [11 * MINUTE, { kind: 'fewMinutes' }],
    [HOUR + 59 * MINUTE, { kind: 'fewMinutes' }],
    [2 * HOUR, { kind: 'ago', unit: 'hour', count: 2 }],
    [DAY + 23 * HOUR, { kind: 'ago', unit: 'hour', count: 47 }],
    [2 * DAY, { kind: 'ago', unit: 'day', count: 2 }],
    [13 * DAY, { kind: 'ago', unit: 'day', count: 13 }],
    [14 * DAY, { kind: 'ago', unit: 'week', count: 2 }],
    [89 * DAY, { kind: 'ago', unit: 'week', count: 12 }],
    [90 * DAY, { kind: 'ago', unit: 'month', count: 3 }],
    [729 * DAY, { kind: 'ago', unit: 'month', count: 24 }],
    [730 * DAY, { kind: 'ago', unit: 'year', count: 2 }],
  ])('%i ms ago', (elapsed, label) => {
    expect(timeLabel(ago(elapsed), now)).toEqual(label);
  });

  it('words the numbers in the language, the two words from the texts', () => {
    const words = { now: 'now', fewMinutes: 'a few minutes ago' };
    expect(formatTimeLabel({ kind: 'ago', unit: 'day', count: 3 }, 'en', words)).toBe('3 days ago');
    expect(formatTimeLabel({ kind: 'ago', unit: 'day', count: 3 }, 'ar', words)).toMatch(/أيام/);
    expect(formatTimeLabel({ kind: 'fewMinutes' }, 'en', words)).toBe('a few minutes ago');
  });
});
