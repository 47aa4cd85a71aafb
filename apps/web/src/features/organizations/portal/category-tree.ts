import type { ManagedCategory } from '@manara/contract';

/** A category in the tree's order, with its depth and its ancestors (the top one first). */
export type CategoryNode = ManagedCategory & { depth: number; ancestors: ManagedCategory[] };

/**
 * The categories as a tree read top to bottom: each one followed by its sub-categories, siblings in
 * the order given (the server's: position, then name). A category whose parent is missing, or that
 * sits in a loop left by old data, is shown at the top level, so that none is lost.
 */
export function categoryTree(categories: readonly ManagedCategory[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, ManagedCategory[]>();
  for (const category of categories) {
    const parent = category.parentId !== null && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const nodes: CategoryNode[] = [];
  const placed = new Set<number>();
  const visit = (category: ManagedCategory, ancestors: ManagedCategory[]) => {
    if (placed.has(category.id)) return;
    placed.add(category.id);
    nodes.push({ ...category, depth: ancestors.length, ancestors });
    for (const child of children.get(category.id) ?? []) visit(child, [...ancestors, category]);
  };
  for (const root of children.get(null) ?? []) visit(root, []);
  for (const category of categories) visit(category, []);
  return nodes;
}

/** The category and every one below it: the parents it cannot be moved under. */
export function selfAndDescendants(nodes: readonly CategoryNode[], categoryId: number): Set<number> {
  return new Set(
    nodes.filter((n) => n.id === categoryId || n.ancestors.some((a) => a.id === categoryId)).map((n) => n.id),
  );
}

/** The nodes that match, with their ancestors (to show where each sits), in the tree's order. */
export function filterTree(nodes: readonly CategoryNode[], matches: (node: CategoryNode) => boolean): CategoryNode[] {
  const shown = new Set<number>();
  for (const node of nodes) {
    if (!matches(node)) continue;
    shown.add(node.id);
    for (const ancestor of node.ancestors) shown.add(ancestor.id);
  }
  return nodes.filter((n) => shown.has(n.id));
}

/** Where a category goes at the end of its new siblings: one after the last position there. */
export function nextPosition(
  categories: readonly ManagedCategory[],
  parentId: number | null,
  exceptId: number | null,
): number {
  const positions = categories.filter((c) => c.parentId === parentId && c.id !== exceptId).map((c) => c.position);
  return positions.length === 0 ? 0 : Math.min(Math.max(...positions) + 1, 100_000);
}
