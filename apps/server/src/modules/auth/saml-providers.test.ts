import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { buildSsoProvider, createTestIdentityProvider, createTestServiceProvider } from '../../test/saml.ts';
import { samlify } from './saml.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type TestIdp = Awaited<ReturnType<typeof createTestIdentityProvider>>;

const PUBLIC_URL = 'http://localhost:3000';
let t: TestApp;
let org: Org;
let other: Org;
let admin: string;
let learner: string;
let otherAdmin: string;
let idp: TestIdp;
let foreignProviderId: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id);
  learner = await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id);
  otherAdmin = await t.tokenFor((await buildUser(t.db, other, 'organization_admin')).id, other.id);
  idp = await createTestIdentityProvider('idp.providers.test');
  foreignProviderId = (await buildSsoProvider(t.db, other.id, { slug: 'theirs', metadataXml: idp.metadataXml })).id;
});
afterAll(() => t?.close());

const asAdmin = (body?: unknown) => ({ orgId: org.id, token: admin, ...(body !== undefined ? { body } : {}) });

async function createProvider(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/sso-providers', asAdmin({ name: 'Provider', ...body }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('SSO provider management', () => {
  it('creates, lists, reads, updates and deletes an identity provider', async () => {
    const created = await createProvider({ slug: 'okta', name: 'Okta', metadataXml: idp.metadataXml });
    expect(created).toMatchObject({
      slug: 'okta',
      name: 'Okta',
      role: 'identity-provider',
      entityId: 'https://idp.providers.test/metadata',
      createsMembers: true,
      isEnabled: true,
      metadataXml: idp.metadataXml,
      ourMetadataUrl: `${PUBLIC_URL}/api/auth/sso/okta/metadata?org=${org.domainPrefix}`,
      ourAcsUrl: `${PUBLIC_URL}/api/auth/sso/okta/acs?org=${org.domainPrefix}`,
    });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);

    const list = await t.call('GET', '/api/sso-providers', asAdmin());
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: created.id, slug: 'okta', role: 'identity-provider' }),
    ]);
    expect(list.body.data[0]).not.toHaveProperty('metadataXml');

    const read = await t.call('GET', `/api/sso-providers/${created.id}`, asAdmin());
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);

    const updated = await t.call(
      'PATCH',
      `/api/sso-providers/${created.id}`,
      asAdmin({ name: 'Okta (staff)', createsMembers: false, slug: 'ignored' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ slug: 'okta', name: 'Okta (staff)', createsMembers: false, isEnabled: true });

    const removed = await t.call('DELETE', `/api/sso-providers/${created.id}`, asAdmin());
    expect(removed.status).toBe(204);
    expect((await t.call('GET', `/api/sso-providers/${created.id}`, asAdmin())).status).toBe(404);
    expect((await t.call('GET', '/api/sso-providers', asAdmin())).body.total).toBe(0);
  });

  it('reads a service provider from its metadata and names our identity-provider metadata', async () => {
    const { metadataXml } = createTestServiceProvider('courses.providers.test');
    const created = await createProvider({ slug: 'ecornell', metadataXml, isEnabled: false });
    expect(created).toMatchObject({
      role: 'service-provider',
      entityId: 'https://courses.providers.test/saml',
      isEnabled: false,
      ourMetadataUrl: `${PUBLIC_URL}/api/auth/sso/idp-metadata?org=${org.domainPrefix}`,
      ourAcsUrl: null,
    });
    await t.call('DELETE', `/api/sso-providers/${created.id}`, asAdmin());
  });

  it('refuses members without administrator_portal, and organizations without crud_members (common-007)', async () => {
    const res = await t.call('GET', '/api/sso-providers', { orgId: org.id, token: learner });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('common-007');
    const limited = await buildOrg(t.db, { organizationPermissions: ['enabled', 'lms'] });
    const limitedAdmin = await t.tokenFor((await buildUser(t.db, limited, 'organization_admin')).id, limited.id);
    const refused = await t.call('GET', '/api/sso-providers', { orgId: limited.id, token: limitedAdmin });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('common-007');
  });

  it("answers 404 for another organization's provider on get, patch and delete, and leaves it unchanged", async () => {
    const url = `/api/sso-providers/${foreignProviderId}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { isEnabled: false }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, url, asAdmin(body));
      expect(res.status, method).toBe(404);
      expect(res.body.errorCode, method).toBe('common-002');
    }
    const theirs = await t.call('GET', url, { orgId: other.id, token: otherAdmin });
    expect(theirs.body).toMatchObject({ slug: 'theirs', isEnabled: true });
    expect((await t.call('GET', '/api/sso-providers', asAdmin())).body.data).toEqual([]);
  });

  it('refuses a slug already used in the organization (sso-002), but not one of another organization', async () => {
    const first = await createProvider({ slug: 'twice', metadataXml: idp.metadataXml });
    const again = await t.call(
      'POST',
      '/api/sso-providers',
      asAdmin({ slug: 'twice', name: 'Again', metadataXml: idp.metadataXml }),
    );
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('sso-002');
    const foreignSlug = await createProvider({ slug: 'theirs', metadataXml: idp.metadataXml });
    for (const id of [first.id, foreignSlug.id]) await t.call('DELETE', `/api/sso-providers/${id}`, asAdmin());
  });

  it('refuses metadata that is not SAML metadata of either side (sso-001), and malformed slugs (validation)', async () => {
    for (const metadataXml of [
      'not xml at all',
      '<html><body>Okta</body></html>',
      '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://x.test"/>',
    ]) {
      const res = await t.call('POST', '/api/sso-providers', asAdmin({ slug: 'broken', name: 'Broken', metadataXml }));
      expect(res.status, metadataXml).toBe(400);
      expect(res.body.errorCode, metadataXml).toBe('sso-001');
    }
    const created = await createProvider({ slug: 'kept', metadataXml: idp.metadataXml });
    const patched = await t.call('PATCH', `/api/sso-providers/${created.id}`, asAdmin({ metadataXml: '<x/>' }));
    expect(patched.body.errorCode).toBe('sso-001');
    expect((await t.call('GET', `/api/sso-providers/${created.id}`, asAdmin())).body.metadataXml).toBe(idp.metadataXml);
    for (const slug of ['Upper', 'with space', '-leading', 'under_score']) {
      const res = await t.call(
        'POST',
        '/api/sso-providers',
        asAdmin({ slug, name: 'Bad', metadataXml: idp.metadataXml }),
      );
      expect(res.status, slug).toBe(400);
      expect(res.body.errorCode, slug).toBe('validation');
    }
    await t.call('DELETE', `/api/sso-providers/${created.id}`, asAdmin());
  });

  it('makes a provider created through the API serve SAML sign-in, and a disabled one answer 404', async () => {
    const created = await createProvider({ slug: 'azure', metadataXml: idp.metadataXml });
    const metadata = await t.app.inject({ method: 'GET', url: `/api/auth/sso/azure/metadata?org=${org.domainPrefix}` });
    expect(metadata.statusCode).toBe(200);
    const sp = samlify.ServiceProvider({ metadata: metadata.body });
    expect(sp.entityMeta.getEntityID()).toBe(created.ourMetadataUrl);
    expect(sp.entityMeta.getAssertionConsumerService('post')).toBe(created.ourAcsUrl);

    // The sign-in starts: a signed AuthnRequest to the identity provider, which accepts it.
    const login = await t.app.inject({ method: 'GET', url: `/api/auth/sso/azure/login?org=${org.domainPrefix}` });
    expect(login.statusCode).toBe(302);
    const location = new URL(login.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://idp.providers.test/sso');
    const octetString = location.search
      .slice(1)
      .split('&')
      .filter((part) => !part.startsWith('Signature='))
      .join('&');
    const request = await idp.idp.parseLoginRequest(sp, 'redirect', {
      query: Object.fromEntries(location.searchParams),
      octetString,
    });
    expect(request.extract.request?.assertionConsumerServiceUrl).toBe(created.ourAcsUrl);

    const disabled = await t.call('PATCH', `/api/sso-providers/${created.id}`, asAdmin({ isEnabled: false }));
    expect(disabled.body.isEnabled).toBe(false);
    for (const path of ['metadata', 'login']) {
      const res = await t.call('GET', `/api/auth/sso/azure/${path}?org=${org.domainPrefix}`);
      expect(res.status, path).toBe(404);
      expect(res.body.errorCode, path).toBe('common-002');
    }
  });

  it('makes a service provider created through the API receive signed-in members, until disabled', async () => {
    const { metadataXml } = createTestServiceProvider('lms.providers.test');
    const created = await createProvider({ slug: 'courses', metadataXml });
    const page = await t.call('GET', '/api/auth/sso/courses/authenticate-user/course-7', {
      orgId: org.id,
      token: admin,
    });
    expect(page.status).toBe(200);
    expect(page.raw).toContain('action="https://lms.providers.test/saml/acs"');
    await t.call('PATCH', `/api/sso-providers/${created.id}`, asAdmin({ isEnabled: false }));
    const refused = await t.call('GET', '/api/auth/sso/courses/authenticate-user/course-7', {
      orgId: org.id,
      token: admin,
    });
    expect(refused.status).toBe(404);
  });
});
