import {
  type CallBody,
  getMediaFile,
  getOrganizationDashboard,
  listFontFamilies,
  register,
  updateOrganizationBranding,
  updateOrganizationConfiguration,
  updateOrganizationTerminology,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';
import { buildMedia, pdfBytes } from '../../test/media-factories.ts';
import { ORGANIZATION_CHANGED } from './organizations.cache.ts';
import { configurationKeys } from './organizations.tables.ts';

type Member = Awaited<ReturnType<typeof buildSignedInMember>>;

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let other: Awaited<ReturnType<typeof buildOrg>>;
let admin: Member;
let instructor: Member;
let learner: Member;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://manara.example' });
  org = await buildOrg(t.db, { colors: { primary: '#112233' } });
  other = await buildOrg(t.db);
  admin = await buildSignedInMember(t, org, 'organization_admin');
  instructor = await buildSignedInMember(t, org, 'instructor');
  learner = await buildSignedInMember(t, org, 'learner');
});
afterAll(() => t?.close());

async function dashboardOf(orgId: number) {
  return ok(await t.request(getOrganizationDashboard, { orgId }));
}

describe('the admin site of an organization (adminUrl)', () => {
  it('is the portal of this app at the public address when the organization has no address of its own', async () => {
    expect((await dashboardOf(org.id)).adminUrl).toBe('https://manara.example/portal');
  });

  it("is the portal at the organization's student address when it has one", async () => {
    const own = await buildOrg(t.db, { studentUrl: 'https://learn.academy.example/' });
    expect((await dashboardOf(own.id)).adminUrl).toBe('https://learn.academy.example/portal');
  });

  it('stays where the organization points it', async () => {
    const elsewhere = await buildOrg(t.db, { adminUrl: 'https://admin.academy.example/' });
    expect((await dashboardOf(elsewhere.id)).adminUrl).toBe('https://admin.academy.example/');
  });
});

describe('the copyright message (issue 12, item 13)', () => {
  it("is null for an organization that wrote none, so that the app says the default in the reader's language", async () => {
    expect((await dashboardOf(org.id)).copyrightMessage).toBeNull();
  });
});

describe('PATCH /api/organizations-dashboard (branding)', () => {
  it('changes names, colours and font, and the next read of the dashboard shows them', async () => {
    // Read once, so that the cached copy is the old one.
    expect((await dashboardOf(org.id)).colors).toContainEqual({ slug: 'primary', value: '#112233' });
    const fonts = ok(await t.request(listFontFamilies, { as: admin }));
    const cairo = fonts.data.find((font) => font.name === 'Cairo');
    expect(cairo?.styles.map((style) => style.weight)).toEqual([400, 600, 700]);

    const res = await t.request(updateOrganizationBranding, {
      as: admin,
      body: {
        name: '  Renamed Academy ',
        nameArabic: 'الأكاديمية الجديدة',
        colors: [{ slug: 'primary', value: '#1B5E20' }],
        fontFamilyId: cairo?.id ?? null,
      },
    });
    expect(ok(res).name).toBe('Renamed Academy');

    const dashboard = await dashboardOf(org.id);
    expect(dashboard).toMatchObject({ name: 'Renamed Academy', nameArabic: 'الأكاديمية الجديدة' });
    expect(dashboard.colors).toContainEqual({ slug: 'primary', value: '#1b5e20' });
    // The colours not given keep their value.
    expect(dashboard.colors).toContainEqual({ slug: 'secondary', value: '#00c08b' });
    expect(dashboard.fontFamilies.map((font) => font.name)).toEqual(['Cairo']);
  });

  it('tells every process through the bus that the organization changed', async () => {
    const heard: unknown[] = [];
    const stop = await t.deps.bus.subscribe(ORGANIZATION_CHANGED, (payload) => heard.push(payload));
    await t.request(updateOrganizationBranding, { as: admin, body: { name: 'Heard Academy' } });
    await stop();
    expect(heard).toContainEqual({ orgId: org.id });
  });

  it('puts an uploaded image as logo, icon and certificate icon, and takes it away with null', async () => {
    const image = await buildMedia(t.db, org.id, { uploadedById: admin.id, storage: t.deps.storage });
    const res = await t.request(updateOrganizationBranding, {
      as: admin,
      body: { logoId: image.id, iconId: image.id, certificateIconId: image.id },
    });
    expect(res.status).toBe(200);
    const dashboard = await dashboardOf(org.id);
    expect(dashboard.logo).toEqual({ id: image.id, url: `/api/media/${image.id}/file` });
    expect(dashboard.certificateIcon?.id).toBe(image.id);
    // Branding is public: a guest opens the logo.
    const file = await t.request(getMediaFile, { params: { mediaId: image.id }, orgId: org.id });
    expect(file.status).toBe(200);

    await t.request(updateOrganizationBranding, { as: admin, body: { logoId: null } });
    expect((await dashboardOf(org.id)).logo).toBeNull();
  });

  it('refuses a file that is not an image, and another organization’s file', async () => {
    const pdf = await buildMedia(t.db, org.id, {
      uploadedById: admin.id,
      type: 'FILE',
      fileName: 'logo.pdf',
      content: pdfBytes(),
    });
    const notImage = await t.request(updateOrganizationBranding, { as: admin, body: { logoId: pdf.id } });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ errorCode: 'courses-084' });

    const foreign = await buildMedia(t.db, other.id);
    const res = await t.request(updateOrganizationBranding, { as: admin, body: { iconId: foreign.id } });
    expect(res.status).toBe(404);
  });

  it('refuses a font that is not offered, a colour that is not one, and an empty change', async () => {
    const font = await t.request(updateOrganizationBranding, { as: admin, body: { fontFamilyId: 999_999 } });
    expect(font.body).toMatchObject({ statusCode: 400, errorCode: 'organizations-004' });
    const invalid: CallBody<typeof updateOrganizationBranding>[] = [
      { colors: [{ slug: 'primary', value: 'red' }] },
      {},
      { name: '' },
    ];
    for (const body of invalid) {
      const res = await t.request(updateOrganizationBranding, { as: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
    // Untyped: the contract's types forbid a field that is not the organization's to change.
    const platformField = await t.call('PATCH', '/api/organizations-dashboard', {
      orgId: org.id,
      token: admin.token,
      body: { adminUrl: 'https://x.example' },
    });
    expect(platformField.status).toBe(400);
    expect(errorCodeOf(platformField)).toBe('validation');
  });

  it('is for those who manage the organization: not instructors nor learners', async () => {
    for (const member of [instructor, learner]) {
      const res = await t.request(updateOrganizationBranding, { as: member, body: { name: 'Taken over' } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errorCode: 'common-007' });
    }
    expect((await dashboardOf(org.id)).name).not.toBe('Taken over');
  });
});

describe('PATCH /api/organizations-dashboard/terminology', () => {
  it('sets words per language, singular and plural, and an empty word returns to the default', async () => {
    const res = await t.request(updateOrganizationTerminology, {
      as: admin,
      body: {
        terms: [
          { slug: 'student', language: 'ar', singular: 'متدرّب', plural: 'متدرّبون' },
          { slug: 'course', language: 'en', singular: 'Programme', plural: 'Programmes' },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { terminology } = await dashboardOf(org.id);
    expect(terminology.student?.organizationTerms).toEqual([
      { language: 'ar', medium: null, value: { singular: 'متدرّب', plural: 'متدرّبون' } },
    ]);
    expect(terminology.course?.organizationTerms).toEqual([
      { language: 'en', medium: null, value: { singular: 'Programme', plural: 'Programmes' } },
    ]);

    await t.request(updateOrganizationTerminology, {
      as: admin,
      body: { terms: [{ slug: 'course', language: 'en', singular: '', plural: null }] },
    });
    expect((await dashboardOf(org.id)).terminology.course?.organizationTerms).toEqual([]);
  });

  it('takes words only for the terms that are words, each once', async () => {
    // Untyped: the contract's types forbid a term that is an image.
    const image = await t.call('PATCH', '/api/organizations-dashboard/terminology', {
      orgId: org.id,
      token: admin.token,
      body: { terms: [{ slug: 'auth_image', language: 'en', singular: 'x', plural: 'x' }] },
    });
    expect(image.status).toBe(400);
    const invalid: CallBody<typeof updateOrganizationTerminology>['terms'][] = [
      [
        { slug: 'course', language: 'en', singular: 'A', plural: 'As' },
        { slug: 'course', language: 'en', singular: 'B', plural: 'Bs' },
      ],
      [],
    ];
    for (const terms of invalid) {
      const res = await t.request(updateOrganizationTerminology, { as: admin, body: { terms } });
      expect(res.status).toBe(400);
    }
  });

  it('is not for learners', async () => {
    const res = await t.request(updateOrganizationTerminology, {
      as: learner,
      body: { terms: [{ slug: 'course', language: 'en', singular: 'Mine', plural: 'Mine' }] },
    });
    expect(res.status).toBe(403);
  });
});

describe('PATCH /api/organizations-dashboard/configuration', () => {
  it('changes settings, and the guard applies them at the next call', async () => {
    const open = await t.request(updateOrganizationConfiguration, {
      as: admin,
      body: {
        self_registration_enabled: true,
        registration_approval: { strategy: 'domain', domain: 'Academy.Example' },
      },
    });
    const config = Object.fromEntries(ok(open).configuration.map((entry) => [entry.key, entry.value]));
    expect(config).toMatchObject({
      self_registration_enabled: true,
      registration_approval: { strategy: 'domain', domain: 'academy.example' },
    });

    await t.request(updateOrganizationConfiguration, { as: admin, body: { self_registration_enabled: false } });
    const registration = await t.request(register, {
      orgId: org.id,
      body: { email: 'late@academy.example', password: 'Late@12345', firstName: 'L', lastName: 'T', city: 'Riyadh' },
    });
    expect(registration.status).toBe(403);
    expect(registration.body).toMatchObject({ errorCode: 'auth-014' });
  });

  it("refuses the platform's keys, a domain strategy without a domain and values of the wrong shape", async () => {
    // Untyped: the contract's types forbid the platform's keys and a value of the wrong type.
    for (const body of [
      { footer_hidden: true },
      { moyasar_credentials: { secretKey: 'sk' } },
      { two_factor_enabled: 'yes' },
    ]) {
      const res = await t.call('PATCH', '/api/organizations-dashboard/configuration', {
        orgId: org.id,
        token: admin.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
    const invalid: CallBody<typeof updateOrganizationConfiguration>[] = [
      { registration_approval: { strategy: 'domain', domain: null } },
      { contact_email: 'not an address' },
      {},
    ];
    for (const body of invalid) {
      const res = await t.request(updateOrganizationConfiguration, { as: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
    }
  });

  it('answers organizations-005 for a key the platform has taken from organizations', async () => {
    await t.db
      .update(configurationKeys)
      .set({ isEditableByOrgAdmin: false })
      .where(eq(configurationKeys.key, 'wallet_enabled'));
    const res = await t.request(updateOrganizationConfiguration, { as: admin, body: { wallet_enabled: true } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorCode: 'organizations-005' });
    await t.db
      .update(configurationKeys)
      .set({ isEditableByOrgAdmin: true })
      .where(eq(configurationKeys.key, 'wallet_enabled'));
  });

  it('is not for instructors', async () => {
    const res = await t.request(updateOrganizationConfiguration, { as: instructor, body: { wallet_enabled: true } });
    expect(res.status).toBe(403);
  });
});
