import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as phone from './phone-verifications.service.ts';

export function phoneVerificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.sendPhoneVerification, (ctx, { body }) => phone.sendPhoneVerification(deps, ctx, body));
  registerCall(app, deps, calls.verifyPhoneNumber, (ctx, { body }) => phone.verifyPhoneNumber(deps, ctx, body));
  registerCall(app, deps, calls.listSmsOutbox, (_ctx, { query }) => phone.listSmsOutbox(deps, query), {
    tenant: false,
  });
}
