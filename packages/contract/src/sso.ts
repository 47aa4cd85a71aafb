import { z } from 'zod';
import { defineCall, Id, listOf, NoContent, Pagination, publicAccess, signedIn, Text } from './http.ts';
import { MemberPermission, OrganizationPermission } from './permission-slugs.ts';

/** The `{provider}` of the auth/sso/{provider}/… paths: a provider's slug in its organization. */
export const SsoProviderSlug = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, 'form.invalid');

/**
 * The organization of an address that identity and service providers open without our headers:
 * its domain prefix. Absent: the request's organization (the `Organization` header).
 */
const OrganizationPrefix = Text().trim().min(1).max(100);

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
  response: Text(),
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
  response: Text(),
  produces: 'redirect',
  errors: ['common-002', 'organizations-001'],
});

export const SsoAssertionBody = z.object({
  SAMLResponse: Text().min(1).max(1_000_000),
  RelayState: Text().max(1000).optional(),
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
  response: Text(),
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
  response: Text(),
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
  params: z.object({ provider: SsoProviderSlug, ssoid: Text().trim().min(1).max(200) }),
  response: Text(),
  produces: 'text/html',
  errors: ['common-002'],
});

const canManageProviders = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.administratorPortal],
  organizationPermissions: [OrganizationPermission.crudMembers],
} as const;

/** Which side a provider is, read from its metadata: members sign in with an identity provider; we sign members in to a service provider. */
export const SsoProviderRole = z.enum(['identity-provider', 'service-provider']);
export type SsoProviderRole = z.infer<typeof SsoProviderRole>;

export const SsoProvider = z.object({
  id: z.number().int(),
  slug: Text(),
  name: Text(),
  role: SsoProviderRole,
  /** The provider's entity id, from its metadata. */
  entityId: Text(),
  createsMembers: z.boolean(),
  isEnabled: z.boolean(),
  createdAt: Text(),
});
export type SsoProvider = z.infer<typeof SsoProvider>;

export const SsoProviderDetail = SsoProvider.extend({
  metadataXml: Text(),
  /** What the administrator gives the other side: our SP metadata (an identity provider) or our IdP metadata (a service provider). It is also our entity id. */
  ourMetadataUrl: Text(),
  /** Our assertion consumer service, for an identity provider; null for a service provider. */
  ourAcsUrl: Text().nullable(),
});
export type SsoProviderDetail = z.infer<typeof SsoProviderDetail>;

/** A new provider's slug: the `{provider}` of the auth/sso paths, fixed once created. */
const NewSsoProviderSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'form.invalid');
const ProviderName = Text().trim().min(1).max(200);
const MetadataXml = Text().trim().min(1).max(200_000);

export const listSsoProviders = defineCall({
  method: 'GET',
  path: '/sso-providers',
  summary:
    "The organization's SAML providers: identity providers its members sign in with, and service providers we sign them in to.",
  tags: ['sso'],
  access: canManageProviders,
  query: Pagination,
  response: listOf(SsoProvider),
});

export const getSsoProvider = defineCall({
  method: 'GET',
  path: '/sso-providers/:providerId',
  summary: 'One SAML provider with its metadata and the addresses of ours that the other side needs.',
  tags: ['sso'],
  access: canManageProviders,
  params: z.object({ providerId: Id }),
  response: SsoProviderDetail,
  errors: ['common-002'],
});

export const CreateSsoProviderBody = z.object({
  slug: NewSsoProviderSlug,
  name: ProviderName,
  metadataXml: MetadataXml,
  createsMembers: z.boolean().default(true),
  isEnabled: z.boolean().default(true),
});

export const createSsoProvider = defineCall({
  method: 'POST',
  path: '/sso-providers',
  summary:
    "Adds a SAML provider. Its metadata says which side it is: an identity provider's (IDPSSODescriptor) or a service provider's (SPSSODescriptor).",
  tags: ['sso'],
  access: canManageProviders,
  body: CreateSsoProviderBody,
  response: SsoProviderDetail,
  status: 201,
  errors: ['sso-001', 'sso-002'],
});

export const UpdateSsoProviderBody = z
  .object({
    name: ProviderName.optional(),
    metadataXml: MetadataXml.optional(),
    createsMembers: z.boolean().optional(),
    isEnabled: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((value) => value !== undefined), { message: 'Nothing to change' });

export const updateSsoProvider = defineCall({
  method: 'PATCH',
  path: '/sso-providers/:providerId',
  summary: "Changes a provider's name, metadata, member creation or whether it is enabled. The slug is fixed.",
  tags: ['sso'],
  access: canManageProviders,
  params: z.object({ providerId: Id }),
  body: UpdateSsoProviderBody,
  response: SsoProviderDetail,
  errors: ['common-002', 'sso-001'],
});

export const deleteSsoProvider = defineCall({
  method: 'DELETE',
  path: '/sso-providers/:providerId',
  summary: 'Removes a SAML provider; its sign-in addresses answer 404 from then on.',
  tags: ['sso'],
  access: canManageProviders,
  params: z.object({ providerId: Id }),
  response: NoContent,
  status: 204,
  errors: ['common-002'],
});
