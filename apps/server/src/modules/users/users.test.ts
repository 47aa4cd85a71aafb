import { getRegistrationForm, getUser, updateUser } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegistrationForm } from '../../db/seed/demo-registration-form.ts';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  await t.db.transaction((tx) => seedRegistrationForm(tx, org.id));
});
afterAll(() => t?.close());

describe('GET /api/registration-form', () => {
  it('answers the groups and fields in the request language, with modifiers in priority order', async () => {
    const [group] = ok(await t.request(getRegistrationForm, { orgId: org.id, language: 'ar' })).groups;
    expect(group?.name).toBe('البيانات المهنية');
    const years = group?.fields.find((f) => f.fieldKey === 'yearsOfExperience');
    expect(years).toMatchObject({ label: 'سنوات الخبرة', type: { slug: 'number' } });
    expect(years?.modifiers.map((m) => m.slug)).toEqual(['optional', 'min', 'max']);
    const sector = group?.fields.find((f) => f.fieldKey === 'sector');
    expect(sector?.options).toContainEqual({ value: 'academic', label: 'أكاديمي' });
    expect(ok(await t.request(getRegistrationForm, { orgId: other.id }))).toEqual({ groups: [] });
  });
});

describe('users/:userId', () => {
  it('shows oneself; another member only to an administrator; never a member of another organization', async () => {
    const me = await buildUser(t.db, org, 'learner');
    const peer = await buildUser(t.db, org, 'learner');
    const foreign = await buildUser(t.db, other, 'learner');
    const as = { token: await t.tokenFor(me.id, org.id), orgId: org.id };
    expect(ok(await t.request(getUser, { params: { userId: me.id }, as })).id).toBe(me.id);
    expect((await t.request(getUser, { params: { userId: peer.id }, as })).status).toBe(404);
    const admin = {
      token: await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id),
      orgId: org.id,
    };
    expect((await t.request(getUser, { params: { userId: peer.id }, as: admin })).status).toBe(200);
    expect((await t.request(getUser, { params: { userId: foreign.id }, as: admin })).status).toBe(404);
  });

  it('updates one’s own profile, validating the registration-form fields', async () => {
    const me = await buildUser(t.db, org, 'learner');
    const as = { token: await t.tokenFor(me.id, org.id), orgId: org.id };
    const params = { userId: me.id };
    const res = await t.request(updateUser, {
      params,
      body: { city: 'Jeddah', preferredLanguage: 'ar', extraFields: { jobTitle: 'Analyst', sector: 'private' } },
      as,
    });
    expect(res.status).toBe(200);
    expect(ok(res)).toMatchObject({ city: 'Jeddah', preferredLanguage: 'ar' });
    expect(ok(res).extraFields).toContainEqual({ formField: { fieldKey: 'jobTitle' }, value: 'Analyst' });
    const bad = await t.request(updateUser, { params, body: { extraFields: { sector: 'pirate' } }, as });
    expect(bad.status).toBe(400);
    const again = await t.request(getUser, { params, as });
    expect(ok(again).extraFields).toContainEqual({ formField: { fieldKey: 'sector' }, value: 'private' });
    const peer = await buildUser(t.db, org, 'learner');
    expect((await t.request(updateUser, { params: { userId: peer.id }, body: { city: 'X' }, as })).status).toBe(404);
  });
});
