import type { ManagedCategory } from '@manara/contract';
import { describe, expect, it } from 'vitest';
import { categoryTree, filterTree, nextPosition, selfAndDescendants } from './category-tree.ts';

const category = (id: number, parentId: number | null, position = 0): ManagedCategory => ({
  id,
  name: `C${id}`,
  nameAr: `ت${id}`,
  parentId,
  position,
  courseCount: 0,
});

describe('the categories tree', () => {
  // The server's order: position, then name.
  const list = [category(1, null), category(2, 1), category(3, null, 1), category(4, 2), category(5, 3, 2)];

  it('puts each category after its parent, siblings in the order given, with depth and ancestors', () => {
    const tree = categoryTree(list);
    expect(tree.map((n) => [n.id, n.depth])).toEqual([
      [1, 0],
      [2, 1],
      [4, 2],
      [3, 0],
      [5, 1],
    ]);
    expect(tree.find((n) => n.id === 4)?.ancestors.map((a) => a.id)).toEqual([1, 2]);
  });

  it('shows a category with a missing parent, or in a loop of old data, at the top level', () => {
    const tree = categoryTree([category(1, 99), category(2, 3), category(3, 2)]);
    expect(tree.map((n) => n.id).sort()).toEqual([1, 2, 3]);
    expect(tree.find((n) => n.id === 1)?.depth).toBe(0);
  });

  it('names a category and everything below it as parents it cannot take', () => {
    expect([...selfAndDescendants(categoryTree(list), 1)].sort()).toEqual([1, 2, 4]);
  });

  it('filters to the matches with their ancestors', () => {
    expect(filterTree(categoryTree(list), (n) => n.id === 4).map((n) => n.id)).toEqual([1, 2, 4]);
  });

  it('places a category after its new siblings', () => {
    expect(nextPosition(list, null, null)).toBe(2);
    expect(nextPosition(list, 3, 5)).toBe(0);
    expect(nextPosition(list, 1, null)).toBe(1);
  });
});
