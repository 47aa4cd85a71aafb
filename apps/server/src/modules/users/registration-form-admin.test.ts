import {
  type CreateRegistrationFieldBody,
  createCourseCategory,
  createRegistrationField,
  createRegistrationGroup,
  deleteRegistrationField,
  deleteRegistrationGroup,
  getManagedRegistrationForm,
  getRegistrationForm,
  listAuthoringCategories,
  moveRegistrationField,
  moveRegistrationGroup,
  updateCourseCategory,
  updateRegistrationField,
  updateRegistrationGroup,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type Caller = { token: string; orgId: number };

let t: TestApp;
let org: Org;
let other: Org;
let admin: Caller;
let learner: Caller;
let otherAdmin: Caller;

async function caller(o: Org, set: 'learner' | 'organization_admin'): Promise<Caller> {
  return { token: await t.tokenFor((await buildUser(t.db, o, set)).id, o.id), orgId: o.id };
}

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await caller(org, 'organization_admin');
  learner = await caller(org, 'learner');
  otherAdmin = await caller(other, 'organization_admin');
});
afterAll(() => t?.close());

async function createGroup(name: string, nameAr: string | null = null) {
  const res = await t.request(createRegistrationGroup, { body: { name, nameAr }, as: admin });
  expect(res.status, res.raw).toBe(201);
  return ok(res);
}

async function createField(body: CreateRegistrationFieldBody) {
  const res = await t.request(createRegistrationField, { body, as: admin });
  expect(res.status, res.raw).toBe(201);
  return ok(res);
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

    const arabic = await t.request(getRegistrationForm, { orgId: org.id, language: 'ar' });
    expect(arabic.status).toBe(200);
    const shown = ok(arabic).groups.find((g) => g.id === group.id);
    expect(shown?.name).toBe('العمل');
    expect(shown?.fields.map((f) => f.fieldKey)).toEqual(['sector', 'employer']);
    expect(shown?.fields[0]).toMatchObject({
      label: 'القطاع',
      type: { slug: 'select' },
      options: [
        { value: 'public', label: 'حكومي' },
        { value: 'private', label: 'Private' },
      ],
      modifiers: [{ slug: 'optional', value: null }],
    });
    // A label without its Arabic text falls back to the English one.
    expect(shown?.fields[1]).toMatchObject({ label: 'Employer', modifiers: [{ slug: 'max_length', value: '40' }] });

    const moved = await t.request(moveRegistrationField, {
      params: { fieldId: text.id },
      body: { direction: 'up' },
      as: admin,
    });
    expect(moved.status).toBe(200);
    const movedGroup = ok(moved).groups.find((g) => g.id === group.id);
    expect(movedGroup?.fields.map((f) => f.fieldKey)).toEqual(['employer', 'sector']);

    const updated = await t.request(updateRegistrationField, {
      params: { fieldId: select.id },
      body: { type: 'text', labelAr: 'قطاع العمل' },
      as: admin,
    });
    expect(updated.status, updated.raw).toBe(200);
    // No longer a select: its options go.
    expect(ok(updated)).toMatchObject({ type: 'text', labelAr: 'قطاع العمل', options: [], fieldKey: 'sector' });

    const managed = await t.request(getManagedRegistrationForm, { as: admin });
    expect(managed.status).toBe(200);
    expect(ok(managed).groups.find((g) => g.id === group.id)).toMatchObject({
      name: 'Work',
      nameAr: 'العمل',
      fields: [{ fieldKey: 'employer' }, { fieldKey: 'sector', labelAr: 'قطاع العمل' }],
    });
  });

  it('reorders and renames groups, and deletes only empty ones', async () => {
    const first = await createGroup('First');
    const second = await createGroup('Second');
    expect(second.weight).toBeGreaterThan(first.weight);
    const moved = await t.request(moveRegistrationGroup, {
      params: { groupId: second.id },
      body: { direction: 'up' },
      as: admin,
    });
    expect(moved.status).toBe(200);
    const ids = ok(moved).groups.map((g) => g.id);
    expect(ids.indexOf(second.id)).toBe(ids.indexOf(first.id) - 1);

    const firstGroup = { groupId: first.id };
    const renamed = await t.request(updateRegistrationGroup, {
      params: firstGroup,
      body: { name: 'Renamed', nameAr: 'معاد تسميتها' },
      as: admin,
    });
    expect(renamed.status).toBe(200);
    expect(ok(renamed)).toMatchObject({ name: 'Renamed', nameAr: 'معاد تسميتها' });

    const field = await createField({ groupId: first.id, fieldKey: 'badge', label: 'Badge', type: 'number' });
    const refused = await t.request(deleteRegistrationGroup, { params: firstGroup, as: admin });
    expect(refused.status).toBe(409);
    expect(errorCodeOf(refused)).toBe('organizations-006');

    expect((await t.request(deleteRegistrationField, { params: { fieldId: field.id }, as: admin })).status).toBe(204);
    expect((await t.request(deleteRegistrationGroup, { params: firstGroup, as: admin })).status).toBe(204);
    expect((await t.request(deleteRegistrationGroup, { params: firstGroup, as: admin })).status).toBe(404);
  });

  it('refuses a key in use, a select without options and unusable modifier values', async () => {
    const group = await createGroup('Checks');
    await createField({ groupId: group.id, fieldKey: 'license', label: 'License', type: 'text' });
    const taken = await t.request(createRegistrationField, {
      body: { groupId: group.id, fieldKey: 'license', label: 'Again', type: 'text' },
      as: admin,
    });
    expect(taken.status).toBe(409);
    expect(errorCodeOf(taken)).toBe('organizations-007');

    const invalid: Omit<CreateRegistrationFieldBody, 'groupId'>[] = [
      { fieldKey: 'choice', label: 'Choice', type: 'select', options: [] },
      { fieldKey: 'plain', label: 'Plain', type: 'text', options: [{ value: 'a', label: 'A' }] },
      { fieldKey: 'short', label: 'Short', type: 'text', modifiers: [{ slug: 'max_length', value: 'ten' }] },
      { fieldKey: 'code', label: 'Code', type: 'text', modifiers: [{ slug: 'pattern', value: '[a-' }] },
      { fieldKey: 'Bad Key', label: 'Bad', type: 'text' },
      { fieldKey: 'nolabel', label: ' ', type: 'text' },
    ];
    for (const body of invalid) {
      const res = await t.request(createRegistrationField, { body: { groupId: group.id, ...body }, as: admin });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
  });

  it('is for administrators of the organization: learners 403, other organizations 404', async () => {
    const group = await createGroup('Private');
    const field = await createField({ groupId: group.id, fieldKey: 'secret', label: 'Secret', type: 'text' });

    expect((await t.request(getManagedRegistrationForm, { as: learner })).status).toBe(403);
    expect((await t.request(createRegistrationGroup, { body: { name: 'Mine' }, as: learner })).status).toBe(403);

    const otherForm = await t.request(getManagedRegistrationForm, { as: otherAdmin });
    expect(otherForm.status).toBe(200);
    expect(ok(otherForm).groups).toEqual([]);
    const groupParams = { groupId: group.id };
    const fieldParams = { fieldId: field.id };
    const as = otherAdmin;
    expect((await t.request(updateRegistrationGroup, { params: groupParams, body: { name: 'X' }, as })).status).toBe(
      404,
    );
    expect((await t.request(deleteRegistrationGroup, { params: groupParams, as })).status).toBe(404);
    expect((await t.request(updateRegistrationField, { params: fieldParams, body: { label: 'X' }, as })).status).toBe(
      404,
    );
    expect(
      (await t.request(moveRegistrationField, { params: fieldParams, body: { direction: 'up' }, as })).status,
    ).toBe(404);
    expect((await t.request(deleteRegistrationField, { params: fieldParams, as })).status).toBe(404);
    // A field cannot be put into another organization's group.
    const otherGroup = ok(await t.request(createRegistrationGroup, { body: { name: 'Theirs' }, as }));
    const sneaky = await t.request(createRegistrationField, {
      body: { groupId: otherGroup.id, fieldKey: 'sneaky', label: 'Sneaky', type: 'text' },
      as: admin,
    });
    expect(sneaky.status).toBe(404);
    const moved = await t.request(updateRegistrationField, {
      params: fieldParams,
      body: { groupId: otherGroup.id },
      as: admin,
    });
    expect(moved.status).toBe(404);
  });
});

describe('course categories for administrators', () => {
  it('lists both names with course counts, searched and paged; learners 403, other organizations see their own', async () => {
    const created = await t.request(createCourseCategory, { body: { name: 'Nursing', nameAr: 'التمريض' }, as: admin });
    expect(created.status).toBe(201);
    await t.request(createCourseCategory, { body: { name: 'Pharmacy', nameAr: 'الصيدلة' }, as: admin });

    const all = await t.request(listAuthoringCategories, { as: admin });
    expect(all.status).toBe(200);
    expect(ok(all).total).toBe(2);
    expect(ok(all).data[0]).toEqual({
      id: ok(created).id,
      name: 'Nursing',
      nameAr: 'التمريض',
      parentId: null,
      position: 0,
      courseCount: 0,
    });

    const searched = await t.request(listAuthoringCategories, { query: { q: 'صيدل' }, as: admin });
    expect(ok(searched).data.map((c) => c.name)).toEqual(['Pharmacy']);
    const paged = await t.request(listAuthoringCategories, { query: { take: 1, skip: 1 }, as: admin });
    expect(ok(paged)).toMatchObject({ total: 2, data: [{ name: 'Pharmacy' }] });

    expect((await t.request(listAuthoringCategories, { as: learner })).status).toBe(403);
    const theirs = await t.request(listAuthoringCategories, { as: otherAdmin });
    expect(ok(theirs).total).toBe(0);
  });

  it('moves a category under another and sets its position; never under itself or below itself', async () => {
    const create = async (name: string, parentId: number | null = null) => {
      const res = await t.request(createCourseCategory, { body: { name, nameAr: `${name} ع`, parentId }, as: admin });
      expect(res.status, res.raw).toBe(201);
      return ok(res).id;
    };
    const medicine = await create('Medicine');
    const surgery = await create('Surgery');
    const cardiac = await create('Cardiac surgery', surgery);

    const moved = await t.request(updateCourseCategory, {
      params: { categoryId: surgery },
      body: { parentId: medicine, position: 3 },
      as: admin,
    });
    expect(moved.status).toBe(200);
    expect(ok(moved)).toMatchObject({ id: surgery, parentId: medicine, position: 3 });
    const listed = await t.request(listAuthoringCategories, { query: { q: 'surgery' }, as: admin });
    expect(ok(listed).data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: surgery, parentId: medicine, position: 3 }),
        expect.objectContaining({ id: cardiac, parentId: surgery }),
      ]),
    );

    // Under itself, its child or its grandchild: a loop, refused whatever else the call changes.
    for (const parentId of [medicine, surgery, cardiac]) {
      const loop = await t.request(updateCourseCategory, {
        params: { categoryId: medicine },
        body: { parentId, name: 'Loop' },
        as: admin,
      });
      expect(loop.status, String(parentId)).toBe(400);
      expect(errorCodeOf(loop)).toBe('courses-082');
    }
    const unchanged = await t.request(listAuthoringCategories, { query: { q: 'medicine' }, as: admin });
    expect(ok(unchanged).data).toEqual([expect.objectContaining({ id: medicine, name: 'Medicine', parentId: null })]);

    // Back to the top level.
    const top = await t.request(updateCourseCategory, {
      params: { categoryId: surgery },
      body: { parentId: null },
      as: admin,
    });
    expect(ok(top)).toMatchObject({ parentId: null, position: 3 });

    // Another organization's category is neither a parent (courses-075) nor movable (404).
    const theirs = ok(
      await t.request(createCourseCategory, { body: { name: 'Theirs', nameAr: 'لهم' }, as: otherAdmin }),
    );
    const foreignParent = await t.request(updateCourseCategory, {
      params: { categoryId: surgery },
      body: { parentId: theirs.id },
      as: admin,
    });
    expect(errorCodeOf(foreignParent)).toBe('courses-075');
    const foreignMove = await t.request(updateCourseCategory, {
      params: { categoryId: theirs.id },
      body: { parentId: medicine },
      as: admin,
    });
    expect(foreignMove.status).toBe(404);
  });
});
