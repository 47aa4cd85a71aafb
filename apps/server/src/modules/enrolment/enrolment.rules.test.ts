import { describe, expect, it } from 'vitest';
import { enrollmentWindowChangesAt, enrollmentWindowOf } from './enrolment.rules.ts';

describe('the enrolment window', () => {
  const start = new Date('2026-12-01T00:00:00Z');
  const end = new Date('2026-12-31T00:00:00Z');
  const course = { startEnrollmentDate: start, endEnrollmentDate: end };

  it('changes next when it opens, then just after it closes, then never', () => {
    const before = new Date('2026-11-28T00:00:00Z');
    expect(enrollmentWindowChangesAt(course, before)).toBe(start.getTime());
    expect(enrollmentWindowChangesAt(course, start)).toBe(end.getTime() + 1);
    expect(enrollmentWindowChangesAt(course, end)).toBe(end.getTime() + 1);
    expect(enrollmentWindowChangesAt(course, new Date(end.getTime() + 1))).toBeNull();
    expect(enrollmentWindowChangesAt({ startEnrollmentDate: null, endEnrollmentDate: null }, before)).toBeNull();
  });

  it('answers otherwise exactly at the moments it names', () => {
    for (const now of [new Date('2026-11-28T00:00:00Z'), start, end]) {
      const at = enrollmentWindowChangesAt(course, now);
      expect(at).not.toBeNull();
      expect(enrollmentWindowOf(course, new Date(at! - 1))).toBe(enrollmentWindowOf(course, now));
      expect(enrollmentWindowOf(course, new Date(at!))).not.toBe(enrollmentWindowOf(course, now));
    }
  });
});
