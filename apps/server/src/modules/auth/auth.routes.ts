import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as auth from './auth.service.ts';
import * as passwords from './passwords.service.ts';
import * as registration from './registration.service.ts';
import { rotateRefreshToken } from './sessions.ts';

export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.register, (ctx, { body }) => registration.register(deps, ctx, body));
  registerCall(app, deps, calls.registerByEmail, (ctx, { body }) => registration.registerByEmail(deps, ctx, body));
  registerCall(app, deps, calls.verifyEmailExists, (ctx, { body }) => registration.verifyEmailExists(deps, ctx, body));
  registerCall(app, deps, calls.verifyEmail, (ctx, { body }) => registration.verifyEmail(deps, ctx, body));
  registerCall(app, deps, calls.resendVerification, (ctx, { body }) =>
    registration.resendVerification(deps, ctx, body),
  );
  registerCall(app, deps, calls.login, (ctx, { body }) => auth.login(deps, ctx, body));
  registerCall(app, deps, calls.verifyTwoFactor, (ctx, { body }) => auth.verifyTwoFactor(deps, ctx, body));
  registerCall(app, deps, calls.resendTwoFactor, (ctx, { body }) => auth.resendTwoFactor(deps, ctx, body));
  registerCall(app, deps, calls.disableTwoFactor, (ctx, { body }) => auth.disableTwoFactor(deps, ctx, body));
  registerCall(app, deps, calls.getSessionUser, (ctx) => auth.getSessionUser(deps, ctx));
  registerCall(app, deps, calls.refresh, (_ctx, { body }) => rotateRefreshToken(auth.sessionDeps(deps), body.token));
  registerCall(app, deps, calls.refreshByQuery, (_ctx, { query }) =>
    rotateRefreshToken(auth.sessionDeps(deps), query.token),
  );
  registerCall(app, deps, calls.logout, (ctx, { body }) => auth.logout(deps, ctx, body));
  registerCall(app, deps, calls.deleteAccount, (ctx, { body }) => auth.deleteAccount(deps, ctx, body));
  registerCall(app, deps, calls.masquerade, (ctx, { body }) => auth.masquerade(deps, ctx, body));
  registerCall(app, deps, calls.listMyOrganizations, (ctx, { query }) => auth.listMyOrganizations(deps, ctx, query));
  registerCall(app, deps, calls.createSsoToken, (ctx) => auth.createSsoToken(deps, ctx));
  registerCall(app, deps, calls.signInWithSsoToken, (ctx, { query }) => auth.signInWithSsoToken(deps, ctx, query));
  registerCall(app, deps, calls.requestPasswordReset, (ctx, { body }) =>
    passwords.requestPasswordReset(deps, ctx, body),
  );
  registerCall(app, deps, calls.requestPasswordResetByPrefix, (ctx, { params, body }) =>
    passwords.requestPasswordReset(deps, ctx, body, params.prefix),
  );
  registerCall(app, deps, calls.confirmPasswordReset, (ctx, { body }) =>
    passwords.confirmPasswordReset(deps, ctx, body),
  );
  registerCall(app, deps, calls.changePassword, (ctx, { params, body }) =>
    passwords.changePassword(deps, ctx, params.userId, body),
  );
}
