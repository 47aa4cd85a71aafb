import {
  authenticateSsoUser,
  type CallBody,
  createSsoProvider,
  deleteSsoProvider,
  getSsoProvider,
  getSsoServiceProviderMetadata,
  listSsoProviders,
  startSsoSignIn,
  updateSsoProvider,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { buildSsoProvider, createTestIdentityProvider, createTestServiceProvider } from '../../test/saml.ts';
import { samlify } from './saml.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type TestIdp = Awaited<ReturnType<typeof createTestIdentityProvider>>;
type Caller = { token: string; orgId: number };

const PUBLIC_URL = 'http://localhost:3000';
let t: TestApp;
let org: Org;
let other: Org;
let admin: Caller;
let learner: Caller;
let otherAdmin: Caller;
let idp: TestIdp;
let foreignProviderId: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  admin = { token: await t.tokenFor((await buildUser(t.db, org, 'organization_admin')).id, org.id), orgId: org.id };
  learner = { token: await t.tokenFor((await buildUser(t.db, org, 'learner')).id, org.id), orgId: org.id };
  otherAdmin = {
    token: await t.tokenFor((await buildUser(t.db, other, 'organization_admin')).id, other.id),
    orgId: other.id,
  };
  idp = await createTestIdentityProvider('idp.providers.test');
  foreignProviderId = (await buildSsoProvider(t.db, other.id, { slug: 'theirs', metadataXml: idp.metadataXml })).id;
});
afterAll(() => t?.close());

async function createProvider(body: Omit<CallBody<typeof createSsoProvider>, 'name'> & { name?: string }) {
  const res = await t.request(createSsoProvider, { body: { name: 'Provider', ...body }, as: admin });
  expect(res.status, res.raw).toBe(201);
  return ok(res);
}

const provider = (created: { id: number }) => ({ providerId: created.id });

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

    const list = await t.request(listSsoProviders, { as: admin });
    expect(list.status).toBe(200);
    expect(ok(list).total).toBe(1);
    expect(ok(list).data).toEqual([
      expect.objectContaining({ id: created.id, slug: 'okta', role: 'identity-provider' }),
    ]);
    expect(ok(list).data[0]).not.toHaveProperty('metadataXml');

    const read = await t.request(getSsoProvider, { params: provider(created), as: admin });
    expect(read.status).toBe(200);
    expect(ok(read)).toEqual(created);

    // Untyped: the slug is fixed, so the contract's update body has none; a client that sends one is ignored.
    const updated = await t.call('PATCH', `/api/sso-providers/${created.id}`, {
      ...admin,
      body: { name: 'Okta (staff)', createsMembers: false, slug: 'ignored' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ slug: 'okta', name: 'Okta (staff)', createsMembers: false, isEnabled: true });

    const removed = await t.request(deleteSsoProvider, { params: provider(created), as: admin });
    expect(removed.status).toBe(204);
    expect((await t.request(getSsoProvider, { params: provider(created), as: admin })).status).toBe(404);
    expect(ok(await t.request(listSsoProviders, { as: admin })).total).toBe(0);
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
    await t.request(deleteSsoProvider, { params: provider(created), as: admin });
  });

  it('refuses members without administrator_portal, and organizations without crud_members (common-007)', async () => {
    const res = await t.request(listSsoProviders, { as: learner });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('common-007');
    const limited = await buildOrg(t.db, { organizationPermissions: ['enabled', 'lms'] });
    const limitedAdmin = await t.tokenFor((await buildUser(t.db, limited, 'organization_admin')).id, limited.id);
    const refused = await t.request(listSsoProviders, { as: { token: limitedAdmin, orgId: limited.id } });
    expect(refused.status).toBe(403);
    expect(errorCodeOf(refused)).toBe('common-007');
  });

  it("answers 404 for another organization's provider on get, patch and delete, and leaves it unchanged", async () => {
    const params = { providerId: foreignProviderId };
    const answers = {
      GET: await t.request(getSsoProvider, { params, as: admin }),
      PATCH: await t.request(updateSsoProvider, { params, body: { isEnabled: false }, as: admin }),
      DELETE: await t.request(deleteSsoProvider, { params, as: admin }),
    };
    for (const [method, res] of Object.entries(answers)) {
      expect(res.status, method).toBe(404);
      expect(errorCodeOf(res), method).toBe('common-002');
    }
    const theirs = await t.request(getSsoProvider, { params, as: otherAdmin });
    expect(ok(theirs)).toMatchObject({ slug: 'theirs', isEnabled: true });
    expect(ok(await t.request(listSsoProviders, { as: admin })).data).toEqual([]);
  });

  it('refuses a slug already used in the organization (sso-002), but not one of another organization', async () => {
    const first = await createProvider({ slug: 'twice', metadataXml: idp.metadataXml });
    const again = await t.request(createSsoProvider, {
      body: { slug: 'twice', name: 'Again', metadataXml: idp.metadataXml },
      as: admin,
    });
    expect(again.status).toBe(409);
    expect(errorCodeOf(again)).toBe('sso-002');
    const foreignSlug = await createProvider({ slug: 'theirs', metadataXml: idp.metadataXml });
    for (const created of [first, foreignSlug]) {
      await t.request(deleteSsoProvider, { params: provider(created), as: admin });
    }
  });

  it('refuses metadata that is not SAML metadata of either side (sso-001), and malformed slugs (validation)', async () => {
    for (const metadataXml of [
      'not xml at all',
      '<html><body>Okta</body></html>',
      '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://x.test"/>',
    ]) {
      const res = await t.request(createSsoProvider, {
        body: { slug: 'broken', name: 'Broken', metadataXml },
        as: admin,
      });
      expect(res.status, metadataXml).toBe(400);
      expect(errorCodeOf(res), metadataXml).toBe('sso-001');
    }
    const created = await createProvider({ slug: 'kept', metadataXml: idp.metadataXml });
    const patched = await t.request(updateSsoProvider, {
      params: provider(created),
      body: { metadataXml: '<x/>' },
      as: admin,
    });
    expect(errorCodeOf(patched)).toBe('sso-001');
    expect(ok(await t.request(getSsoProvider, { params: provider(created), as: admin })).metadataXml).toBe(
      idp.metadataXml,
    );
    for (const slug of ['Upper', 'with space', '-leading', 'under_score']) {
      const res = await t.request(createSsoProvider, {
        body: { slug, name: 'Bad', metadataXml: idp.metadataXml },
        as: admin,
      });
      expect(res.status, slug).toBe(400);
      expect(errorCodeOf(res), slug).toBe('validation');
    }
    await t.request(deleteSsoProvider, { params: provider(created), as: admin });
  });

  it('makes a provider created through the API serve SAML sign-in, and a disabled one answer 404', async () => {
    const created = await createProvider({ slug: 'azure', metadataXml: idp.metadataXml });
    const azure = { params: { provider: 'azure' }, query: { org: org.domainPrefix } };
    const metadata = await t.request(getSsoServiceProviderMetadata, azure);
    expect(metadata.status).toBe(200);
    const sp = samlify().ServiceProvider({ metadata: ok(metadata) });
    expect(sp.entityMeta.getEntityID()).toBe(created.ourMetadataUrl);
    expect(sp.entityMeta.getAssertionConsumerService('post')).toBe(created.ourAcsUrl);

    // The sign-in starts: a signed AuthnRequest to the identity provider, which accepts it.
    const login = await t.request(startSsoSignIn, azure);
    expect(login.status).toBe(302);
    const location = new URL(String(login.headers.location));
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

    const disabled = await t.request(updateSsoProvider, {
      params: provider(created),
      body: { isEnabled: false },
      as: admin,
    });
    expect(ok(disabled).isEnabled).toBe(false);
    const answers = {
      metadata: await t.request(getSsoServiceProviderMetadata, azure),
      login: await t.request(startSsoSignIn, azure),
    };
    for (const [path, res] of Object.entries(answers)) {
      expect(res.status, path).toBe(404);
      expect(errorCodeOf(res), path).toBe('common-002');
    }
  });

  it('makes a service provider created through the API receive signed-in members, until disabled', async () => {
    const { metadataXml } = createTestServiceProvider('lms.providers.test');
    const created = await createProvider({ slug: 'courses', metadataXml });
    const params = { provider: 'courses', ssoid: 'course-7' };
    const page = await t.request(authenticateSsoUser, { params, as: admin });
    expect(page.status).toBe(200);
    expect(ok(page)).toContain('action="https://lms.providers.test/saml/acs"');
    await t.request(updateSsoProvider, { params: provider(created), body: { isEnabled: false }, as: admin });
    const refused = await t.request(authenticateSsoUser, { params, as: admin });
    expect(refused.status).toBe(404);
  });
});
