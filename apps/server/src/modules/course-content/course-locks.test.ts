import { describe, expect, it } from 'vitest';
import { computeCompletion, computeSectionStates, orderSubsections } from './course-locks.ts';

const lesson = (
  id: number,
  sectionId: number,
  extra: Partial<{ isOptional: boolean; weight: number; isPublished: boolean }> = {},
) => ({
  id,
  sectionId,
  position: id,
  isPublished: true,
  isOptional: false,
  weight: 1,
  ...extra,
});
const section = (
  id: number,
  extra: Partial<{ prerequisiteIds: number[]; unlockStartDate: Date | null; isPublished: boolean }> = {},
) => ({
  id,
  position: id,
  isPublished: true,
  unlockStartDate: null,
  prerequisiteIds: [],
  ...extra,
});
const now = new Date('2030-01-01T00:00:00Z');

describe('computeCompletion', () => {
  it('weights finished required lessons and ignores optional and unpublished ones', () => {
    const lessons = [
      lesson(1, 1, { weight: 2 }),
      lesson(2, 1, { weight: 6 }),
      lesson(3, 1, { isOptional: true, weight: 9 }),
      lesson(4, 1, { isPublished: false }),
    ];
    expect(computeCompletion(lessons, new Set([1, 3]))).toEqual({
      finished: 1,
      required: 2,
      progress: 0.25,
      isCompleted: false,
    });
    expect(computeCompletion(lessons, new Set([1, 2]))).toEqual({
      finished: 2,
      required: 2,
      progress: 1,
      isCompleted: true,
    });
  });

  it('counts lessons when every weight is 0, and completes nothing without required lessons', () => {
    expect(computeCompletion([lesson(1, 1, { weight: 0 }), lesson(2, 1, { weight: 0 })], new Set([1])).progress).toBe(
      0.5,
    );
    expect(computeCompletion([lesson(1, 1, { isOptional: true })], new Set([1]))).toEqual({
      finished: 0,
      required: 0,
      progress: 0,
      isCompleted: false,
    });
  });
});

describe('computeSectionStates', () => {
  it('locks by unlock date first, then by unfinished published prerequisites', () => {
    const sections = [
      section(1),
      section(2, { prerequisiteIds: [1] }),
      section(3, { unlockStartDate: new Date('2031-01-01T00:00:00Z'), prerequisiteIds: [1] }),
      section(4, { prerequisiteIds: [5] }),
    ];
    const lessons = [lesson(10, 1), lesson(20, 2), lesson(30, 3)];
    const states = computeSectionStates(sections, lessons, new Set(), { now, isAuthor: false });
    expect(states.get(2)).toMatchObject({ isLocked: true, lockReason: 'prerequisites' });
    expect(states.get(3)).toMatchObject({ isLocked: true, lockReason: 'unlockDate' });
    // A prerequisite the learner cannot see (unpublished, not listed) does not lock.
    expect(states.get(4)).toMatchObject({ isLocked: false, isFinished: true });
    const done = computeSectionStates(sections, lessons, new Set([10]), { now, isAuthor: false });
    expect(done.get(2)?.isLocked).toBe(false);
    expect(computeSectionStates(sections, lessons, new Set(), { now, isAuthor: true }).get(3)?.isLocked).toBe(false);
  });
});

describe('orderSubsections', () => {
  it('orders by section position, then lesson position', () => {
    const ordered = orderSubsections(
      [
        { id: 1, position: 2 },
        { id: 2, position: 1 },
      ],
      [lesson(5, 1), lesson(3, 2), { ...lesson(4, 2), position: 0 }],
    );
    expect(ordered.map((s) => s.id)).toEqual([4, 3, 5]);
  });
});
