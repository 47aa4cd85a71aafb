import { z } from 'zod';
import { defineCall, publicAccess, signedIn } from './http.ts';

/** The `{provider}` of the auth/sso/{provider}/… paths: a provider's slug in its organization. */
export const SsoProviderSlug = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, 'form.invalid');

/**
 * The organization of an address that identity and service providers open without our headers:
 * its domain prefix. Absent: the request's organization (the `Organization` header).
 */
const OrganizationPrefix = z.string().trim().min(1).max(100);

/** A path of the web app to open after sign-in. Only relative paths: never another site. */
export const ReturnToPath = z
  .string()
  .max(80)
  .regex(/^\/(?![/\\])[\x21-\x7e]*$/, 'form.invalid');

export const getSsoServiceProviderMetadata = defineCall({
  method: 'GET',
  path: '/auth/sso/:provider/metadata',
  summary:
    'Our SAML 2.0 service-provider metadata for an identity provider of the organization: entity id, assertion consumer service, signing certificate.',
  tags: ['auth'],
  access: publicAccess,
  params: z.object({ provider: SsoProviderSlug }),
  query: z.object({ org: OrganizationPrefix.optional() }),
  response: z.string(),
  produces: 'application/samlmetadata+xml',
  errors: ['common-002', 'organizations-001'],
});

export const startSsoSignIn = defineCall({
  method: 'GET',
  path: '/auth/sso/:provider/login',
  summary:
    'Starts a SAML sign-in: redirects to the identity provider with a signed AuthnRequest. `returnTo` (a path of the web app) is opened after sign-in.',
  tags: ['auth'],
  access: publicAccess,
  params: z.object({ provider: SsoProviderSlug }),
  query: z.object({ org: OrganizationPrefix.optional(), returnTo: ReturnToPath.optional() }),
  response: z.string(),
  produces: 'redirect',
  errors: ['common-002', 'organizations-001'],
});

export const SsoAssertionBody = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(1000).optional(),
});

export const consumeSsoAssertion = defineCall({
  method: 'POST',
  path: '/auth/sso/:provider/acs',
  summary:
    "The assertion consumer service: checks the identity provider's signed answer, signs the member in (creating them when the provider may) and redirects to the web app with a one-minute `super_token`. A refused answer redirects to the web app's sign-in page with `sso_error=<error code>`.",
  tags: ['auth'],
  access: publicAccess,
  params: z.object({ provider: SsoProviderSlug }),
  query: z.object({ org: OrganizationPrefix.optional() }),
  body: SsoAssertionBody,
  acceptsForm: true,
  response: z.string(),
  produces: 'redirect',
  errors: ['common-002', 'organizations-001'],
});

export const getSsoIdentityProviderMetadata = defineCall({
  method: 'GET',
  path: '/auth/sso/idp-metadata',
  summary:
    "Our SAML 2.0 identity-provider metadata for the organization, to configure an external course provider that signs the organization's members in.",
  tags: ['auth'],
  access: publicAccess,
  query: z.object({ org: OrganizationPrefix.optional() }),
  response: z.string(),
  produces: 'application/samlmetadata+xml',
  errors: ['organizations-001'],
});

export const authenticateSsoUser = defineCall({
  method: 'GET',
  path: '/auth/sso/:provider/authenticate-user/:ssoid',
  summary:
    'Signs the signed-in user in to an external service provider: an HTML page whose form posts a signed SAML response to the provider, with RelayState = ssoid, and submits itself.',
  tags: ['auth'],
  access: signedIn,
  params: z.object({ provider: SsoProviderSlug, ssoid: z.string().trim().min(1).max(200) }),
  response: z.string(),
  produces: 'text/html',
  errors: ['common-002'],
});
