import {
  createPermissionSet,
  deactivateOrganizationMember,
  deleteCourse,
  deletePermissionSet,
  getSessionUser,
  listAuditLog,
  masquerade,
  reactivateOrganizationMember,
  updateOrganizationMember,
  updatePermissionSet,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/platform.tables.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildSignedInMember, buildUser } from '../../test/factories.ts';
import { accessOf } from '../../test/sign-in.ts';
import { expectSortable } from '../../test/sorting.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let admin: { id: number; token: string; orgId: number };
let learner: { id: number; token: string; orgId: number };
let otherAdmin: { id: number; token: string; orgId: number };

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin', { firstName: 'Amal', lastName: 'Auditor' });
  learner = await buildSignedInMember(t, org, 'learner', { firstName: 'Lina', lastName: 'Learner' });
  otherAdmin = await buildSignedInMember(t, other, 'organization_admin');
});
afterAll(() => t?.close());

async function entries(query: Record<string, unknown> = {}, as = admin) {
  const res = await t.request(listAuditLog, { as, query: { take: 100, ...query } });
  expect(res.status).toBe(200);
  return ok(res);
}

describe('GET /api/audit-log', () => {
  it('refuses a learner with 403 and a guest with 401', async () => {
    expect((await t.request(listAuditLog, { as: learner })).status).toBe(403);
    expect((await t.request(listAuditLog, { orgId: org.id })).status).toBe(401);
  });

  it('records a masquerade with the actor and the subject by name', async () => {
    const res = await t.request(masquerade, { as: admin, body: { userId: learner.id } });
    expect(res.status).toBe(200);
    const { data } = await entries({ action: 'auth.masquerade' });
    expect(data[0]).toMatchObject({
      action: 'auth.masquerade',
      actor: { id: admin.id, name: 'Amal Auditor' },
      subject: { id: learner.id, name: 'Lina Learner' },
      target: null,
    });
  });

  it('tells the masquerade session who is behind it, and a normal session that no one is', async () => {
    const res = await t.request(masquerade, { as: admin, body: { userId: learner.id } });
    const asMember = await t.request(getSessionUser, { as: { token: accessOf(res), orgId: org.id } });
    expect(ok(asMember).masqueradedBy).toEqual({ id: admin.id, name: 'Amal Auditor' });
    expect(ok(await t.request(getSessionUser, { as: learner })).masqueradedBy).toBeNull();
  });

  it('records the creation, change and deletion of a permission set with its name', async () => {
    const created = await t.request(createPermissionSet, {
      as: admin,
      body: { name: 'Audited set', clonedFromId: org.setIds.learner },
    });
    expect(created.status).toBe(201);
    const { id } = ok(created);
    expect(
      (await t.request(updatePermissionSet, { as: admin, params: { permissionSetId: id }, body: { name: 'Renamed' } }))
        .status,
    ).toBe(200);
    expect((await t.request(deletePermissionSet, { as: admin, params: { permissionSetId: id } })).status).toBe(204);
    const { data } = await entries();
    const ofSet = data.filter((e) => e.target?.kind === 'permissionSet' && e.target.id === id);
    expect(ofSet.map((e) => [e.action, e.target?.name])).toEqual([
      ['permission_sets.deleted', 'Renamed'],
      ['permission_sets.updated', 'Renamed'],
      ['permission_sets.created', 'Audited set'],
    ]);
    expect(ofSet.every((e) => e.actor?.id === admin.id)).toBe(true);
  });

  it("records a member's set, its lock, deactivation and reactivation", async () => {
    const member = await buildSignedInMember(t, org, 'learner');
    const params = { userId: member.id };
    await t.request(updateOrganizationMember, { as: admin, params, body: { permissionSetId: org.setIds.instructor } });
    await t.request(updateOrganizationMember, { as: admin, params, body: { permissionSetIsLocked: true } });
    await t.request(updateOrganizationMember, { as: admin, params, body: { permissionSetIsLocked: false } });
    await t.request(deactivateOrganizationMember, { as: admin, params });
    await t.request(reactivateOrganizationMember, { as: admin, params });
    const { data } = await entries();
    const ofMember = data.filter((e) => e.subject?.id === member.id);
    expect(ofMember.map((e) => e.action)).toEqual([
      'members.reactivated',
      'members.deactivated',
      'members.permission_set_unlocked',
      'members.permission_set_locked',
      'members.permission_set_assigned',
    ]);
    expect(ofMember.at(-1)?.target).toEqual({ kind: 'permissionSet', id: org.setIds.instructor, name: 'Instructor' });
  });

  it('records a course deletion, and nothing when the deletion fails', async () => {
    const course = await buildCourse(t.db, org.id, { course: { name: 'Doomed course' } });
    const before = (await entries({ action: 'courses.deleted' })).total;
    expect((await t.request(deleteCourse, { as: admin, params: { courseId: course.id } })).status).toBe(204);
    expect((await t.request(deleteCourse, { as: admin, params: { courseId: course.id } })).status).toBe(404);
    const after = await entries({ action: 'courses.deleted' });
    expect(after.total).toBe(before + 1);
    expect(after.data[0]?.target).toEqual({ kind: 'course', id: course.id, name: 'Doomed course' });
  });

  it("keeps organizations apart: another organization's administrator sees none of these", async () => {
    const { data, total } = await entries({}, otherAdmin);
    expect(total).toBe(0);
    expect(data).toEqual([]);
  });

  it('filters by actor (name or e-mail), action and dates, and pages', async () => {
    expect((await entries({ actor: 'amal aud' })).total).toBeGreaterThanOrEqual(5);
    expect((await entries({ actor: 'nobody-like-this' })).total).toBe(0);
    const all = await entries();
    const page = await entries({ skip: 1, take: 2 });
    expect(page.total).toBe(all.total);
    expect(page.data.map((e) => e.id)).toEqual(all.data.slice(1, 3).map((e) => e.id));
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries({ from: today, to: today })).total).toBe(all.total);
    expect((await entries({ to: '2020-01-01' })).total).toBe(0);
    expect((await entries({ from: '2099-01-01' })).total).toBe(0);
  });

  it('answers an unknown action or a malformed date with 400', async () => {
    // Untyped: the contract's types allow no action outside its list.
    const bad = await t.call('GET', '/api/audit-log?action=nope', { orgId: org.id, token: admin.token });
    expect(bad.status).toBe(400);
    const date = await t.request(listAuditLog, { query: { from: 'yesterday' }, as: admin });
    expect(date.status).toBe(400);
  });

  it('writes entries only for its own organization', async () => {
    const rows = await t.db.select().from(auditLog);
    const ids = new Set((await entries()).data.map((e) => e.id));
    for (const row of rows.filter((r) => ids.has(r.id))) expect(row.organizationId).toBe(org.id);
  });
});

describe('sorting the audit log', () => {
  it('sorts by time, action, actor or subject either way, newest first among ties and nobody last', async () => {
    const sorted = await buildOrg(t.db);
    const reader = await buildSignedInMember(t, sorted, 'organization_admin');
    const person = async (firstName: string) =>
      (await buildUser(t.db, sorted, 'learner', { firstName, lastName: 'X' })).id;
    const [adel, basma, carl, dina] = [
      await person('Adel'),
      await person('Basma'),
      await person('Carl'),
      await person('Dina'),
    ];
    const day1 = new Date('2030-01-01T10:00:00Z');
    const day2 = new Date('2030-01-02T10:00:00Z');
    const rows = await t.db
      .insert(auditLog)
      .values([
        {
          organizationId: sorted.id,
          action: 'members.deactivated',
          actorId: basma,
          subjectUserId: carl,
          createdAt: day1,
        },
        { organizationId: sorted.id, action: 'auth.masquerade', actorId: adel, subjectUserId: dina, createdAt: day1 },
        { organizationId: sorted.id, action: 'auth.masquerade', actorId: null, subjectUserId: carl, createdAt: day2 },
        {
          organizationId: sorted.id,
          action: 'members.deactivated',
          actorId: basma,
          subjectUserId: null,
          createdAt: day2,
        },
      ])
      .returning({ id: auditLog.id });
    const [r1, r2, r3, r4] = rows.map((row) => row.id) as [number, number, number, number];
    const newestFirst = ok(await t.request(listAuditLog, { query: { take: 100 }, as: reader }));
    expect(newestFirst.data.map((e) => e.id)).toEqual([r4, r3, r2, r1]);
    await expectSortable(
      t,
      { call: listAuditLog, as: reader },
      {
        createdAt: { asc: [r1, r2, r3, r4], desc: [r4, r3, r2, r1] },
        action: { asc: [r3, r2, r4, r1], desc: [r4, r1, r3, r2] },
        actor: { asc: [r2, r4, r1, r3], desc: [r4, r1, r2, r3] },
        subject: { asc: [r3, r1, r2, r4], desc: [r2, r3, r1, r4] },
      },
    );
  });
});

describe('permission set prerequisites', () => {
  it('refuses a set holding a permission without its prerequisite (permissions-006)', async () => {
    const res = await t.request(createPermissionSet, {
      as: admin,
      body: { name: 'Inconsistent', permissions: ['access_external_courses'] },
    });
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe('permissions-006');
    const consistent = await t.request(createPermissionSet, {
      as: admin,
      body: { name: 'Consistent', permissions: ['access_external_courses', 'access_courses'] },
    });
    expect(consistent.status).toBe(201);
    const removed = await t.request(updatePermissionSet, {
      as: admin,
      params: { permissionSetId: ok(consistent).id },
      body: { permissions: ['access_external_courses'] },
    });
    expect(removed.status).toBe(400);
    expect(errorCodeOf(removed)).toBe('permissions-006');
  });

  it("doesn't ask a set for prerequisites of another context (the organization's plan)", async () => {
    const res = await t.request(createPermissionSet, {
      as: admin,
      body: { name: 'Courses only', permissions: ['access_courses'] },
    });
    expect(res.status).toBe(201);
  });
});
