import { listSmsOutbox, sendPhoneVerification, verifyPhoneNumber } from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as phone from './phone-verifications.service.ts';

/** Verifying a phone number by a text message's code, and the development outbox of text messages. */
export const phoneVerificationCalls = { sendPhoneVerification, verifyPhoneNumber, listSmsOutbox };

export function phoneVerificationHandlers(deps: AppDeps): Handlers<typeof phoneVerificationCalls> {
  return {
    sendPhoneVerification: (ctx, { body }) => phone.sendPhoneVerification(deps, ctx, body),
    verifyPhoneNumber: (ctx, { body }) => phone.verifyPhoneNumber(deps, ctx, body),
    listSmsOutbox: (_ctx, { query }) => phone.listSmsOutbox(deps, query),
  };
}
