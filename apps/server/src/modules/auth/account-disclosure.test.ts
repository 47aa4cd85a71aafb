/**
 * People are global and organizations are not: a visitor of one organization must not learn
 * whether an address has an account in another (issue 10, defect 9, and the calls like it). Every
 * call that takes an e-mail answers an account that belongs only to another organization exactly
 * as it answers an address nobody uses, and e-mails that account nothing. Registration is the one
 * call that must refuse an address in use wherever it is (docs/decisions/auth.md says why); it
 * answers the spec's auth-013 without saying where.
 */
import {
  listOutbox,
  login,
  register,
  registerByEmail,
  requestPasswordReset,
  requestPasswordResetByPrefix,
  resendVerification,
  verifyEmailExists,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegistrationForm } from '../../db/seed/demo-registration-form.ts';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { users } from '../users/users.tables.ts';

const PASSWORD = 'Secret@123';
let t: TestApp;
let here: Awaited<ReturnType<typeof buildOrg>>;
let elsewhere: Awaited<ReturnType<typeof buildOrg>>;

async function openOrg() {
  const org = await buildOrg(t.db, { configuration: { self_registration_enabled: true } });
  await t.db.transaction((tx) => seedRegistrationForm(tx, org.id));
  return org;
}

beforeAll(async () => {
  t = await createTestApp();
  here = await openOrg();
  elsewhere = await openOrg();
});
afterAll(() => t?.close());

let seq = 0;
function newAddress(): string {
  seq += 1;
  return `10.8.${Math.floor(seq / 250)}.${seq % 250}`;
}

/** An unverified account that belongs to `elsewhere` only. */
async function accountElsewhere(): Promise<string> {
  const user = await buildUser(t.db, elsewhere, 'learner', { password: PASSWORD, isVerified: false });
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
  return row!.email;
}

async function mailsTo(email: string): Promise<number> {
  return ok(await t.request(listOutbox, { query: { to: email, take: 1 } })).total;
}

/** Asks a call about `email` as a visitor of `here`, from an address of its own. */
type Ask = (
  email: string,
  from: { orgId: number; remoteAddress: string },
) => Promise<{ status: number; body: unknown }>;

const calls: [string, Ask][] = [
  ['POST auth/verify-email-exists', (email, from) => t.request(verifyEmailExists, { ...from, body: { email } })],
  ['POST auth/register-by-email', (email, from) => t.request(registerByEmail, { ...from, body: { email } })],
  ['POST auth/resend-verification', (email, from) => t.request(resendVerification, { ...from, body: { email } })],
  ['POST reset-password/student', (email, from) => t.request(requestPasswordReset, { ...from, body: { email } })],
  [
    'POST reset-password/{prefix}',
    (email, from) =>
      t.request(requestPasswordResetByPrefix, { ...from, params: { prefix: here.domainPrefix }, body: { email } }),
  ],
  [
    'POST auth/login (a wrong password)',
    (email, from) => t.request(login, { ...from, body: { email, password: 'Wrong@123' } }),
  ],
];

describe('an account of another organization is answered as an unknown address', () => {
  it.each(calls)('%s', async (_, ask) => {
    const answer = async (email: string) => {
      const res = await ask(email, { orgId: here.id, remoteAddress: newAddress() });
      return { status: res.status, body: res.body };
    };
    const theirs = await accountElsewhere();
    const unknown = await answer(`nobody-${++seq}@example.test`);
    expect(await answer(theirs)).toEqual(unknown);
    expect(await mailsTo(theirs)).toBe(0);
  });

  it('registration refuses an address in use with auth-013, the same whether it is used here or elsewhere', async () => {
    const registerWith = async (email: string) => {
      const res = await t.request(register, {
        orgId: here.id,
        remoteAddress: newAddress(),
        body: {
          email,
          password: 'Welcome@123',
          firstName: 'Nora',
          lastName: 'Ali',
          city: 'Riyadh',
          extraFields: { jobTitle: 'Engineer', sector: 'private' },
        },
      });
      return { status: res.status, body: res.body };
    };
    const member = await buildUser(t.db, here, 'learner');
    const [own] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    const usedHere = await registerWith(own!.email);
    expect(usedHere).toMatchObject({ status: 409, body: { errorCode: 'auth-013' } });
    expect(await registerWith(await accountElsewhere())).toEqual(usedHere);
  });
});
