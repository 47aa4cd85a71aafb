import { type CallQuery, getCustomConfig, getOrganizationDashboard } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg } from '../../test/factories.ts';
import { ORGANIZATION_CHANGED } from './organizations.cache.ts';
import { organizations } from './organizations.tables.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  demo = await buildOrg(t.db, {
    name: 'Demo Academy',
    nameArabic: 'أكاديمية التجربة',
    domainPrefix: 'demo',
    studentUrl: 'https://learn.demo-academy.example/',
    colors: { primary: '#112233' },
    configuration: { self_registration_enabled: true, moyasar_credentials: { secretKey: 'sk_live_x' } },
  });
  other = await buildOrg(t.db, { name: 'Other', nameArabic: 'أخرى', domainPrefix: 'other' });
});
afterAll(() => t?.close());

describe('GET /api/organizations-dashboard', () => {
  it('answers the organization of the Organization header with branding, configuration and terminology', async () => {
    const res = await t.request(getOrganizationDashboard, { orgId: demo.id });
    expect(res.status).toBe(200);
    const dashboard = ok(res);
    expect(dashboard).toMatchObject({
      id: demo.id,
      name: 'Demo Academy',
      nameArabic: 'أكاديمية التجربة',
      currencyCode: 'SAR',
    });
    expect(dashboard.colors).toContainEqual({ slug: 'primary', value: '#112233' });
    expect(dashboard.colors).toContainEqual({ slug: 'secondary', value: '#00c08b' });
    const config = Object.fromEntries(dashboard.configuration.map((c) => [c.key, c.value]));
    expect(config.self_registration_enabled).toBe(true);
    expect(config.two_factor_enabled).toBe(false);
    expect(config.registration_approval).toEqual({ strategy: 'off', domain: null });
    expect(config).not.toHaveProperty('moyasar_credentials');
    expect(dashboard.terminology.course?.defaultValue.singular).toEqual({ en: 'Course', ar: 'دورة' });
    expect(Object.keys(dashboard.terminology)).toEqual(
      expect.arrayContaining(['auth_image', 'banner_title', 'blended', 'dashboard', 'instructor', 'module', 'student']),
    );
    expect(dashboard.settings).toEqual({ passingGradePercentage: 0.5, mandatoryAttendancePercentage: 1 });
  });

  it('defaults to organization 1 without the header', async () => {
    const res = await t.request(getOrganizationDashboard);
    expect(res.status).toBe(200);
    expect(ok(res).id).toBe(1);
  });

  it('finds the organization by domain prefix and by URL', async () => {
    const byPrefix = await t.request(getOrganizationDashboard, { query: { prefix: 'other' }, orgId: demo.id });
    expect(ok(byPrefix).id).toBe(other.id);
    const byStudentUrl = await t.request(getOrganizationDashboard, {
      query: { url: 'https://learn.demo-academy.example/lms' },
      orgId: other.id,
    });
    expect(ok(byStudentUrl).id).toBe(demo.id);
    const bySubdomain = await t.request(getOrganizationDashboard, { query: { url: 'https://other.manara.example' } });
    expect(ok(bySubdomain).id).toBe(other.id);
  });

  it('answers organizations-001 for an unknown organization, prefix or URL', async () => {
    const unknown: CallQuery<typeof getOrganizationDashboard>[] = [{ prefix: 'nope' }, { url: 'https://nope.example' }];
    for (const query of unknown) {
      const res = await t.request(getOrganizationDashboard, { query });
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe('organizations-001');
    }
    const res = await t.request(getOrganizationDashboard, { orgId: 999_999 });
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe('organizations-001');
  });

  it('shows organization terms per language', async () => {
    const { organizationTerms, terminologyKeys } = await import('../organizations/organizations.tables.ts');
    const { eq } = await import('drizzle-orm');
    const [key] = await t.db.select().from(terminologyKeys).where(eq(terminologyKeys.slug, 'student'));
    await t.db.insert(organizationTerms).values({
      organizationId: demo.id,
      terminologyKeyId: key!.id,
      language: 'ar',
      valueSingular: 'متدرّب',
      valuePlural: 'متدرّبون',
    });
    await t.deps.bus.publish(ORGANIZATION_CHANGED, { orgId: demo.id });
    await expect
      .poll(async () => {
        const res = await t.request(getOrganizationDashboard, { orgId: demo.id });
        return ok(res).terminology.student?.organizationTerms;
      })
      .toEqual([{ language: 'ar', medium: null, value: { singular: 'متدرّب', plural: 'متدرّبون' } }]);
  });
});

describe('the organization cache', () => {
  it('answers a read that the echo of a change overtook, and keeps nothing older', async () => {
    const cache = t.deps.organizationCache;
    const org = await buildOrg(t.db, { name: 'Before' });
    await cache.dashboard(org.id);
    // The writer changes the organization and forgets its copy; a request reads it again, and
    // before that read ends the bus brings the same change back (Redis delivers it later).
    await t.db.update(organizations).set({ name: 'After' }).where(eq(organizations.id, org.id));
    cache.forget(org.id);
    const inFlight = cache.dashboard(org.id);
    cache.forget(org.id);
    expect((await inFlight).name).toBe('After');
    expect((await cache.dashboard(org.id)).name).toBe('After');
  });
});

describe('Organization header', () => {
  it.each([[''], ['abc'], ['1.5'], ['-1'], ['0'], ['99999999999']])(
    'rejects %j with organizations-003',
    async (value) => {
      const res = await t.request(getOrganizationDashboard, { headers: { organization: value } });
      expect(res.status).toBe(400);
      expect(errorCodeOf(res)).toBe('organizations-003');
    },
  );

  it('speaks the language header', async () => {
    const res = await t.request(getOrganizationDashboard, { orgId: 424_242, language: 'ar' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'المؤسسة غير موجودة.' });
  });
});

describe('GET /api/organizations-dashboard/custom-configs/:organizationId/:key', () => {
  it('answers one value', async () => {
    const res = await t.request(getCustomConfig, {
      params: { organizationId: demo.id, key: 'self_registration_enabled' },
      orgId: demo.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'self_registration_enabled', value: true });
  });

  it('answers the default when the organization has not set the key', async () => {
    const res = await t.request(getCustomConfig, {
      params: { organizationId: other.id, key: 'marketplace_enabled' },
      orgId: other.id,
    });
    expect(res.body).toEqual({ key: 'marketplace_enabled', value: false });
  });

  it('never answers credentials, nor unknown keys', async () => {
    for (const key of ['moyasar_credentials', 'no_such_key']) {
      const res = await t.request(getCustomConfig, { params: { organizationId: demo.id, key }, orgId: demo.id });
      expect(res.status).toBe(404);
      expect(errorCodeOf(res)).toBe('organizations-002');
    }
  });

  it("answers 404 for another organization's configuration", async () => {
    const res = await t.request(getCustomConfig, {
      params: { organizationId: other.id, key: 'self_registration_enabled' },
      orgId: demo.id,
    });
    expect(res.status).toBe(404);
  });
});
