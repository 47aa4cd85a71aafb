import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;

let t: TestApp;
let org: Org;
let other: Org;
let admin: string;
let learner: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id);
  learner = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
  otherAdmin = await t.tokenFor((await buildUser(t.db, other, 'organization_admin')).id, other.id);
});
afterAll(() => t?.close());

const asAdmin = (body?: unknown) => ({ orgId: org.id, token: admin, ...(body !== undefined ? { body } : {}) });

async function createGroup(name: string, nameAr: string | null = null) {
  const res = await t.call('POST', '/api/registration-form/groups', asAdmin({ name, nameAr }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; weight: number };
}

async function createField(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/registration-form/fields', asAdmin(body));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; weight: number };
}

describe('registration form builder', () => {
  it('builds groups and fields that learners then see, in their language', async () => {
    const group = await createGroup('Work', 'العمل');
    const select = await createField({
      groupId: group.id,
      fieldKey: 'sector',
      label: 'Sector',
      labelAr: 'القطاع',
      type: 'select',
      options: [
        { value: 'public', label: 'Public', labelAr: 'حكومي' },
        { value: 'private', label: 'Private', labelAr: null },
      ],
      modifiers: [{ slug: 'optional' }],
    });
    const text = await createField({
      groupId: group.id,
      fieldKey: 'employer',
      label: 'Employer',
      type: 'text',
      modifiers: [{ slug: 'max_length', value: '40' }],
    });
    expect(text.weight).toBe(select.weight + 1);

    const arabic = await t.call('GET', '/api/registration-form', { orgId: org.id, language: 'ar' });
    expect(arabic.status).toBe(200);
    const shown = arabic.body.groups.find((g: { id: number }) => g.id === group.id);
    expect(shown.name).toBe('العمل');
    expect(shown.fields.map((f: { fieldKey: string }) => f.fieldKey)).toEqual(['sector', 'employer']);
    expect(shown.fields[0]).toMatchObject({
      label: 'القطاع',
      type: { slug: 'select' },
      options: [
        { value: 'public', label: 'حكومي' },
        { value: 'private', label: 'Private' },
      ],
      modifiers: [{ slug: 'optional', value: null }],
    });
    // A label without its Arabic text falls back to the English one.
    expect(shown.fields[1]).toMatchObject({ label: 'Employer', modifiers: [{ slug: 'max_length', value: '40' }] });

    const moved = await t.call('POST', `/api/registration-form/fields/${text.id}/move`, asAdmin({ direction: 'up' }));
    expect(moved.status).toBe(200);
    const movedGroup = moved.body.groups.find((g: { id: number }) => g.id === group.id);
    expect(movedGroup.fields.map((f: { fieldKey: string }) => f.fieldKey)).toEqual(['employer', 'sector']);

    const updated = await t.call(
      'PATCH',
      `/api/registration-form/fields/${select.id}`,
      asAdmin({ type: 'text', labelAr: 'قطاع العمل' }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // No longer a select: its options go.
    expect(updated.body).toMatchObject({ type: 'text', labelAr: 'قطاع العمل', options: [], fieldKey: 'sector' });

    const managed = await t.call('GET', '/api/registration-form/manage', asAdmin());
    expect(managed.status).toBe(200);
    expect(managed.body.groups.find((g: { id: number }) => g.id === group.id)).toMatchObject({
      name: 'Work',
      nameAr: 'العمل',
      fields: [{ fieldKey: 'employer' }, { fieldKey: 'sector', labelAr: 'قطاع العمل' }],
    });
  });

  it('reorders and renames groups, and deletes only empty ones', async () => {
    const first = await createGroup('First');
    const second = await createGroup('Second');
    expect(second.weight).toBeGreaterThan(first.weight);
    const moved = await t.call('POST', `/api/registration-form/groups/${second.id}/move`, asAdmin({ direction: 'up' }));
    expect(moved.status).toBe(200);
    const ids = moved.body.groups.map((g: { id: number }) => g.id);
    expect(ids.indexOf(second.id)).toBe(ids.indexOf(first.id) - 1);

    const renamed = await t.call(
      'PATCH',
      `/api/registration-form/groups/${first.id}`,
      asAdmin({ name: 'Renamed', nameAr: 'معاد تسميتها' }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', nameAr: 'معاد تسميتها' });

    const field = await createField({ groupId: first.id, fieldKey: 'badge', label: 'Badge', type: 'number' });
    const refused = await t.call('DELETE', `/api/registration-form/groups/${first.id}`, asAdmin());
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('organizations-006');

    expect((await t.call('DELETE', `/api/registration-form/fields/${field.id}`, asAdmin())).status).toBe(204);
    expect((await t.call('DELETE', `/api/registration-form/groups/${first.id}`, asAdmin())).status).toBe(204);
    expect((await t.call('DELETE', `/api/registration-form/groups/${first.id}`, asAdmin())).status).toBe(404);
  });

  it('refuses a key in use, a select without options and unusable modifier values', async () => {
    const group = await createGroup('Checks');
    await createField({ groupId: group.id, fieldKey: 'license', label: 'License', type: 'text' });
    const taken = await t.call(
      'POST',
      '/api/registration-form/fields',
      asAdmin({ groupId: group.id, fieldKey: 'license', label: 'Again', type: 'text' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('organizations-007');

    for (const body of [
      { fieldKey: 'choice', label: 'Choice', type: 'select', options: [] },
      { fieldKey: 'plain', label: 'Plain', type: 'text', options: [{ value: 'a', label: 'A' }] },
      { fieldKey: 'short', label: 'Short', type: 'text', modifiers: [{ slug: 'max_length', value: 'ten' }] },
      { fieldKey: 'code', label: 'Code', type: 'text', modifiers: [{ slug: 'pattern', value: '[a-' }] },
      { fieldKey: 'Bad Key', label: 'Bad', type: 'text' },
      { fieldKey: 'nolabel', label: ' ', type: 'text' },
    ]) {
      const res = await t.call('POST', '/api/registration-form/fields', asAdmin({ groupId: group.id, ...body }));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe('validation');
    }
  });

  it('is for administrators of the organization: learners 403, other organizations 404', async () => {
    const group = await createGroup('Private');
    const field = await createField({ groupId: group.id, fieldKey: 'secret', label: 'Secret', type: 'text' });

    const asLearner = { orgId: org.id, token: learner };
    expect((await t.call('GET', '/api/registration-form/manage', asLearner)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/registration-form/groups', { ...asLearner, body: { name: 'Mine' } })).status,
    ).toBe(403);

    const asOther = (body?: unknown) => ({ orgId: other.id, token: otherAdmin, ...(body ? { body } : {}) });
    const otherForm = await t.call('GET', '/api/registration-form/manage', asOther());
    expect(otherForm.status).toBe(200);
    expect(otherForm.body.groups).toEqual([]);
    expect((await t.call('PATCH', `/api/registration-form/groups/${group.id}`, asOther({ name: 'X' }))).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/registration-form/groups/${group.id}`, asOther())).status).toBe(404);
    expect((await t.call('PATCH', `/api/registration-form/fields/${field.id}`, asOther({ label: 'X' }))).status).toBe(
      404,
    );
    expect(
      (await t.call('POST', `/api/registration-form/fields/${field.id}/move`, asOther({ direction: 'up' }))).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/registration-form/fields/${field.id}`, asOther())).status).toBe(404);
    // A field cannot be put into another organization's group.
    const otherGroup = await t.call('POST', '/api/registration-form/groups', asOther({ name: 'Theirs' }));
    expect(
      (
        await t.call(
          'POST',
          '/api/registration-form/fields',
          asAdmin({ groupId: otherGroup.body.id, fieldKey: 'sneaky', label: 'Sneaky', type: 'text' }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/api/registration-form/fields/${field.id}`, asAdmin({ groupId: otherGroup.body.id })))
        .status,
    ).toBe(404);
  });
});

describe('course categories for administrators', () => {
  it('lists both names with course counts, searched and paged; learners 403, other organizations see their own', async () => {
    const created = await t.call('POST', '/api/course-categories', asAdmin({ name: 'Nursing', nameAr: 'التمريض' }));
    expect(created.status).toBe(201);
    await t.call('POST', '/api/course-categories', asAdmin({ name: 'Pharmacy', nameAr: 'الصيدلة' }));

    const all = await t.call('GET', '/api/course-categories/manage', asAdmin());
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.data[0]).toEqual({
      id: created.body.id,
      name: 'Nursing',
      nameAr: 'التمريض',
      parentId: null,
      position: 0,
      courseCount: 0,
    });

    const searched = await t.call('GET', `/api/course-categories/manage?q=${encodeURIComponent('صيدل')}`, asAdmin());
    expect(searched.body.data.map((c: { name: string }) => c.name)).toEqual(['Pharmacy']);
    const paged = await t.call('GET', '/api/course-categories/manage?take=1&skip=1', asAdmin());
    expect(paged.body).toMatchObject({ total: 2, data: [{ name: 'Pharmacy' }] });

    expect((await t.call('GET', '/api/course-categories/manage', { orgId: org.id, token: learner })).status).toBe(403);
    const theirs = await t.call('GET', '/api/course-categories/manage', { orgId: other.id, token: otherAdmin });
    expect(theirs.body.total).toBe(0);
  });

  it('moves a category under another and sets its position; never under itself or below itself', async () => {
    const create = async (name: string, parentId: number | null = null) => {
      const res = await t.call('POST', '/api/course-categories', asAdmin({ name, nameAr: `${name} ع`, parentId }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const medicine = await create('Medicine');
    const surgery = await create('Surgery');
    const cardiac = await create('Cardiac surgery', surgery);

    const moved = await t.call(
      'PATCH',
      `/api/course-categories/${surgery}`,
      asAdmin({ parentId: medicine, position: 3 }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: surgery, parentId: medicine, position: 3 });
    const listed = await t.call('GET', '/api/course-categories/manage?q=surgery', asAdmin());
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: surgery, parentId: medicine, position: 3 }),
        expect.objectContaining({ id: cardiac, parentId: surgery }),
      ]),
    );

    // Under itself, its child or its grandchild: a loop, refused whatever else the call changes.
    for (const parentId of [medicine, surgery, cardiac]) {
      const loop = await t.call('PATCH', `/api/course-categories/${medicine}`, asAdmin({ parentId, name: 'Loop' }));
      expect(loop.status, String(parentId)).toBe(400);
      expect(loop.body.errorCode).toBe('courses-082');
    }
    const unchanged = await t.call('GET', `/api/course-categories/manage?q=medicine`, asAdmin());
    expect(unchanged.body.data).toEqual([expect.objectContaining({ id: medicine, name: 'Medicine', parentId: null })]);

    // Back to the top level.
    const top = await t.call('PATCH', `/api/course-categories/${surgery}`, asAdmin({ parentId: null }));
    expect(top.body).toMatchObject({ parentId: null, position: 3 });

    // Another organization's category is neither a parent (courses-075) nor movable (404).
    const theirs = await t.call('POST', '/api/course-categories', {
      orgId: other.id,
      token: otherAdmin,
      body: { name: 'Theirs', nameAr: 'لهم' },
    });
    const foreignParent = await t.call(
      'PATCH',
      `/api/course-categories/${surgery}`,
      asAdmin({ parentId: theirs.body.id }),
    );
    expect(foreignParent.body.errorCode).toBe('courses-075');
    const foreignMove = await t.call(
      'PATCH',
      `/api/course-categories/${theirs.body.id}`,
      asAdmin({ parentId: medicine }),
    );
    expect(foreignMove.status).toBe(404);
  });
});
