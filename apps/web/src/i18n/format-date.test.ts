import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

const day = '2026-11-23T10:00:00Z';

describe('formatDate', () => {
  it('writes the month in words in both languages, never the numeric form', () => {
    expect(formatDate(day, 'en')).toBe('November 23, 2026');
    expect(formatDate(day, 'ar')).toMatch(/نوفمبر/);
    expect(formatDate(day, 'ar')).not.toMatch(/\//);
  });

  it('writes a date and time with the same date', () => {
    expect(formatDateTime(day, 'en')).toContain(formatDate(day, 'en'));
    expect(formatDateTime(day, 'ar')).toContain(formatDate(day, 'ar'));
  });
});
