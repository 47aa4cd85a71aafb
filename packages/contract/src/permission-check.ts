/**
 * The permission check of spec 1 §5, shared by the server's access guard and the web app's
 * route guard: a required slug is satisfied when the holder has that slug or the bypass slug
 * of the slug's context, and every prerequisite is satisfied in turn.
 */

/** Bypass slug by permission context id; any other context has the one nobody holds. */
export const contextBypassSlugs: Readonly<Record<number, string>> = {
  1: 'global_everything',
  2: 'user_everything',
  3: 'organization_everything',
  4: 'organization_member_full_access',
  5: 'whatever',
};

export const UNREACHABLE_BYPASS_SLUG = 'never_gonna_give_you_up';

export function bypassSlugFor(contextId: number): string {
  return contextBypassSlugs[contextId] ?? UNREACHABLE_BYPASS_SLUG;
}

/** What the check needs to know of a permission: its context and its prerequisites' slugs. */
export interface PermissionRule {
  contextId: number;
  prerequisites: readonly string[];
}

export type PermissionCatalogue = ReadonlyMap<string, PermissionRule>;

/**
 * True when `held` satisfies `required`. A slug missing from the catalogue can only be
 * satisfied by holding it. A prerequisite that is already being checked further up the chain
 * (a cycle) counts as satisfied there, so cycles end instead of looping.
 */
export function hasPermission(
  required: string,
  held: ReadonlySet<string>,
  catalogue: PermissionCatalogue,
  inProgress: Set<string> = new Set(),
): boolean {
  if (inProgress.has(required)) return true;
  const rule = catalogue.get(required);
  if (!rule) return held.has(required);
  if (!held.has(required) && !held.has(bypassSlugFor(rule.contextId))) return false;
  inProgress.add(required);
  try {
    return rule.prerequisites.every((slug) => hasPermission(slug, held, catalogue, inProgress));
  } finally {
    inProgress.delete(required);
  }
}

/** True when every slug of `required` is satisfied. */
export function hasAllPermissions(
  required: readonly string[],
  held: ReadonlySet<string>,
  catalogue: PermissionCatalogue,
): boolean {
  return required.every((slug) => hasPermission(slug, held, catalogue));
}

/** Builds the catalogue from the `GET permissions` list (or the server's own rows). */
export function buildPermissionCatalogue(
  permissions: readonly { slug: string; contextId: number; prerequisites: readonly { slug: string }[] }[],
): PermissionCatalogue {
  return new Map(
    permissions.map((p) => [p.slug, { contextId: p.contextId, prerequisites: p.prerequisites.map((x) => x.slug) }]),
  );
}
