import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegistrationForm } from '../../db/seed/demo-registration-form.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
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
    const res = await t.call('GET', '/api/registration-form', { orgId: org.id, language: 'ar' });
    expect(res.body.groups[0].name).toBe('البيانات المهنية');
    const years = res.body.groups[0].fields.find((f: { fieldKey: string }) => f.fieldKey === 'yearsOfExperience');
    expect(years).toMatchObject({ label: 'سنوات الخبرة', type: { slug: 'number' } });
    expect(years.modifiers.map((m: { slug: string }) => m.slug)).toEqual(['optional', 'min', 'max']);
    const sector = res.body.groups[0].fields.find((f: { fieldKey: string }) => f.fieldKey === 'sector');
    expect(sector.options).toContainEqual({ value: 'academic', label: 'أكاديمي' });
    expect((await t.call('GET', '/api/registration-form', { orgId: other.id })).body).toEqual({ groups: [] });
  });
});

describe('users/:userId', () => {
  it('shows oneself; another member only to an administrator; never a member of another organization', async () => {
    const me = await buildUser(t.db, org, 'learner');
    const peer = await buildUser(t.db, org, 'learner');
    const foreign = await buildUser(t.db, other, 'learner');
    const token = await t.tokenFor(me.id, org.id);
    expect((await t.call('GET', `/api/users/${me.id}`, { orgId: org.id, token })).body.id).toBe(me.id);
    expect((await t.call('GET', `/api/users/${peer.id}`, { orgId: org.id, token })).status).toBe(404);
    const admin = await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id);
    expect((await t.call('GET', `/api/users/${peer.id}`, { orgId: org.id, token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/users/${foreign.id}`, { orgId: org.id, token: admin })).status).toBe(404);
  });

  it('updates one’s own profile, validating the registration-form fields', async () => {
    const me = await buildUser(t.db, org, 'learner');
    const token = await t.tokenFor(me.id, org.id);
    const res = await t.call('PATCH', `/api/users/${me.id}`, {
      orgId: org.id,
      token,
      body: { city: 'Jeddah', preferredLanguage: 'ar', extraFields: { jobTitle: 'Analyst', sector: 'private' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ city: 'Jeddah', preferredLanguage: 'ar' });
    expect(res.body.extraFields).toContainEqual({ formField: { fieldKey: 'jobTitle' }, value: 'Analyst' });
    const bad = await t.call('PATCH', `/api/users/${me.id}`, {
      orgId: org.id,
      token,
      body: { extraFields: { sector: 'pirate' } },
    });
    expect(bad.status).toBe(400);
    const again = await t.call('GET', `/api/users/${me.id}`, { orgId: org.id, token });
    expect(again.body.extraFields).toContainEqual({ formField: { fieldKey: 'sector' }, value: 'private' });
    const peer = await buildUser(t.db, org, 'learner');
    expect((await t.call('PATCH', `/api/users/${peer.id}`, { orgId: org.id, token, body: { city: 'X' } })).status).toBe(
      404,
    );
  });
});
