import type { AuthoringSection, AuthoringSubsection } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { dropped } from './course-outline.queries.ts';

const lesson = (id: number, sectionId: number) => ({ id, sectionId }) as AuthoringSubsection;
const section = (id: number, lessonIds: number[]) =>
  ({ id, subsections: lessonIds.map((l) => lesson(l, id)) }) as AuthoringSection;
const shape = (sections: AuthoringSection[]) =>
  sections.map((s) => [s.id, s.subsections.map((l) => [l.id, l.sectionId])]);

const outline = [section(1, [11, 12, 13]), section(2, [21]), section(3, [])];

describe('dropped', () => {
  it('moves a section to the place of the one it is dropped on', () => {
    expect(shape(dropped(outline, { kind: 'section', id: 3 }, { kind: 'section', id: 1 })).map(([id]) => id)).toEqual([
      3, 1, 2,
    ]);
    expect(shape(dropped(outline, { kind: 'section', id: 1 }, { kind: 'section', id: 2 })).map(([id]) => id)).toEqual([
      2, 1, 3,
    ]);
  });

  it('moves a lesson within its section, up and down', () => {
    expect(shape(dropped(outline, { kind: 'lesson', id: 13 }, { kind: 'lesson', id: 12 }))[0]).toEqual([
      1,
      [
        [11, 1],
        [13, 1],
        [12, 1],
      ],
    ]);
    expect(shape(dropped(outline, { kind: 'lesson', id: 11 }, { kind: 'lesson', id: 13 }))[0]).toEqual([
      1,
      [
        [12, 1],
        [13, 1],
        [11, 1],
      ],
    ]);
  });

  it('moves a lesson into another section, before the lesson dropped on or at the end of an empty one', () => {
    const across = shape(dropped(outline, { kind: 'lesson', id: 12 }, { kind: 'lesson', id: 21 }));
    expect(across[0]).toEqual([
      1,
      [
        [11, 1],
        [13, 1],
      ],
    ]);
    expect(across[1]).toEqual([
      2,
      [
        [12, 2],
        [21, 2],
      ],
    ]);
    expect(shape(dropped(outline, { kind: 'lesson', id: 21 }, { kind: 'section', id: 3 }))[2]).toEqual([3, [[21, 3]]]);
  });

  it('leaves the outline as it was for a drop on itself or on nothing known', () => {
    expect(shape(dropped(outline, { kind: 'lesson', id: 12 }, { kind: 'lesson', id: 12 }))).toEqual(shape(outline));
    expect(shape(dropped(outline, { kind: 'lesson', id: 99 }, { kind: 'lesson', id: 12 }))).toEqual(shape(outline));
  });
});
