import { z } from 'zod';
import { DateTime, defineCall, listOf, Pagination, signedIn, Text } from './http.ts';
import { User } from './users.ts';

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
