import { describe, expect, it } from 'vitest';
import {
  buildPermissionCatalogue,
  bypassSlugFor,
  hasAllPermissions,
  hasPermission,
  type PermissionCatalogue,
  UNREACHABLE_BYPASS_SLUG,
} from './permission-check.ts';

function catalogue(entries: Record<string, { contextId: number; prerequisites?: string[] }>): PermissionCatalogue {
  return buildPermissionCatalogue(
    Object.entries(entries).map(([slug, p]) => ({
      slug,
      contextId: p.contextId,
      prerequisites: (p.prerequisites ?? []).map((s) => ({ slug: s })),
    })),
  );
}

describe('bypass slugs by context id', () => {
  it.each([
    [1, 'global_everything'],
    [2, 'user_everything'],
    [3, 'organization_everything'],
    [4, 'organization_member_full_access'],
    [5, 'whatever'],
    [6, 'never_gonna_give_you_up'],
    [0, 'never_gonna_give_you_up'],
    [99, 'never_gonna_give_you_up'],
  ])('context %i → %s', (contextId, slug) => {
    expect(bypassSlugFor(contextId)).toBe(slug);
  });

  it.each([1, 2, 3, 4, 5])('the bypass slug of context %i satisfies a permission of that context only', (contextId) => {
    const perms = catalogue({ here: { contextId }, elsewhere: { contextId: contextId === 5 ? 1 : contextId + 1 } });
    const held = new Set([bypassSlugFor(contextId)]);
    expect(hasPermission('here', held, perms)).toBe(true);
    expect(hasPermission('elsewhere', held, perms)).toBe(false);
  });

  it('nobody bypasses a permission of an unknown context, not even with every known bypass slug', () => {
    const perms = catalogue({ odd: { contextId: 7 } });
    const everyBypass = new Set([1, 2, 3, 4, 5].map(bypassSlugFor));
    expect(hasPermission('odd', everyBypass, perms)).toBe(false);
    expect(hasPermission('odd', new Set(['odd']), perms)).toBe(true);
    // The unreachable slug is a real string: whoever holds it bypasses such contexts.
    expect(hasPermission('odd', new Set([UNREACHABLE_BYPASS_SLUG]), perms)).toBe(true);
  });
});

describe('hasPermission', () => {
  const perms = catalogue({
    enabled: { contextId: 3 },
    lms: { contextId: 3, prerequisites: ['enabled'] },
    access_courses: { contextId: 4, prerequisites: ['lms'] },
    crud_courses: { contextId: 3, prerequisites: ['lms'] },
  });

  it('is satisfied by holding the slug when it has no prerequisites', () => {
    expect(hasPermission('enabled', new Set(['enabled']), perms)).toBe(true);
    expect(hasPermission('enabled', new Set(), perms)).toBe(false);
  });

  it('needs every prerequisite, recursively', () => {
    expect(hasPermission('access_courses', new Set(['access_courses', 'lms', 'enabled']), perms)).toBe(true);
    expect(hasPermission('access_courses', new Set(['access_courses', 'lms']), perms)).toBe(false);
    expect(hasPermission('access_courses', new Set(['access_courses']), perms)).toBe(false);
  });

  it('lets prerequisites be satisfied through their own context bypass', () => {
    const held = new Set(['organization_member_full_access', 'organization_everything']);
    expect(hasPermission('access_courses', held, perms)).toBe(true);
    expect(hasPermission('access_courses', new Set(['organization_member_full_access']), perms)).toBe(false);
  });

  it('treats a slug missing from the catalogue as plain: held or not', () => {
    expect(hasPermission('unknown', new Set(['unknown']), perms)).toBe(true);
    expect(hasPermission('unknown', new Set(['organization_everything']), perms)).toBe(false);
  });

  it('ends on a cycle and still requires every slug on it', () => {
    const cyclic = catalogue({
      a: { contextId: 3, prerequisites: ['b'] },
      b: { contextId: 3, prerequisites: ['c'] },
      c: { contextId: 3, prerequisites: ['a'] },
      self: { contextId: 3, prerequisites: ['self'] },
    });
    expect(hasPermission('a', new Set(['a', 'b', 'c']), cyclic)).toBe(true);
    expect(hasPermission('a', new Set(['a', 'b']), cyclic)).toBe(false);
    expect(hasPermission('self', new Set(['self']), cyclic)).toBe(true);
    expect(hasPermission('a', new Set(['organization_everything']), cyclic)).toBe(true);
  });

  it('checks a diamond of prerequisites without confusing the shared one for a cycle', () => {
    const diamond = catalogue({
      top: { contextId: 3, prerequisites: ['left', 'right'] },
      left: { contextId: 3, prerequisites: ['base'] },
      right: { contextId: 3, prerequisites: ['base'] },
      base: { contextId: 3 },
    });
    expect(hasPermission('top', new Set(['top', 'left', 'right', 'base']), diamond)).toBe(true);
    expect(hasPermission('top', new Set(['top', 'left', 'right']), diamond)).toBe(false);
  });

  it('hasAllPermissions needs each of them', () => {
    const held = new Set(['enabled', 'lms']);
    expect(hasAllPermissions(['enabled', 'lms'], held, perms)).toBe(true);
    expect(hasAllPermissions(['enabled', 'crud_courses'], held, perms)).toBe(false);
    expect(hasAllPermissions([], held, perms)).toBe(true);
  });
});
