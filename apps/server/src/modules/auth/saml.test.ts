import { createHash, randomUUID } from 'node:crypto';
import {
  authenticateSsoUser,
  getSsoIdentityProviderMetadata,
  getSsoServiceProviderMetadata,
  signInWithSsoToken,
  startSsoSignIn,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../platform/clock.ts';
import { serverSecrets } from '../../platform/platform.tables.ts';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import {
  buildSsoProvider,
  createTestIdentityProvider,
  createTestServiceProvider,
  testSigningKeys,
} from '../../test/saml.ts';
import { tokenIn } from '../../test/sign-in.ts';
import { users } from '../users/users.tables.ts';
import { bindings, nameIdFormats, RSA_SHA256, samlify } from './saml.ts';
import { createSamlKeyStore } from './saml-keys.ts';

type Org = Awaited<ReturnType<typeof buildOrg>>;
type TestIdp = Awaited<ReturnType<typeof createTestIdentityProvider>>;

const PUBLIC_URL = 'http://localhost:3000';
/** The app's clock: our request ids expire by it (samlify checks the answer's own times by the real one). */
const clock = createManualClock();
let t: TestApp;
// Identity providers post without our headers, so requests without `Organization` mean organization 1: `org` is built first.
let org: Org;
let other: Org;
let oktaIdp: TestIdp;
let otherIdp: TestIdp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  org = await buildOrg(t.db);
  other = await buildOrg(t.db);
  [oktaIdp, otherIdp] = await Promise.all([
    createTestIdentityProvider('idp.example.test'),
    createTestIdentityProvider('idp.other.test'),
  ]);
  await buildSsoProvider(t.db, org.id, { slug: 'okta', metadataXml: oktaIdp.metadataXml });
  await buildSsoProvider(t.db, org.id, { slug: 'strict', metadataXml: oktaIdp.metadataXml, createsMembers: false });
  await buildSsoProvider(t.db, org.id, { slug: 'retired', metadataXml: oktaIdp.metadataXml, isEnabled: false });
  await buildSsoProvider(t.db, other.id, { slug: 'okta', metadataXml: otherIdp.metadataXml });
  await buildSsoProvider(t.db, other.id, { slug: 'shared', metadataXml: oktaIdp.metadataXml });
  await buildSsoProvider(t.db, other.id, { slug: 'elsewhere', metadataXml: otherIdp.metadataXml });
});
afterAll(() => t?.close());

async function member(inOrg: Org = org, overrides: Parameters<typeof buildUser>[3] = {}) {
  const user = await buildUser(t.db, inOrg, 'learner', overrides);
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return { ...user, email: row!.email };
}

/** GET …/login as a browser opens it: the 302 to the identity provider. */
async function startSignIn(slug: string, inOrg: Org = org, returnTo?: string) {
  const res = await t.request(startSsoSignIn, {
    params: { provider: slug },
    query: { org: inOrg.domainPrefix, ...(returnTo ? { returnTo } : {}) },
  });
  expect(res.status).toBe(302);
  return new URL(String(res.headers.location));
}

/** The identity provider's side: it reads our metadata and checks the signed AuthnRequest. */
async function receiveAtIdp(idp: TestIdp, location: URL, slug: string, inOrg: Org = org) {
  const metadata = await t.request(getSsoServiceProviderMetadata, {
    params: { provider: slug },
    query: { org: inOrg.domainPrefix },
  });
  const sp = samlify().ServiceProvider({ metadata: ok(metadata) });
  const octetString = location.search
    .slice(1)
    .split('&')
    .filter((part) => !part.startsWith('Signature='))
    .join('&');
  const request = await idp.idp.parseLoginRequest(sp, 'redirect', {
    query: Object.fromEntries(location.searchParams),
    octetString,
  });
  return { sp, request, relayState: location.searchParams.get('RelayState') ?? undefined };
}

/** The identity provider's signed answer for `email`; `tags` change what it asserts. */
async function answer(
  idp: TestIdp,
  at: Awaited<ReturnType<typeof receiveAtIdp>>,
  email: string,
  tags: Record<string, string | undefined> = {},
) {
  const now = new Date();
  const later = new Date(now.getTime() + 5 * 60_000).toISOString();
  const acs = at.sp.entityMeta.getAssertionConsumerService('post') as string;
  const requestId = at.request.extract.request?.id as string;
  const response = await idp.idp.createLoginResponse(
    at.sp,
    { extract: at.request.extract },
    'post',
    { email },
    {
      customTagReplacement: (template) => {
        const id = `_${randomUUID()}`;
        const context = samlify().SamlLib.replaceTagsByValue(template, {
          ID: id,
          AssertionID: `_${randomUUID()}`,
          Destination: acs,
          Audience: at.sp.entityMeta.getEntityID(),
          SubjectRecipient: acs,
          Issuer: idp.idp.entityMeta.getEntityID(),
          IssueInstant: now.toISOString(),
          StatusCode: samlify().Constants.StatusCode.Success,
          ConditionsNotBefore: now.toISOString(),
          ConditionsNotOnOrAfter: later,
          SubjectConfirmationDataNotOnOrAfter: later,
          NameIDFormat: samlify().Constants.namespace.format.emailAddress,
          NameID: email,
          InResponseTo: requestId,
          AuthnStatement: '',
          attrGivenName: 'Sara',
          attrSn: 'Haddad',
          ...tags,
        });
        return { id, context };
      },
    },
  );
  return { SAMLResponse: response.context, acs };
}

/** The browser posts the answer to our ACS (a form post, without our headers: untyped, the typed client sends JSON). */
async function postToAcs(acs: string, SAMLResponse: string, RelayState?: string) {
  const target = new URL(acs);
  const res = await t.app.inject({
    method: 'POST',
    url: `${target.pathname}${target.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse, ...(RelayState !== undefined ? { RelayState } : {}) }).toString(),
  });
  return { status: res.statusCode, location: res.headers.location ? new URL(res.headers.location as string) : null };
}

/** The whole round trip for `email`; answers where the ACS redirects to. */
async function signInThroughIdp(
  email: string,
  options: {
    slug?: string;
    inOrg?: Org;
    idp?: TestIdp;
    returnTo?: string;
    tags?: Record<string, string | undefined>;
  } = {},
) {
  const slug = options.slug ?? 'okta';
  const inOrg = options.inOrg ?? org;
  const idp = options.idp ?? oktaIdp;
  const at = await receiveAtIdp(idp, await startSignIn(slug, inOrg, options.returnTo), slug, inOrg);
  const { SAMLResponse, acs } = await answer(idp, at, email, options.tags);
  return postToAcs(acs, SAMLResponse, at.relayState);
}

async function signInWithSuperToken(location: URL, inOrg: Org = org) {
  return t.request(signInWithSsoToken, { query: { token: tokenIn(location, 'super_token') }, orgId: inOrg.id });
}

function expectRefused(result: { status: number; location: URL | null }, code: string, inOrg: Org = org) {
  expect(result.status).toBe(302);
  expect(result.location?.origin).toBe(PUBLIC_URL);
  expect(result.location?.pathname).toBe('/auth/login');
  expect(result.location?.searchParams.get('sso_error')).toBe(code);
  expect(result.location?.searchParams.get('org')).toBe(inOrg.domainPrefix);
  expect(result.location?.searchParams.has('super_token')).toBe(false);
}

describe('the SAML names written out in saml.ts', () => {
  it('are samlify’s own', () => {
    const { namespace, algorithms } = samlify().Constants;
    expect(bindings).toEqual({ redirect: namespace.binding.redirect, post: namespace.binding.post });
    expect(nameIdFormats.emailAddress).toBe(namespace.format.emailAddress);
    expect(RSA_SHA256).toBe(algorithms.signature.RSA_SHA256);
  });
});

describe('GET /api/auth/sso/:provider/metadata', () => {
  it('answers our service-provider metadata: entity id, ACS URL and signing certificate', async () => {
    const res = await t.request(getSsoServiceProviderMetadata, {
      params: { provider: 'okta' },
      query: { org: org.domainPrefix },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/samlmetadata+xml; charset=utf-8');
    const entityId = `${PUBLIC_URL}/api/auth/sso/okta/metadata?org=${org.domainPrefix}`;
    const sp = samlify().ServiceProvider({ metadata: ok(res) });
    expect(sp.entityMeta.getEntityID()).toBe(entityId);
    expect(sp.entityMeta.getAssertionConsumerService('post')).toBe(
      `${PUBLIC_URL}/api/auth/sso/okta/acs?org=${org.domainPrefix}`,
    );
    expect(ok(res)).toContain('X509Certificate');
  });

  it("finds the organization by the Organization header when the address doesn't name it", async () => {
    const res = await t.request(getSsoServiceProviderMetadata, { params: { provider: 'okta' }, orgId: other.id });
    expect(res.status).toBe(200);
    expect(res.raw).toContain(`org=${other.domainPrefix}`);
  });

  it("answers 404 for another organization's provider, a disabled one, a service provider, and an unknown organization", async () => {
    const query = { org: org.domainPrefix };
    const answers = {
      'elsewhere/metadata': await t.request(getSsoServiceProviderMetadata, {
        params: { provider: 'elsewhere' },
        query,
      }),
      'elsewhere/login': await t.request(startSsoSignIn, { params: { provider: 'elsewhere' }, query }),
      'retired/metadata': await t.request(getSsoServiceProviderMetadata, { params: { provider: 'retired' }, query }),
      'nothing-here/metadata': await t.request(getSsoServiceProviderMetadata, {
        params: { provider: 'nothing-here' },
        query,
      }),
    };
    for (const [path, res] of Object.entries(answers)) {
      expect(res.status, path).toBe(404);
      expect(errorCodeOf(res), path).toBe('common-002');
    }
    const acs = await postToAcs(`${PUBLIC_URL}/api/auth/sso/elsewhere/acs?org=${org.domainPrefix}`, 'PHg+');
    expect(acs.status).toBe(404);
    const unknown = await t.request(getSsoServiceProviderMetadata, {
      params: { provider: 'okta' },
      query: { org: 'no-such-prefix' },
    });
    expect(unknown.status).toBe(404);
    expect(errorCodeOf(unknown)).toBe('organizations-001');
  });
});

describe('SAML sign-in (our service provider)', () => {
  it('signs an existing member in: login → identity provider → ACS → super_token → GET auth/sso', async () => {
    const person = await member();
    const result = await signInThroughIdp(person.email.toUpperCase(), { returnTo: '/lms/courses?tab=mine' });
    expect(result.status).toBe(302);
    expect(result.location?.origin).toBe(PUBLIC_URL);
    expect(result.location?.pathname).toBe('/lms/courses');
    expect(result.location?.searchParams.get('tab')).toBe('mine');
    expect(result.location?.searchParams.get('org')).toBe(org.domainPrefix);
    const session = await signInWithSuperToken(result.location!);
    expect(session.status).toBe(200);
    expect(ok(session).user).toMatchObject({ id: person.id, email: person.email });
    // The token works once.
    const again = await signInWithSuperToken(result.location!);
    expect(errorCodeOf(again)).toBe('auth-021');
  });

  it('signs the AuthnRequest and sends returnTo as the RelayState; without returnTo the web app opens at /', async () => {
    const location = await startSignIn('okta', org, '/events');
    expect(`${location.origin}${location.pathname}`).toBe('https://idp.example.test/sso');
    expect(location.searchParams.get('RelayState')).toBe('/events');
    expect(location.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    const at = await receiveAtIdp(oktaIdp, location, 'okta');
    expect(at.request.extract.request?.assertionConsumerServiceUrl).toBe(
      `${PUBLIC_URL}/api/auth/sso/okta/acs?org=${org.domainPrefix}`,
    );
    const person = await member();
    const result = await signInThroughIdp(person.email);
    expect(result.location?.pathname).toBe('/');
  });

  it('creates a member with the default permission set, a verified e-mail and the asserted names', async () => {
    const email = `new-${randomUUID()}@example.test`;
    const result = await signInThroughIdp(email);
    const session = await signInWithSuperToken(result.location!);
    expect(session.status).toBe(200);
    expect(ok(session).user).toMatchObject({ email, firstName: 'Sara', lastName: 'Haddad', isVerified: true });
    expect(ok(session).portals).toEqual({ isAdministrator: false, isInstructor: false });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();
  });

  it('refuses a new person when the provider does not create members (auth-002), and creates nobody', async () => {
    const email = `stranger-${randomUUID()}@example.test`;
    expectRefused(await signInThroughIdp(email, { slug: 'strict' }), 'auth-002');
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('never joins an account of another organization to this one (auth-002)', async () => {
    const outsider = await member(other);
    expectRefused(await signInThroughIdp(outsider.email), 'auth-002');
  });

  it('refuses a disabled member (auth-001) and one waiting for approval (auth-009)', async () => {
    const disabled = await member();
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, disabled.id));
    expectRefused(await signInThroughIdp(disabled.email), 'auth-001');
    const waiting = await member();
    await t.db.update(users).set({ requiresApproval: true }).where(eq(users.id, waiting.id));
    expectRefused(await signInThroughIdp(waiting.email), 'auth-009');
  });

  it('follows only a path of the web app from the RelayState', async () => {
    const person = await member();
    const at = await receiveAtIdp(oktaIdp, await startSignIn('okta'), 'okta');
    const { SAMLResponse, acs } = await answer(oktaIdp, at, person.email);
    const result = await postToAcs(acs, SAMLResponse, '//evil.example/steal');
    expect(result.location?.origin).toBe(PUBLIC_URL);
    expect(result.location?.pathname).toBe('/');
    const refused = await t.request(startSsoSignIn, {
      params: { provider: 'okta' },
      query: { org: org.domainPrefix, returnTo: 'https://evil.example' },
    });
    expect(refused.status).toBe(400);
    expect(errorCodeOf(refused)).toBe('validation');
  });

  describe('refuses an answer that is not good (auth-022)', () => {
    async function freshAnswer(email: string, tags: Record<string, string | undefined> = {}, idp = oktaIdp) {
      const at = await receiveAtIdp(idp, await startSignIn('okta'), 'okta');
      return answer(idp, at, email, tags);
    }

    it('a tampered one', async () => {
      const person = await member();
      const victim = await member();
      const { SAMLResponse, acs } = await freshAnswer(person.email);
      const xml = Buffer.from(SAMLResponse, 'base64').toString('utf8').replaceAll(person.email, victim.email);
      expectRefused(await postToAcs(acs, Buffer.from(xml).toString('base64')), 'auth-022');
    });

    it('an unsigned one', async () => {
      const person = await member();
      const at = await receiveAtIdp(oktaIdp, await startSignIn('okta'), 'okta');
      const { SAMLResponse, acs } = await answer(oktaIdp, at, person.email);
      const unsigned = Buffer.from(SAMLResponse, 'base64')
        .toString('utf8')
        .replace(/<ds:Signature[\s\S]*?<\/ds:Signature>/g, '');
      expect(unsigned).not.toContain('Signature');
      expectRefused(await postToAcs(acs, Buffer.from(unsigned).toString('base64')), 'auth-022');
    });

    it('one signed by another key than the metadata names', async () => {
      const person = await member();
      const impostorKeys = await testSigningKeys('idp.example.test');
      const impostor = samlify().IdentityProvider({
        metadata: oktaIdp.metadataXml,
        privateKey: impostorKeys.privateKey,
        loginResponseTemplate: oktaIdp.idp.entitySetting.loginResponseTemplate,
      });
      const { SAMLResponse, acs } = await freshAnswer(person.email, {}, { ...oktaIdp, idp: impostor });
      expectRefused(await postToAcs(acs, SAMLResponse), 'auth-022');
    });

    it('an expired one, and one not valid yet', async () => {
      const person = await member();
      const past = new Date(Date.now() - 10 * 60_000).toISOString();
      const expired = await freshAnswer(person.email, { ConditionsNotBefore: past, ConditionsNotOnOrAfter: past });
      expectRefused(await postToAcs(expired.acs, expired.SAMLResponse), 'auth-022');
      const future = new Date(Date.now() + 10 * 60_000).toISOString();
      const early = await freshAnswer(person.email, { ConditionsNotBefore: future });
      expectRefused(await postToAcs(early.acs, early.SAMLResponse), 'auth-022');
    });

    it('one for another audience or recipient', async () => {
      const person = await member();
      const audience = await freshAnswer(person.email, { Audience: 'https://someone-else.example/sp' });
      expectRefused(await postToAcs(audience.acs, audience.SAMLResponse), 'auth-022');
      const recipient = await freshAnswer(person.email, { SubjectRecipient: 'https://someone-else.example/acs' });
      expectRefused(await postToAcs(recipient.acs, recipient.SAMLResponse), 'auth-022');
    });

    it('one that answers no request of ours (unsolicited), or a forged request id', async () => {
      const person = await member();
      const unsolicited = await freshAnswer(person.email, { InResponseTo: undefined });
      expectRefused(await postToAcs(unsolicited.acs, unsolicited.SAMLResponse), 'auth-022');
      const forged = await freshAnswer(person.email, { InResponseTo: `_${org.id}.1.9999999999.abc.forged` });
      expectRefused(await postToAcs(forged.acs, forged.SAMLResponse), 'auth-022');
    });

    it('one that comes when its request has expired by the app’s clock (ten minutes)', async () => {
      const person = await member();
      const inTime = await freshAnswer(person.email);
      const late = await freshAnswer(person.email);
      const start = clock.now();
      try {
        clock.advance(9 * 60_000);
        expect((await postToAcs(inTime.acs, inTime.SAMLResponse)).location?.searchParams.has('super_token')).toBe(true);
        clock.advance(2 * 60_000);
        expectRefused(await postToAcs(late.acs, late.SAMLResponse), 'auth-022');
      } finally {
        clock.set(start);
      }
    });

    it('the same answer twice (replay)', async () => {
      const person = await member();
      const { SAMLResponse, acs } = await freshAnswer(person.email);
      expect((await postToAcs(acs, SAMLResponse)).location?.searchParams.has('super_token')).toBe(true);
      expectRefused(await postToAcs(acs, SAMLResponse), 'auth-022');
    });

    it('one without an e-mail, and one that is not SAML at all', async () => {
      const nameless = await freshAnswer('not-an-email', {
        NameIDFormat: samlify().Constants.namespace.format.unspecified,
      });
      expectRefused(await postToAcs(nameless.acs, nameless.SAMLResponse), 'auth-022');
      const garbage = await postToAcs(
        `${PUBLIC_URL}/api/auth/sso/okta/acs?org=${org.domainPrefix}`,
        Buffer.from('<not-saml/>').toString('base64'),
      );
      expectRefused(garbage, 'auth-022');
    });

    it("one from another organization's identity provider", async () => {
      const person = await member();
      // The other organization's IdP answers a request of ours: wrong issuer and certificate.
      const foreign = await freshAnswer(person.email, {}, otherIdp);
      expectRefused(await postToAcs(foreign.acs, foreign.SAMLResponse), 'auth-022');
      // The same IdP serves both organizations: an answer to the other organization's request is not for us.
      const shared = await member(other);
      const at = await receiveAtIdp(oktaIdp, await startSignIn('shared', other), 'shared', other);
      const theirs = await answer(oktaIdp, at, shared.email);
      const ours = `${PUBLIC_URL}/api/auth/sso/okta/acs?org=${org.domainPrefix}`;
      expectRefused(await postToAcs(ours, theirs.SAMLResponse), 'auth-022');
      // …while the other organization signs its member in with it.
      const result = await postToAcs(theirs.acs, theirs.SAMLResponse);
      expect(ok(await signInWithSuperToken(result.location!, other)).user?.id).toBe(shared.id);
    });
  });

  it('answers 400 validation to an answer without SAMLResponse', async () => {
    // Untyped: the contract's types forbid an answer without SAMLResponse.
    const res = await t.call('POST', `/api/auth/sso/okta/acs?org=${org.domainPrefix}`, { body: { RelayState: '/' } });
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe('validation');
  });
});

describe('GET /api/auth/sso/:provider/authenticate-user/:ssoid (our identity provider)', () => {
  let course: ReturnType<typeof createTestServiceProvider>;

  beforeAll(async () => {
    course = createTestServiceProvider();
    await buildSsoProvider(t.db, org.id, { slug: 'ecornell', metadataXml: course.metadataXml });
  });

  function formOf(html: string) {
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
    return {
      action: /<form method="post" action="([^"]+)"/.exec(html)?.[1],
      SAMLResponse: field('SAMLResponse'),
      RelayState: field('RelayState'),
    };
  }

  it('answers a self-submitting form that posts a signed response for the user, with RelayState = ssoid', async () => {
    const person = await member(org, { firstName: 'Lina', lastName: 'Omar' });
    const res = await t.request(authenticateSsoUser, {
      params: { provider: 'ecornell', ssoid: 'course-42' },
      as: { token: await t.tokenFor(person.id, org.id), orgId: org.id },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.raw).toContain('document.forms[0].submit()');
    // Opened as a page of its own, it runs only that script (by hash) and may post to the ACS.
    const policy = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update('document.forms[0].submit();').digest('base64');
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('form-action https:');
    expect(res.raw).toMatch(/<noscript><button type="submit">.*Continue.*<\/button><\/noscript>/);
    const form = formOf(res.raw);
    expect(form.action).toBe('https://courses.example.test/saml/acs');
    expect(form.RelayState).toBe('course-42');

    const idpMetadata = await t.request(getSsoIdentityProviderMetadata, { query: { org: org.domainPrefix } });
    expect(idpMetadata.status).toBe(200);
    const ourIdp = samlify().IdentityProvider({ metadata: idpMetadata.raw });
    expect(ourIdp.entityMeta.getEntityID()).toBe(`${PUBLIC_URL}/api/auth/sso/idp-metadata?org=${org.domainPrefix}`);
    const parsed = await course.sp.parseLoginResponse(ourIdp, 'post', { body: { SAMLResponse: form.SAMLResponse } });
    expect(parsed.extract.nameID).toBe(person.email);
    expect(parsed.extract.audience).toBe('https://courses.example.test/saml');
    expect(parsed.extract.attributes).toMatchObject({ email: person.email, firstName: 'Lina', lastName: 'Omar' });
  });

  it('escapes the ssoid it echoes', async () => {
    const person = await member();
    const res = await t.request(authenticateSsoUser, {
      params: { provider: 'ecornell', ssoid: '"><script>x</script>' },
      as: { token: await t.tokenFor(person.id, org.id), orgId: org.id },
    });
    expect(res.status).toBe(200);
    expect(res.raw).not.toContain('<script>x</script>');
    expect(formOf(res.raw).RelayState).toBe('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
  });

  it('answers 401 without a token, 404 for an identity provider, an unknown or another organization’s provider', async () => {
    const course42 = { provider: 'ecornell', ssoid: 'course-42' };
    const anonymous = await t.request(authenticateSsoUser, { params: course42, orgId: org.id });
    expect(anonymous.status).toBe(401);
    expect(errorCodeOf(anonymous)).toBe('common-009');
    const person = await member();
    const as = { token: await t.tokenFor(person.id, org.id), orgId: org.id };
    for (const provider of ['okta', 'nothing-here']) {
      const res = await t.request(authenticateSsoUser, { params: { ...course42, provider }, as });
      expect(res.status, provider).toBe(404);
    }
    const stranger = await member(other);
    const foreign = await t.request(authenticateSsoUser, {
      params: course42,
      as: { token: await t.tokenFor(stranger.id, other.id), orgId: other.id },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('the SAML key', () => {
  it('is generated once, kept in server_secrets and shared by every process', async () => {
    const [first, second] = await Promise.all([createSamlKeyStore(t.db).get(), createSamlKeyStore(t.db).get()]);
    expect(second).toEqual(first);
    const rows = await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'saml'));
    expect(rows).toHaveLength(1);
    expect(first.certificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
  });
});

describe('the OpenAPI document', () => {
  // The OpenAPI document is served by the docs plugin, not by a call of the contract: untyped.
  it('shows the documents and redirects these calls answer', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    expect(paths['/api/auth/sso/{provider}/metadata'].get.responses['200'].content).toHaveProperty(
      'application/samlmetadata+xml',
    );
    expect(paths['/api/auth/sso/{provider}/login'].get.responses).toHaveProperty('302');
    expect(paths['/api/auth/sso/{provider}/acs'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
  });
});
