import {
  changePassword,
  confirmPasswordReset,
  createSsoToken,
  deleteAccount,
  disableTwoFactor,
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
  signInWithSsoToken,
  verifyEmail,
  verifyEmailExists,
  verifyTwoFactor,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as auth from './auth.service.ts';
import * as passwords from './passwords.service.ts';
import * as registration from './registration.service.ts';
import { rotateRefreshToken } from './sessions.ts';

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
  logout,
  deleteAccount,
  masquerade,
  listMyOrganizations,
  createSsoToken,
  signInWithSsoToken,
  requestPasswordReset,
  requestPasswordResetByPrefix,
  confirmPasswordReset,
  changePassword,
};

export function authHandlers(deps: AppDeps): Handlers<typeof authCalls> {
  return {
    register: (ctx, { body }) => registration.register(deps, ctx, body),
    registerByEmail: (ctx, { body }) => registration.registerByEmail(deps, ctx, body),
    verifyEmailExists: (ctx, { body }) => registration.verifyEmailExists(deps, ctx, body),
    verifyEmail: (ctx, { body }) => registration.verifyEmail(deps, ctx, body),
    resendVerification: (ctx, { body }) => registration.resendVerification(deps, ctx, body),
    login: (ctx, { body }) => auth.login(deps, ctx, body),
    verifyTwoFactor: (ctx, { body }) => auth.verifyTwoFactor(deps, ctx, body),
    resendTwoFactor: (ctx, { body }) => auth.resendTwoFactor(deps, ctx, body),
    disableTwoFactor: (ctx, { body }) => auth.disableTwoFactor(deps, ctx, body),
    getSessionUser: (ctx) => auth.getSessionUser(deps, ctx),
    refresh: (_ctx, { body }) => rotateRefreshToken(auth.sessionDeps(deps), body.token),
    refreshByQuery: (_ctx, { query }) => rotateRefreshToken(auth.sessionDeps(deps), query.token),
    logout: (ctx, { body }) => auth.logout(deps, ctx, body),
    deleteAccount: (ctx, { body }) => auth.deleteAccount(deps, ctx, body),
    masquerade: (ctx, { body }) => auth.masquerade(deps, ctx, body),
    listMyOrganizations: (ctx, { query }) => auth.listMyOrganizations(deps, ctx, query),
    createSsoToken: (ctx) => auth.createSsoToken(deps, ctx),
    signInWithSsoToken: (ctx, { query }) => auth.signInWithSsoToken(deps, ctx, query),
    requestPasswordReset: (ctx, { body }) => passwords.requestPasswordReset(deps, ctx, body),
    requestPasswordResetByPrefix: (ctx, { params, body }) =>
      passwords.requestPasswordReset(deps, ctx, body, params.prefix),
    confirmPasswordReset: (ctx, { body }) => passwords.confirmPasswordReset(deps, ctx, body),
    changePassword: (ctx, { params, body }) => passwords.changePassword(deps, ctx, params.userId, body),
  };
}
