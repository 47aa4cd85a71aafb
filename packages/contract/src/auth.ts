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
import { MemberPermission } from './permission-slugs.ts';
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
