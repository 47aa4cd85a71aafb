import {
  createPermissionSet,
  deletePermissionSet,
  getPermissionSet,
  getSystemPermissions,
  listPermissionCategories,
  listPermissionContexts,
  listPermissionSets,
  listPermissions,
  updatePermissionSet,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let admin: string;
let learner: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db, { organizationPermissions: ['enabled', 'lms', 'crud_members'] });
  admin = await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id);
  learner = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
  otherAdmin = await t.tokenFor((await buildUser(t.db, other, 'organization_admin')).id, other.id);
});
afterAll(() => t?.close());

describe('GET /api/permissions-system', () => {
  it("answers the organization's slugs to a guest", async () => {
    const res = await t.request(getSystemPermissions, { orgId: other.id });
    expect(res.status).toBe(200);
    expect(ok(res).data).toEqual(['crud_members', 'enabled', 'lms']);
  });

  it("adds the member set's slugs for a signed-in member", async () => {
    const res = await t.request(getSystemPermissions, { as: { orgId: org.id, token: learner } });
    expect(ok(res).data).toEqual(
      expect.arrayContaining(['organization_everything', 'access_courses', 'access_events']),
    );
    expect(ok(res).data).not.toContain('organization_member_full_access');
    const asAdmin = await t.request(getSystemPermissions, { as: { orgId: org.id, token: admin } });
    expect(ok(asAdmin).data).toContain('organization_member_full_access');
  });

  it('refuses a token of another organization with auth-002', async () => {
    const res = await t.request(getSystemPermissions, { as: { orgId: org.id, token: otherAdmin } });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('auth-002');
  });

  it('refuses a forged or malformed token with auth-006', async () => {
    for (const authorization of ['Bearer not.a.jwt', 'Bearer', 'Basic abc']) {
      const res = await t.request(getSystemPermissions, { orgId: org.id, headers: { authorization } });
      expect(res.status).toBe(401);
      expect(errorCodeOf(res)).toBe('auth-006');
    }
  });
});

describe('GET /api/permissions', () => {
  it('answers the catalogue with contexts, prerequisites and peers, in the request language', async () => {
    const res = await t.request(listPermissions, {
      query: { take: Number.MAX_SAFE_INTEGER },
      orgId: org.id,
      language: 'ar',
    });
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(ok(res).data.length);
    const accessCourses = ok(res).data.find((p) => p.slug === 'access_courses');
    expect(accessCourses).toMatchObject({ contextId: 4, name: 'الدورات', prerequisites: [{ slug: 'lms' }] });
    const portal = ok(res).data.find((p) => p.slug === 'administrator_portal');
    expect(portal?.peers).toEqual(expect.arrayContaining([{ slug: 'manage_permission_sets' }]));
  });

  it('pages with skip and take', async () => {
    const first = await t.request(listPermissions, { query: { take: 2 }, orgId: org.id });
    const second = await t.request(listPermissions, { query: { skip: 2, take: 2 }, orgId: org.id });
    expect(ok(first).data).toHaveLength(2);
    expect(ok(second).data[0]?.id).toBeGreaterThan(ok(first).data[1]?.id as number);
  });
});

describe('permission contexts and categories', () => {
  it('are listed for administrators', async () => {
    const contexts = await t.request(listPermissionContexts, { as: { orgId: org.id, token: admin } });
    expect(ok(contexts).data.map((c) => c.bypassSlug)).toEqual([
      'global_everything',
      'user_everything',
      'organization_everything',
      'organization_member_full_access',
      'whatever',
    ]);
    const categories = await t.request(listPermissionCategories, { as: { orgId: org.id, token: admin } });
    expect(ok(categories).total).toBeGreaterThan(0);
  });

  it('are refused to a learner with common-007', async () => {
    const res = await t.request(listPermissionContexts, { as: { orgId: org.id, token: learner } });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('common-007');
  });
});

describe('permission sets', () => {
  it('lists the predefined sets with member counts', async () => {
    const res = await t.request(listPermissionSets, { as: { orgId: org.id, token: admin } });
    expect(res.status).toBe(200);
    const bySlug = Object.fromEntries(ok(res).data.map((s) => [s.slug, s]));
    expect(bySlug.organization_admin).toMatchObject({ isPredefined: true, canBeEdited: false, memberCount: 1 });
    expect(bySlug.learner).toMatchObject({
      isPredefined: true,
      canBeEdited: true,
      canBeDeleted: false,
      memberCount: 1,
    });
  });

  it('names predefined sets in Arabic', async () => {
    const res = await t.request(getPermissionSet, {
      params: { permissionSetId: org.setIds.learner },
      language: 'ar',
      as: { orgId: org.id, token: admin },
    });
    expect(ok(res).name).toBe('متعلّم');
    expect(ok(res).permissions).toContain('access_courses');
  });

  it('clones, edits and deletes a set', async () => {
    const clone = await t.request(createPermissionSet, {
      body: { name: 'Auditors', clonedFromId: org.setIds.learner },
      as: { orgId: org.id, token: admin },
    });
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({
      name: 'Auditors',
      clonedFromId: org.setIds.learner,
      isPredefined: false,
      canBeDeleted: true,
    });
    expect(ok(clone).permissions).toContain('access_courses');

    const edited = await t.request(updatePermissionSet, {
      params: { permissionSetId: ok(clone).id },
      body: { name: 'Readers', permissions: ['access_courses', 'access_courses'] },
      as: { orgId: org.id, token: admin },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Readers', permissions: ['access_courses'] });

    const deleted = await t.request(deletePermissionSet, {
      params: { permissionSetId: ok(clone).id },
      as: { orgId: org.id, token: admin },
    });
    expect(deleted.status).toBe(204);
    const gone = await t.request(getPermissionSet, {
      params: { permissionSetId: ok(clone).id },
      as: { orgId: org.id, token: admin },
    });
    expect(gone.status).toBe(404);
  });

  it('refuses unknown, hidden and foreign-context permissions, changing nothing', async () => {
    const before = await t.request(getPermissionSet, {
      params: { permissionSetId: org.setIds.learner },
      as: { orgId: org.id, token: admin },
    });
    for (const [slug, code] of [
      ['no_such_permission', 'permissions-004'],
      ['organization_member_full_access', 'permissions-004'],
      ['lms', 'permissions-005'],
    ] as const) {
      const res = await t.request(updatePermissionSet, {
        params: { permissionSetId: org.setIds.learner },
        body: { name: 'Changed', permissions: ['access_courses', slug] },
        as: { orgId: org.id, token: admin },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(errorCodeOf(res)).toBe(code);
    }
    const after = await t.request(getPermissionSet, {
      params: { permissionSetId: org.setIds.learner },
      as: { orgId: org.id, token: admin },
    });
    expect(after.body).toEqual(before.body);
  });

  it('refuses to edit a set that cannot be edited, or delete one that cannot be deleted or is in use', async () => {
    const edit = await t.request(updatePermissionSet, {
      params: { permissionSetId: org.setIds.organization_admin },
      body: { name: 'Nope' },
      as: { orgId: org.id, token: admin },
    });
    expect(errorCodeOf(edit)).toBe('permissions-001');
    const del = await t.request(deletePermissionSet, {
      params: { permissionSetId: org.setIds.learner },
      as: { orgId: org.id, token: admin },
    });
    expect(errorCodeOf(del)).toBe('permissions-002');

    const used = await t.request(createPermissionSet, {
      body: { name: 'In use' },
      as: { orgId: org.id, token: admin },
    });
    await buildUser(t.db, org, ok(used).id);
    const inUse = await t.request(deletePermissionSet, {
      params: { permissionSetId: ok(used).id },
      as: { orgId: org.id, token: admin },
    });
    expect(inUse.status).toBe(409);
    expect(errorCodeOf(inUse)).toBe('permissions-003');
  });

  it('does not clone a set of another organization', async () => {
    const res = await t.request(createPermissionSet, {
      body: { name: 'Stolen', clonedFromId: other.setIds.learner },
      as: { orgId: org.id, token: admin },
    });
    expect(res.status).toBe(404);
  });

  it('needs manage_permission_sets, and its prerequisite crud_members in the organization', async () => {
    const asLearner = await t.request(listPermissionSets, { as: { orgId: org.id, token: learner } });
    expect(asLearner.status).toBe(403);
    const limited = await buildOrg(t.db, { organizationPermissions: ['enabled', 'lms'] });
    const limitedAdmin = await t.tokenFor((await buildUser(t.db, limited, 'organization_admin')).id, limited.id);
    const res = await t.request(listPermissionSets, { as: { orgId: limited.id, token: limitedAdmin } });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('common-007');
  });
});
