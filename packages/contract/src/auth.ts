import { z } from 'zod';
import {
  DateTime,
  defineCall,
  Id,
  Language,
  listOf,
  NoContent,
  Pagination,
  publicAccess,
  signedIn,
  Text,
} from './http.ts';
import { NewPassword } from './passwords.ts';
import { MemberPermission, OrganizationPermission } from './permission-slugs.ts';
import { User } from './users.ts';

export const Email = z
  .email('form.email')
  .max(320)
  .transform((e) => e.trim().toLowerCase());

export const Portals = z.object({ isAdministrator: z.boolean(), isInstructor: z.boolean() });
export type Portals = z.infer<typeof Portals>;

/**
 * The answer of every sign-in (spec 1 §3 Login response). With two-factor sign-in on, only
 * `twoFactorToken` is set; otherwise the tokens, their expiry, the portals and the user.
 */
export const LoginResponse = z.object({
  access: Text().nullable(),
  refresh: Text().nullable(),
  expiresAt: DateTime().nullable(),
  twoFactorToken: Text().nullable(),
  portals: Portals.nullable(),
  user: User.nullable(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

const Password = Text().min(1).max(200);
const Token = Text().min(10).max(500);

export const RegisterBody = z.object({
  email: Email,
  password: NewPassword,
  firstName: Text().trim().min(1, 'form.required').max(100),
  lastName: Text().trim().min(1, 'form.required').max(100),
  /** Required: the complete-profile dialog asks for it of every member (spec 1 §5 Profile completeness). */
  city: Text().trim().min(1, 'form.required').max(200),
  phoneNumber: Text().trim().max(30).optional(),
  preferredLanguage: Language.default('en'),
  /** Values of the organization's registration form, by field key. */
  extraFields: z.record(Text().max(100), z.union([Text().max(2000), z.boolean(), z.number()])).default({}),
  /** The token of a register-by-email link: the e-mail is then verified already. */
  emailToken: Token.optional(),
});

export const register = defineCall({
  method: 'POST',
  path: '/auth/register',
  summary:
    'Self-registration. Signs the user in when approval is off; otherwise `requiresApproval` is true and no tokens are answered.',
  tags: ['auth'],
  access: publicAccess,
  body: RegisterBody,
  response: LoginResponse.extend({ requiresApproval: z.boolean() }),
  status: 201,
  errors: ['auth-013', 'auth-014', 'auth-011', 'auth-012', 'auth-015'],
});

export const registerByEmail = defineCall({
  method: 'POST',
  path: '/auth/register-by-email',
  summary: 'E-mails a link to finish registration with this address already verified.',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ email: Email, preferredLanguage: Language.default('en') }),
  response: NoContent,
  status: 204,
  errors: ['auth-004', 'auth-014'],
});

export const verifyEmailExists = defineCall({
  method: 'POST',
  path: '/auth/verify-email-exists',
  summary: 'Whether a member of this organization uses this e-mail (rate limited).',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ email: Email }),
  response: z.object({ exists: z.boolean() }),
  errors: ['auth-004'],
});

export const verifyEmail = defineCall({
  method: 'POST',
  path: '/auth/verify-email',
  summary: 'Verifies an e-mail address with the token of the e-mailed link (single use).',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ token: Token }),
  response: z.object({ email: Text() }),
  errors: ['auth-015'],
});

export const resendVerification = defineCall({
  method: 'POST',
  path: '/auth/resend-verification',
  summary: 'Sends the verification e-mail again. Answers the same whether or not the account exists.',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ email: Email }),
  response: NoContent,
  status: 204,
  errors: ['auth-004'],
});

export const login = defineCall({
  method: 'POST',
  path: '/auth/login',
  summary: 'Signs in with e-mail and password; with two-factor sign-in, answers a twoFactorToken and e-mails the code.',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ email: Email, password: Password }),
  response: LoginResponse,
  errors: ['auth-001', 'auth-002', 'auth-003', 'auth-004', 'auth-005', 'auth-009', 'auth-010'],
});

export const verifyTwoFactor = defineCall({
  method: 'POST',
  path: '/auth/2fa',
  summary: 'Finishes a two-factor sign-in with the e-mailed code.',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({
    token: Token,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'form.code'),
  }),
  response: LoginResponse,
  errors: ['auth-004', 'auth-008'],
});

export const resendTwoFactor = defineCall({
  method: 'POST',
  path: '/auth/resend',
  summary: 'E-mails a new two-factor code for a pending sign-in.',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ token: Token }),
  response: NoContent,
  status: 204,
  errors: ['auth-004', 'auth-008'],
});

export const disableTwoFactor = defineCall({
  method: 'POST',
  path: '/auth/disable-2fa',
  summary: 'Turns two-factor sign-in off for oneself, confirmed by the password.',
  tags: ['auth'],
  access: signedIn,
  body: z.object({ password: Password }),
  response: NoContent,
  status: 204,
  errors: ['auth-019'],
});

export const getSessionUser = defineCall({
  method: 'GET',
  path: '/auth',
  summary:
    'The user behind the access token, with the portals; `masqueradedBy` names the administrator when the session is a masquerade.',
  tags: ['auth'],
  access: { kind: 'signedIn', duringForcedReset: true },
  response: User.extend({
    portals: Portals,
    masqueradedBy: z.object({ id: z.number().int(), name: Text() }).nullable(),
  }),
});

/**
 * Where a browser keeps its refresh token: an HttpOnly cookie that only the refresh calls receive
 * (docs/decisions/auth.md, "The refresh cookie"). Every answer that starts or renews a session sets it.
 */
export const REFRESH_COOKIE = {
  name: 'manara_refresh',
  path: '/api/auth/refresh',
  /**
   * A request that spends the cookie must carry this header (any value): a page of another site
   * cannot send it without our permission (CORS), nor can a form or a link.
   */
  csrfHeader: 'X-Requested-With',
} as const;

export const refresh = defineCall({
  method: 'POST',
  path: '/auth/refresh',
  summary:
    'Exchanges a refresh token for new tokens. Each refresh token works once; a reused one ends its session. ' +
    'Without `token`, the refresh cookie is used, when the request carries the `X-Requested-With` header; ' +
    'that answer sets the new token in the cookie only (`refresh` is null).',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ token: Token.optional() }),
  response: LoginResponse,
  errors: ['auth-007'],
});

export const refreshByQuery = defineCall({
  method: 'GET',
  path: '/auth/refresh',
  summary: 'The same as POST auth/refresh, with the refresh token in the query.',
  tags: ['auth'],
  access: publicAccess,
  query: z.object({ token: Token }),
  response: LoginResponse,
  errors: ['auth-007'],
});

export const revokeRefreshCookie = defineCall({
  method: 'POST',
  path: '/auth/refresh/revoke',
  summary:
    "Ends the session of the browser's refresh cookie and clears the cookie (with the `X-Requested-With` header); " +
    'for a sign-out whose access token no longer works. Answers the same whether or not there was one.',
  tags: ['auth'],
  access: publicAccess,
  response: NoContent,
  status: 204,
});

export const logout = defineCall({
  method: 'POST',
  path: '/auth/logout',
  summary: 'Ends this session, or with `removeAll` every session of the user.',
  tags: ['auth'],
  access: { kind: 'signedIn', duringForcedReset: true },
  body: z.object({ removeAll: z.boolean().default(false) }),
  response: NoContent,
  status: 204,
});

export const deleteAccount = defineCall({
  method: 'DELETE',
  path: '/auth/account',
  summary: "Deletes one's own account, confirmed by the password.",
  tags: ['auth'],
  access: signedIn,
  body: z.object({ password: Password }),
  response: NoContent,
  status: 204,
  errors: ['auth-019'],
});

export const masquerade = defineCall({
  method: 'POST',
  path: '/auth/masquerade',
  summary: 'An administrator signs in as a member of the same organization. Recorded in the audit log.',
  tags: ['auth'],
  access: {
    kind: 'signedIn',
    memberPermissions: [MemberPermission.administratorPortal],
    organizationPermissions: ['crud_members'],
  },
  body: z.object({ userId: Id }),
  response: LoginResponse,
  errors: ['auth-020', 'common-002'],
});

export const endMasquerade = defineCall({
  method: 'POST',
  path: '/auth/masquerade/end',
  summary:
    "Ends a masquerade session and starts the administrator's own again, if they still hold the right to masquerade (else `auth-025`, and the masquerade is over all the same). Recorded in the audit log.",
  tags: ['auth'],
  access: signedIn,
  response: LoginResponse,
  errors: ['auth-024', 'auth-025'],
});

export const listMyOrganizations = defineCall({
  method: 'GET',
  path: '/auth/organizations',
  summary: 'The organizations the signed-in user belongs to.',
  tags: ['auth'],
  access: signedIn,
  query: Pagination,
  response: listOf(z.object({ id: z.number().int(), name: Text(), nameArabic: Text(), domainPrefix: Text() })),
});

export const createSsoToken = defineCall({
  method: 'POST',
  path: '/auth/sso',
  summary: 'A short-lived, single-use sign-in token (portal switch, `super_token` links).',
  tags: ['auth'],
  access: signedIn,
  response: z.object({ token: Text(), expiresAt: DateTime() }),
});

export const signInWithSsoToken = defineCall({
  method: 'GET',
  path: '/auth/sso',
  summary: 'Signs in with a single-sign-on token (the `super_token` of a link).',
  tags: ['auth'],
  access: publicAccess,
  query: z.object({ token: Token }),
  response: LoginResponse,
  errors: ['auth-021'],
});

export const requestPasswordReset = defineCall({
  method: 'POST',
  path: '/reset-password/student',
  summary: 'E-mails a password-reset link. Answers the same whether or not the account exists.',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ email: Email }),
  response: NoContent,
  status: 204,
  errors: ['auth-004'],
});

export const requestPasswordResetByPrefix = defineCall({
  method: 'POST',
  path: '/reset-password/:prefix',
  summary: 'The same as reset-password/student, for the organization with this domain prefix.',
  tags: ['auth'],
  access: publicAccess,
  params: z.object({ prefix: Text().trim().min(1).max(100) }),
  body: z.object({ email: Email }),
  response: NoContent,
  status: 204,
  errors: ['auth-004', 'organizations-001'],
});

export const confirmPasswordReset = defineCall({
  method: 'POST',
  path: '/reset-password/confirm',
  summary: 'Sets a new password with the token of a reset link (single use, expiring). Ends every session.',
  tags: ['auth'],
  access: publicAccess,
  body: z.object({ token: Token, newPassword: NewPassword }),
  response: NoContent,
  status: 204,
  errors: ['auth-016', 'auth-018'],
});

/** Answered by the auth module: a password is the auth module's data. */
export const changePassword = defineCall({
  method: 'PATCH',
  path: '/users/:userId/password',
  summary: "Changes one's own password. Ends the user's other sessions.",
  tags: ['users'],
  access: { kind: 'signedIn', duringForcedReset: true },
  params: z.object({ userId: Id }),
  body: z.object({ oldPassword: Text().min(1).max(200), newPassword: NewPassword }),
  response: NoContent,
  status: 204,
  errors: ['auth-018', 'auth-019'],
});

// ─── Single sign-on ─────────────────────────────────────────────────────────────────────────

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

// ─── Phone verifications ────────────────────────────────────────────────────────────────────

const PhoneNumber = Text().trim().min(1, 'form.required').max(30);

export const sendPhoneVerification = defineCall({
  method: 'POST',
  path: '/phone-verifications/send',
  summary:
    'Texts a six-digit code (valid 10 minutes) to a phone number the signed-in user wants to use. Rate limited per user, per phone number and per address.',
  tags: ['auth'],
  access: signedIn,
  body: z.object({ phoneNumber: PhoneNumber }),
  /** The number in its international form, as it will be saved. */
  response: z.object({ phoneNumber: Text(), expiresAt: DateTime() }),
  errors: ['auth-004', 'auth-011', 'auth-012'],
});

export const verifyPhoneNumber = defineCall({
  method: 'POST',
  path: '/phone-verifications/verify',
  summary:
    "Checks the texted code (five attempts) and makes the number the user's phone number. Answers the updated user.",
  tags: ['auth'],
  access: signedIn,
  body: z.object({
    phoneNumber: PhoneNumber,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'form.code'),
  }),
  response: User,
  errors: ['auth-004', 'auth-011', 'auth-012', 'auth-023'],
});

export const OutboxSms = z.object({
  id: z.number().int(),
  to: Text(),
  text: Text(),
  createdAt: DateTime(),
});
export type OutboxSms = z.infer<typeof OutboxSms>;

export const listSmsOutbox = defineCall({
  method: 'GET',
  path: '/dev/sms-outbox',
  summary:
    'Text messages written to the embedded SMS outbox, newest first. Exists only while the outbox transports are in use.',
  tags: ['system'],
  access: { kind: 'devOnly' },
  query: Pagination.extend({ to: Text().trim().max(30).optional() }),
  response: listOf(OutboxSms),
});
