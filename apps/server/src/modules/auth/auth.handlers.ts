import {
  changePassword,
  confirmPasswordReset,
  createSsoToken,
  deleteAccount,
  disableTwoFactor,
  endMasquerade,
  getSessionUser,
  listMyOrganizations,
  login,
  logout,
  masquerade,
  refresh,
  refreshByQuery,
  register,
  registerByEmail,
  requestPasswordReset,
  requestPasswordResetByPrefix,
  resendTwoFactor,
  resendVerification,
  revokeRefreshCookie,
  signInWithSsoToken,
  verifyEmail,
  verifyEmailExists,
  verifyTwoFactor,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as auth from './auth.service.ts';
import * as passwords from './passwords.service.ts';
import { clearRefreshCookie, refreshSession, revokeCookieSession, withRefreshCookie } from './refresh-cookie.ts';
import * as registration from './registration.service.ts';
import { unsafeRotateRefreshToken } from './sessions.ts';

/** Registration, signing in and out, sessions, two-factor codes, masquerade and passwords. */
export const authCalls = {
  register,
  registerByEmail,
  verifyEmailExists,
  verifyEmail,
  resendVerification,
  login,
  verifyTwoFactor,
  resendTwoFactor,
  disableTwoFactor,
  getSessionUser,
  refresh,
  refreshByQuery,
  revokeRefreshCookie,
  logout,
  deleteAccount,
  masquerade,
  endMasquerade,
  listMyOrganizations,
  createSsoToken,
  signInWithSsoToken,
  requestPasswordReset,
  requestPasswordResetByPrefix,
  confirmPasswordReset,
  changePassword,
};

/**
 * Every answer that starts or renews a session also sets the refresh cookie (refresh-cookie.ts);
 * masquerade does not: the administrator's own browser session stays theirs (the web app then
 * exchanges the member's refresh token itself, docs/decisions/auth.md).
 */
export function authHandlers(deps: AppDeps): Handlers<typeof authCalls> {
  const config = deps.config;
  return {
    register: async (ctx, { body }, http) =>
      withRefreshCookie(config, http, await registration.register(deps, ctx, body)),
    registerByEmail: (ctx, { body }) => registration.registerByEmail(deps, ctx, body),
    verifyEmailExists: (ctx, { body }) => registration.verifyEmailExists(deps, ctx, body),
    verifyEmail: (ctx, { body }) => registration.verifyEmail(deps, ctx, body),
    resendVerification: (ctx, { body }) => registration.resendVerification(deps, ctx, body),
    login: async (ctx, { body }, http) => withRefreshCookie(config, http, await auth.login(deps, ctx, body)),
    verifyTwoFactor: async (ctx, { body }, http) =>
      withRefreshCookie(config, http, await auth.verifyTwoFactor(deps, ctx, body)),
    resendTwoFactor: (ctx, { body }) => auth.resendTwoFactor(deps, ctx, body),
    disableTwoFactor: (ctx, { body }) => auth.disableTwoFactor(deps, ctx, body),
    getSessionUser: (ctx) => auth.getSessionUser(deps, ctx),
    refresh: (_ctx, { body }, http) => refreshSession(deps, http, body.token),
    refreshByQuery: async (_ctx, { query }, http) =>
      withRefreshCookie(config, http, await unsafeRotateRefreshToken(auth.sessionDeps(deps), query.token)),
    revokeRefreshCookie: (_ctx, _input, http) => revokeCookieSession(deps, http),
    logout: async (ctx, { body }, http) => {
      const answer = await auth.logout(deps, ctx, body);
      clearRefreshCookie(http.reply, config);
      return answer;
    },
    deleteAccount: async (ctx, { body }, http) => {
      const answer = await auth.deleteAccount(deps, ctx, body);
      clearRefreshCookie(http.reply, config);
      return answer;
    },
    masquerade: (ctx, { body }) => auth.masquerade(deps, ctx, body),
    // The administrator's own session again, in the browser that held the masquerade.
    endMasquerade: async (ctx, _input, http) => withRefreshCookie(config, http, await auth.endMasquerade(deps, ctx)),
    listMyOrganizations: (ctx, { query }) => auth.unsafeListMyOrganizations(deps, ctx, query),
    createSsoToken: (ctx) => auth.createSsoToken(deps, ctx),
    signInWithSsoToken: async (ctx, { query }, http) =>
      withRefreshCookie(config, http, await auth.signInWithSsoToken(deps, ctx, query)),
    requestPasswordReset: (ctx, { body }) => passwords.requestPasswordReset(deps, ctx, body),
    requestPasswordResetByPrefix: (ctx, { params, body }) =>
      passwords.requestPasswordReset(deps, ctx, body, params.prefix),
    confirmPasswordReset: (ctx, { body }) => passwords.confirmPasswordReset(deps, ctx, body),
    changePassword: (ctx, { params, body }) => passwords.changePassword(deps, ctx, params.userId, body),
  };
}
