import { describe, expect, it } from 'vitest';
import { formatNotePosition, parseNotePosition } from './note-position.ts';

describe('note positions', () => {
  it('formats seconds as m:ss or h:mm:ss', () => {
    expect(formatNotePosition(0)).toBe('0:00');
    expect(formatNotePosition(90)).toBe('1:30');
    expect(formatNotePosition(3690)).toBe('1:01:30');
  });

  it('parses seconds, m:ss and h:mm:ss; empty is no position; nonsense is invalid', () => {
    expect(parseNotePosition('90')).toBe(90);
    expect(parseNotePosition(' 1:30 ')).toBe(90);
    expect(parseNotePosition('1:01:30')).toBe(3690);
    expect(parseNotePosition('')).toBeNull();
    expect(parseNotePosition('1:75')).toBeUndefined();
    expect(parseNotePosition('abc')).toBeUndefined();
    expect(parseNotePosition('-5')).toBeUndefined();
  });
});
