import { describe, expect, it } from 'vitest';
import { check, dependantsOf, uncheck } from './permission-rules.ts';

const catalogue = [
  { slug: 'lms', contextId: 3, prerequisites: [] },
  { slug: 'access_courses', contextId: 4, prerequisites: [{ slug: 'lms' }] },
  { slug: 'access_external_courses', contextId: 4, prerequisites: [{ slug: 'lms' }, { slug: 'access_courses' }] },
  { slug: 'deep', contextId: 4, prerequisites: [{ slug: 'access_external_courses' }] },
];

describe('permission prerequisites in the set editor', () => {
  it("checking a permission checks its prerequisites of the set's context, transitively, never the plan's", () => {
    const { next, added } = check('deep', new Set(), catalogue, 4);
    expect([...next].sort()).toEqual(['access_courses', 'access_external_courses', 'deep']);
    expect(added).toEqual(['access_external_courses', 'access_courses']);
  });

  it('unchecking a prerequisite unchecks its dependants, transitively', () => {
    const chosen = new Set(['access_courses', 'access_external_courses', 'deep']);
    const { next, removed } = uncheck('access_courses', chosen, catalogue, 4);
    expect([...next]).toEqual([]);
    expect(removed.sort()).toEqual(['access_external_courses', 'deep']);
  });

  it('unchecking a dependant leaves its prerequisites', () => {
    const { next } = uncheck(
      'access_external_courses',
      new Set(['access_courses', 'access_external_courses']),
      catalogue,
      4,
    );
    expect([...next]).toEqual(['access_courses']);
  });

  it('names the dependants of a permission', () => {
    expect(dependantsOf('access_courses', catalogue, 4)).toEqual(['access_external_courses']);
  });
});
