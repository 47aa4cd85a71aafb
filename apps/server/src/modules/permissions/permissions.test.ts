import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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
    const res = await t.call('GET', '/api/permissions-system', { orgId: other.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(['crud_members', 'enabled', 'lms']);
  });

  it("adds the member set's slugs for a signed-in member", async () => {
    const res = await t.call('GET', '/api/permissions-system', { orgId: org.id, token: learner });
    expect(res.body.data).toEqual(
      expect.arrayContaining(['organization_everything', 'access_courses', 'access_events']),
    );
    expect(res.body.data).not.toContain('organization_member_full_access');
    const asAdmin = await t.call('GET', '/api/permissions-system', { orgId: org.id, token: admin });
    expect(asAdmin.body.data).toContain('organization_member_full_access');
  });

  it('refuses a token of another organization with auth-002', async () => {
    const res = await t.call('GET', '/api/permissions-system', { orgId: org.id, token: otherAdmin });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('auth-002');
  });

  it('refuses a forged or malformed token with auth-006', async () => {
    for (const authorization of ['Bearer not.a.jwt', 'Bearer', 'Basic abc']) {
      const res = await t.call('GET', '/api/permissions-system', { orgId: org.id, headers: { authorization } });
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe('auth-006');
    }
  });
});

describe('GET /api/permissions', () => {
  it('answers the catalogue with contexts, prerequisites and peers, in the request language', async () => {
    const res = await t.call('GET', `/api/permissions?take=${Number.MAX_SAFE_INTEGER}`, {
      orgId: org.id,
      language: 'ar',
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.data.length);
    const accessCourses = res.body.data.find((p: { slug: string }) => p.slug === 'access_courses');
    expect(accessCourses).toMatchObject({ contextId: 4, name: 'الدورات', prerequisites: [{ slug: 'lms' }] });
    const portal = res.body.data.find((p: { slug: string }) => p.slug === 'administrator_portal');
    expect(portal.peers).toEqual(expect.arrayContaining([{ slug: 'manage_permission_sets' }]));
  });

  it('pages with skip and take', async () => {
    const first = await t.call('GET', '/api/permissions?take=2', { orgId: org.id });
    const second = await t.call('GET', '/api/permissions?skip=2&take=2', { orgId: org.id });
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data[0].id).toBeGreaterThan(first.body.data[1].id);
  });
});

describe('permission contexts and categories', () => {
  it('are listed for administrators', async () => {
    const contexts = await t.call('GET', '/api/permission-contexts', { orgId: org.id, token: admin });
    expect(contexts.body.data.map((c: { bypassSlug: string }) => c.bypassSlug)).toEqual([
      'global_everything',
      'user_everything',
      'organization_everything',
      'organization_member_full_access',
      'whatever',
    ]);
    const categories = await t.call('GET', '/api/permission-categories', { orgId: org.id, token: admin });
    expect(categories.body.total).toBeGreaterThan(0);
  });

  it('are refused to a learner with common-007', async () => {
    const res = await t.call('GET', '/api/permission-contexts', { orgId: org.id, token: learner });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('common-007');
  });
});

describe('permission sets', () => {
  it('lists the predefined sets with member counts', async () => {
    const res = await t.call('GET', '/api/permission-sets', { orgId: org.id, token: admin });
    expect(res.status).toBe(200);
    const bySlug = Object.fromEntries(res.body.data.map((s: { slug: string }) => [s.slug, s]));
    expect(bySlug.organization_admin).toMatchObject({ isPredefined: true, canBeEdited: false, memberCount: 1 });
    expect(bySlug.learner).toMatchObject({
      isPredefined: true,
      canBeEdited: true,
      canBeDeleted: false,
      memberCount: 1,
    });
  });

  it('names predefined sets in Arabic', async () => {
    const res = await t.call('GET', `/api/permission-sets/${org.setIds.learner}`, {
      orgId: org.id,
      token: admin,
      language: 'ar',
    });
    expect(res.body.name).toBe('متعلّم');
    expect(res.body.permissions).toContain('access_courses');
  });

  it('clones, edits and deletes a set', async () => {
    const clone = await t.call('POST', '/api/permission-sets', {
      orgId: org.id,
      token: admin,
      body: { name: 'Auditors', clonedFromId: org.setIds.learner },
    });
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({
      name: 'Auditors',
      clonedFromId: org.setIds.learner,
      isPredefined: false,
      canBeDeleted: true,
    });
    expect(clone.body.permissions).toContain('access_courses');

    const edited = await t.call('PATCH', `/api/permission-sets/${clone.body.id}`, {
      orgId: org.id,
      token: admin,
      body: { name: 'Readers', permissions: ['access_courses', 'access_courses'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Readers', permissions: ['access_courses'] });

    const deleted = await t.call('DELETE', `/api/permission-sets/${clone.body.id}`, { orgId: org.id, token: admin });
    expect(deleted.status).toBe(204);
    const gone = await t.call('GET', `/api/permission-sets/${clone.body.id}`, { orgId: org.id, token: admin });
    expect(gone.status).toBe(404);
  });

  it('refuses unknown, hidden and foreign-context permissions, changing nothing', async () => {
    const before = await t.call('GET', `/api/permission-sets/${org.setIds.learner}`, { orgId: org.id, token: admin });
    for (const [slug, code] of [
      ['no_such_permission', 'permissions-004'],
      ['organization_member_full_access', 'permissions-004'],
      ['lms', 'permissions-005'],
    ]) {
      const res = await t.call('PATCH', `/api/permission-sets/${org.setIds.learner}`, {
        orgId: org.id,
        token: admin,
        body: { name: 'Changed', permissions: ['access_courses', slug] },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.errorCode).toBe(code);
    }
    const after = await t.call('GET', `/api/permission-sets/${org.setIds.learner}`, { orgId: org.id, token: admin });
    expect(after.body).toEqual(before.body);
  });

  it('refuses to edit a set that cannot be edited, or delete one that cannot be deleted or is in use', async () => {
    const edit = await t.call('PATCH', `/api/permission-sets/${org.setIds.organization_admin}`, {
      orgId: org.id,
      token: admin,
      body: { name: 'Nope' },
    });
    expect(edit.body.errorCode).toBe('permissions-001');
    const del = await t.call('DELETE', `/api/permission-sets/${org.setIds.learner}`, { orgId: org.id, token: admin });
    expect(del.body.errorCode).toBe('permissions-002');

    const used = await t.call('POST', '/api/permission-sets', {
      orgId: org.id,
      token: admin,
      body: { name: 'In use' },
    });
    await buildUser(t.db, org, used.body.id as number);
    const inUse = await t.call('DELETE', `/api/permission-sets/${used.body.id}`, { orgId: org.id, token: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.errorCode).toBe('permissions-003');
  });

  it('does not clone a set of another organization', async () => {
    const res = await t.call('POST', '/api/permission-sets', {
      orgId: org.id,
      token: admin,
      body: { name: 'Stolen', clonedFromId: other.setIds.learner },
    });
    expect(res.status).toBe(404);
  });

  it('needs manage_permission_sets, and its prerequisite crud_members in the organization', async () => {
    const asLearner = await t.call('GET', '/api/permission-sets', { orgId: org.id, token: learner });
    expect(asLearner.status).toBe(403);
    const limited = await buildOrg(t.db, { organizationPermissions: ['enabled', 'lms'] });
    const limitedAdmin = await t.tokenFor((await buildUser(t.db, limited, 'organization_admin')).id, limited.id);
    const res = await t.call('GET', '/api/permission-sets', { orgId: limited.id, token: limitedAdmin });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('common-007');
  });
});
