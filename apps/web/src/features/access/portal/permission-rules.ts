import type { PermissionSummary } from '@manara/contract';

type Catalogue = readonly Pick<PermissionSummary, 'slug' | 'contextId' | 'prerequisites'>[];

/** The prerequisites of `slug` a set of `contextId` must hold too (those of other contexts are the plan's). */
export function setPrerequisitesOf(slug: string, catalogue: Catalogue, contextId: number): string[] {
  const bySlug = new Map(catalogue.map((p) => [p.slug, p]));
  return (bySlug.get(slug)?.prerequisites ?? [])
    .map((p) => p.slug)
    .filter((needed) => bySlug.get(needed)?.contextId === contextId);
}

/** Checks `slug` and, transitively, every prerequisite of the set's context: the slugs newly checked besides it. */
export function check(
  slug: string,
  chosen: ReadonlySet<string>,
  catalogue: Catalogue,
  contextId: number,
): { next: Set<string>; added: string[] } {
  const next = new Set(chosen);
  const added: string[] = [];
  const visit = (current: string) => {
    if (next.has(current)) return;
    next.add(current);
    if (current !== slug) added.push(current);
    for (const needed of setPrerequisitesOf(current, catalogue, contextId)) visit(needed);
  };
  if (!next.has(slug)) visit(slug);
  return { next, added };
}

/** Unchecks `slug` and, transitively, every checked permission that needs it: the slugs newly unchecked besides it. */
export function uncheck(
  slug: string,
  chosen: ReadonlySet<string>,
  catalogue: Catalogue,
  contextId: number,
): { next: Set<string>; removed: string[] } {
  const next = new Set(chosen);
  const removed: string[] = [];
  const visit = (current: string) => {
    if (!next.has(current)) return;
    next.delete(current);
    if (current !== slug) removed.push(current);
    for (const other of [...next]) {
      if (setPrerequisitesOf(other, catalogue, contextId).includes(current)) visit(other);
    }
  };
  visit(slug);
  return { next, removed };
}

/** The checked permissions of the set's context that need `slug`. */
export function dependantsOf(slug: string, catalogue: Catalogue, contextId: number): string[] {
  return catalogue
    .filter((p) => p.contextId === contextId && setPrerequisitesOf(p.slug, catalogue, contextId).includes(slug))
    .map((p) => p.slug);
}
