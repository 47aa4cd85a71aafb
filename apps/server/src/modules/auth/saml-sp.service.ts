import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Email, ReturnToPath } from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { scrubText } from '../../platform/logging.ts';
import { resolveDashboardOrganization } from '../organizations/index.ts';
import { findDefaultMemberSet } from '../permissions/index.ts';
import { findAccountWithMembership, provisionMember } from '../users/index.ts';
import { type AuthDeps, mintSsoToken, organizationOf, webLink } from './auth.service.ts';
import { isUniqueViolation } from './registration.service.ts';
import { bindings, CLOCK_DRIFT, findSsoProvider, nameIdFormats, RSA_SHA256, samlify } from './saml.ts';
import type { SamlKeyStore, SamlKeys } from './saml-keys.ts';

export type SamlDeps = AppDeps & { samlKeys: SamlKeyStore };

/** How long an identity provider may take to answer our AuthnRequest (also `samlAnswersPerRequest`). */
const REQUEST_TTL_SECONDS = 10 * 60;

type SsoProvider = Awaited<ReturnType<typeof findSsoProvider>>;
type Organization = Awaited<ReturnType<typeof organizationOf>>;

/**
 * The organization of an address providers open without our headers: `?org=<domain prefix>`,
 * else the request's organization.
 */
export async function organizationFor(deps: AuthDeps, ctx: RequestContext, prefix: string | undefined) {
  return organizationOf(deps, await resolveDashboardOrganization(deps.db, ctx.orgId, { prefix }));
}

/** Our service-provider addresses for one provider of one organization; the entity id is the metadata URL. */
export function serviceProviderUrls(
  deps: Pick<AuthDeps, 'config'>,
  org: Pick<Organization, 'domainPrefix'>,
  provider: Pick<SsoProvider, 'slug'>,
) {
  const base = `/api/auth/sso/${encodeURIComponent(provider.slug)}`;
  return {
    entityId: webLink(deps, `${base}/metadata`, { org: org.domainPrefix }),
    acsUrl: webLink(deps, `${base}/acs`, { org: org.domainPrefix }),
  };
}

function ourServiceProvider(keys: SamlKeys, urls: { entityId: string; acsUrl: string }, requestId?: string) {
  // samlify reads `generateID` for service providers too (the AuthnRequest's ID), though its type lists it for identity providers.
  const settings: Parameters<ReturnType<typeof samlify>['ServiceProvider']>[0] & { generateID?: () => string } = {
    entityID: urls.entityId,
    assertionConsumerService: [{ Binding: bindings.post, Location: urls.acsUrl }],
    nameIDFormat: [nameIdFormats.emailAddress],
    authnRequestsSigned: true,
    wantAssertionsSigned: true,
    privateKey: keys.privateKey,
    signingCert: keys.certificate,
    requestSignatureAlgorithm: RSA_SHA256,
    clockDrifts: CLOCK_DRIFT,
    ...(requestId ? { generateID: () => requestId } : {}),
  };
  return samlify().ServiceProvider(settings);
}

function requestMac(keys: SamlKeys, body: string): Buffer {
  return createHmac('sha256', keys.requestKey).update(body).digest();
}

/**
 * Our AuthnRequest ids carry the organization, the provider and an expiry under an HMAC, so any
 * process can tell an answer to a recent request of ours for this provider without a shared
 * store; the rate limiter's store (Redis when scaled out) then lets each be answered once.
 */
function newRequestId(keys: SamlKeys, now: Date, orgId: number, providerId: number): string {
  const expires = Math.floor(now.getTime() / 1000) + REQUEST_TTL_SECONDS;
  const body = `${orgId}.${providerId}.${expires}.${randomBytes(12).toString('base64url')}`;
  return `_${body}.${requestMac(keys, body).toString('base64url')}`;
}

function isOwnRequestId(keys: SamlKeys, now: Date, id: string, orgId: number, providerId: number): boolean {
  const match = /^_((\d+)\.(\d+)\.(\d+)\.[\w-]+)\.([\w-]+)$/.exec(id);
  if (!match) return false;
  const [, body = '', org, provider, expires, mac = ''] = match;
  const expected = requestMac(keys, body);
  const given = Buffer.from(mac, 'base64url');
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    Number(org) === orgId &&
    Number(provider) === providerId &&
    Number(expires) * 1000 > now.getTime()
  );
}

/** Our SP metadata for a provider: what the organization gives its identity provider. */
export async function getServiceProviderMetadata(
  deps: SamlDeps,
  ctx: RequestContext,
  input: { provider: string; org: string | undefined },
): Promise<string> {
  const org = await organizationFor(deps, ctx, input.org);
  const provider = await findSsoProvider(deps.db, org.id, input.provider, 'identityProvider');
  const keys = await deps.samlKeys.get();
  return ourServiceProvider(keys, serviceProviderUrls(deps, org, provider)).getMetadata();
}

/**
 * Starts a sign-in with the identity provider (HTTP-Redirect binding, signed). `returnTo`
 * travels as the RelayState and comes back with the answer.
 */
export async function startSsoSignIn(
  deps: SamlDeps,
  ctx: RequestContext,
  input: { provider: string; org: string | undefined; returnTo: string | undefined },
): Promise<string> {
  const org = await organizationFor(deps, ctx, input.org);
  const provider = await findSsoProvider(deps.db, org.id, input.provider, 'identityProvider');
  const keys = await deps.samlKeys.get();
  const sp = ourServiceProvider(
    keys,
    serviceProviderUrls(deps, org, provider),
    newRequestId(keys, deps.clock.now(), org.id, provider.id),
  );
  try {
    const idp = samlify().IdentityProvider({ metadata: provider.metadataXml });
    return sp.createLoginRequest(idp, 'redirect', input.returnTo ? { relayState: input.returnTo } : {}).context;
  } catch (error) {
    // The metadata names no HTTP-Redirect sign-on service, or cannot be read: the provider's set-up.
    ctx.log.warn({ err: error, provider: provider.slug }, 'cannot start a SAML sign-in');
    return webLink(deps, '/auth/login', { sso_error: 'auth-022', org: org.domainPrefix });
  }
}

/**
 * The assertion consumer service. A valid answer signs the member in through a one-minute
 * sign-in token in the web app's address; a refused one goes to the sign-in page with
 * `sso_error=<code>`. An unknown provider is a 404 like any other.
 */
export async function consumeSsoAssertion(
  deps: SamlDeps,
  ctx: RequestContext,
  input: { provider: string; org: string | undefined; body: { SAMLResponse: string; RelayState?: string | undefined } },
): Promise<string> {
  const org = await organizationFor(deps, ctx, input.org);
  const provider = await findSsoProvider(deps.db, org.id, input.provider, 'identityProvider');
  try {
    const identity = await checkedIdentity(deps, ctx, org, provider, input.body.SAMLResponse);
    const user = await memberFor(deps, org.id, provider, identity);
    const { token } = await mintSsoToken(deps, org.id, user);
    return webLink(deps, returnPath(input.body.RelayState), { super_token: token, org: org.domainPrefix });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.log.info({ errorCode: error.code, provider: provider.slug }, 'SAML sign-in refused');
    return webLink(deps, '/auth/login', { sso_error: error.code, org: org.domainPrefix });
  }
}

/** The RelayState comes back from outside: only a path of the web app is followed. */
function returnPath(relayState: string | undefined): string {
  const path = ReturnToPath.safeParse(relayState);
  return path.success ? path.data : '/';
}

interface AssertedIdentity {
  email: string;
  firstName: string | undefined;
  lastName: string | undefined;
}

/**
 * Checks an answer: schema, signature by the provider's certificate, issuer and validity window
 * (samlify), then what samlify leaves to us: a single assertion for our entity id and ACS URL,
 * in response to a recent request of ours for this provider that no answer has used yet.
 */
async function checkedIdentity(
  deps: SamlDeps,
  ctx: RequestContext,
  org: Organization,
  provider: SsoProvider,
  samlResponse: string,
): Promise<AssertedIdentity> {
  const keys = await deps.samlKeys.get();
  const urls = serviceProviderUrls(deps, org, provider);
  let parsed: Awaited<ReturnType<ReturnType<typeof ourServiceProvider>['parseLoginResponse']>>;
  try {
    const idp = samlify().IdentityProvider({ metadata: provider.metadataXml });
    parsed = await ourServiceProvider(keys, urls).parseLoginResponse(idp, 'post', {
      body: { SAMLResponse: samlResponse },
    });
  } catch (error) {
    ctx.log.info({ reason: scrubText(error instanceof Error ? error.message : String(error)) }, 'SAML answer rejected');
    throw new AppError('auth-022');
  }
  const { extract } = parsed;
  const details = samlify().Extractor.extract(parsed.samlContent, [
    { key: 'assertion', localPath: ['Response', 'Assertion'], attributes: [], context: true },
    {
      key: 'confirmation',
      localPath: ['Response', 'Assertion', 'Subject', 'SubjectConfirmation', 'SubjectConfirmationData'],
      attributes: ['InResponseTo', 'Recipient', 'NotOnOrAfter'],
    },
  ]);
  const response = (extract.response ?? {}) as Record<string, string | undefined>;
  const confirmation = (details.confirmation ?? {}) as Record<string, string | undefined>;
  const audiences = [extract.audience ?? []].flat();
  const requestId = confirmation.inResponseTo ?? response.inResponseTo;
  // The identity provider's times are the world's, checked by the real time as samlify checks the
  // others; our request ids are ours, minted and checked by the app's clock.
  const isValid =
    typeof details.assertion === 'string' &&
    audiences.includes(urls.entityId) &&
    (!response.destination || response.destination === urls.acsUrl) &&
    (!confirmation.recipient || confirmation.recipient === urls.acsUrl) &&
    (!confirmation.notOnOrAfter || Date.parse(confirmation.notOnOrAfter) + CLOCK_DRIFT[1] > Date.now()) &&
    (!response.inResponseTo || response.inResponseTo === requestId) &&
    typeof requestId === 'string' &&
    isOwnRequestId(keys, deps.clock.now(), requestId, org.id, provider.id);
  if (!isValid) throw new AppError('auth-022');
  try {
    await deps.rateLimiter.consume('samlAnswersPerRequest', requestId);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('auth-022');
    throw error;
  }
  const attributes = (extract.attributes ?? {}) as Record<string, string | string[] | undefined>;
  const email = [extract.nameID, firstOf(attributes, EMAIL_ATTRIBUTES)]
    .map((candidate) => Email.safeParse(candidate))
    .find((result) => result.success)?.data;
  if (!email) throw new AppError('auth-022');
  return {
    email,
    firstName: firstOf(attributes, FIRST_NAME_ATTRIBUTES),
    lastName: firstOf(attributes, LAST_NAME_ATTRIBUTES),
  };
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const FIRST_NAME_ATTRIBUTES = [
  'firstName',
  'givenName',
  'given_name',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  'urn:oid:2.5.4.42',
];
const LAST_NAME_ATTRIBUTES = [
  'lastName',
  'surname',
  'sn',
  'family_name',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  'urn:oid:2.5.4.4',
];

/** The first non-empty value of the first attribute present, trimmed to a name's length. */
function firstOf(attributes: Record<string, string | string[] | undefined>, names: string[]): string | undefined {
  for (const name of names) {
    const value = [attributes[name] ?? []].flat().find((v) => typeof v === 'string' && v.trim() !== '');
    if (value) return value.trim().slice(0, 100);
  }
  return undefined;
}

/**
 * The member the identity provider vouches for. An existing member signs in (not when
 * disabled or waiting for approval). A new person becomes a member with the default permission
 * set when the provider may create members. People are global: an account that exists but is
 * not a member of this organization is never joined to it by an identity provider.
 */
async function memberFor(
  deps: SamlDeps,
  orgId: number,
  provider: SsoProvider,
  identity: AssertedIdentity,
): Promise<{ id: number; email: string }> {
  const existing = await findAccountWithMembership(deps.db, orgId, identity.email);
  if (existing) {
    if (existing.membershipId === null) throw new AppError('auth-002');
    if (existing.deactivatedAt) throw new AppError('auth-001');
    if (existing.requiresApproval) throw new AppError('auth-009');
    return { id: existing.id, email: existing.email };
  }
  if (!provider.createsMembers) throw new AppError('auth-002');
  try {
    return await deps.db.transaction(async (tx) => {
      const set = await findDefaultMemberSet(tx, orgId);
      if (!set) throw new Error(`organization ${orgId} has no default permission set`);
      const user = await provisionMember(tx, orgId, set.id, {
        email: identity.email,
        firstName: identity.firstName ?? identity.email.split('@')[0] ?? '',
        lastName: identity.lastName ?? '',
        isVerified: true,
      });
      return { id: user.id, email: identity.email };
    });
  } catch (error) {
    // The same person's first sign-in, twice at once: the other one created the account.
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('common-008');
    throw error;
  }
}
