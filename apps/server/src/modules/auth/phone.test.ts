import {
  type CallBody,
  getSessionUser,
  listSmsOutbox,
  sendPhoneVerification,
  verifyPhoneNumber,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';
import { users } from '../users/users.tables.ts';
import { phoneVerifications } from './auth.tables.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { name: 'Phone Academy', nameArabic: 'أكاديمية الهاتف' });
});
afterAll(() => t?.close());

let counter = 0;
/** Each test texts its own numbers from its own address, so that one test's limits don't reach another. */
function newNumber(): string {
  counter += 1;
  return `+96650${String(counter).padStart(7, '0')}`;
}
function newAddress(): string {
  counter += 1;
  return `10.1.${Math.floor(counter / 250)}.${counter % 250}`;
}

async function signedInMember() {
  const user = await buildUser(t.db, org);
  return { id: user.id, token: await t.tokenFor(user.id, org.id) };
}

function post<C extends typeof sendPhoneVerification | typeof verifyPhoneNumber>(
  call: C,
  user: { token: string } | null,
  body: CallBody<C>,
  options: { address?: string; language?: 'en' | 'ar' } = {},
) {
  return t.request(call, {
    orgId: org.id,
    ...(user ? { as: { token: user.token } } : {}),
    body,
    remoteAddress: options.address ?? newAddress(),
    ...(options.language ? { language: options.language } : {}),
  });
}

/** The newest text to `to`, through the dev outbox as the phone would show it. */
async function lastTextTo(to: string) {
  const res = await t.request(listSmsOutbox, { query: { to, take: 1 } });
  expect(res.status).toBe(200);
  return ok(res).data[0];
}

async function codeTextedTo(to: string): Promise<string> {
  const text = (await lastTextTo(to))?.text ?? '';
  const code = /\b\d{6}\b/.exec(text)?.[0];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('POST /api/phone-verifications/send', () => {
  it('texts a six-digit code to the number in its international form, in the language of the request', async () => {
    const user = await signedInMember();
    const local = `0${newNumber().slice(4)}`;
    const res = await post(sendPhoneVerification, user, { phoneNumber: local });
    expect(res.status).toBe(200);
    const international = `+966${local.slice(1)}`;
    expect(ok(res).phoneNumber).toBe(international);
    const expiresIn = new Date(ok(res).expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const text = await lastTextTo(international);
    expect(text?.text).toMatch(/^Phone Academy: your verification code is \d{6}\. It expires in 10 minutes\.$/);

    const arabic = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber: arabic }, { language: 'ar' });
    expect((await lastTextTo(arabic))?.text).toMatch(/^أكاديمية الهاتف: رمز التحقق الخاص بك هو \d{6}\./);
  });

  it('refuses a number that is not valid (auth-012) and one another user has (auth-011)', async () => {
    const user = await signedInMember();
    const invalid = await post(sendPhoneVerification, user, { phoneNumber: '12345' });
    expect(invalid.status).toBe(400);
    expect(errorCodeOf(invalid)).toBe('auth-012');
    const owner = await buildUser(t.db, org);
    const taken = newNumber();
    await t.db.update(users).set({ phoneNumber: taken }).where(eq(users.id, owner.id));
    const inUse = await post(sendPhoneVerification, user, { phoneNumber: taken });
    expect(inUse.status).toBe(409);
    expect(errorCodeOf(inUse)).toBe('auth-011');
    expect(await lastTextTo(taken)).toBeUndefined();
  });

  it('answers 401 without a token, and 400 validation to a body without a number', async () => {
    const anonymous = await post(sendPhoneVerification, null, { phoneNumber: newNumber() });
    expect(anonymous.status).toBe(401);
    expect(errorCodeOf(anonymous)).toBe('common-009');
    const empty = await post(sendPhoneVerification, await signedInMember(), { phoneNumber: '' });
    expect(empty.status).toBe(400);
    expect(errorCodeOf(empty)).toBe('validation');
  });
});

describe('POST /api/phone-verifications/verify', () => {
  it("makes the number the user's with the texted code, once", async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber });
    const code = await codeTextedTo(phoneNumber);
    const res = await post(verifyPhoneNumber, user, { phoneNumber: `0${phoneNumber.slice(4)}`, code });
    expect(res.status).toBe(200);
    expect(ok(res)).toMatchObject({ id: user.id, phoneNumber });
    const me = await t.request(getSessionUser, { as: { token: user.token, orgId: org.id } });
    expect(ok(me).phoneNumber).toBe(phoneNumber);
    const again = await post(verifyPhoneNumber, user, { phoneNumber, code });
    expect(again.status).toBe(400);
    expect(errorCodeOf(again)).toBe('auth-023');
  });

  it('refuses a wrong code (auth-023), and after five attempts even the right one', async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber });
    const code = await codeTextedTo(phoneNumber);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post(verifyPhoneNumber, user, { phoneNumber, code: otherCode(code) });
      expect(wrong.status).toBe(400);
      expect(errorCodeOf(wrong)).toBe('auth-023');
    }
    const right = await post(verifyPhoneNumber, user, { phoneNumber, code });
    expect(errorCodeOf(right)).toBe('auth-023');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.phoneNumber).toBeNull();
  });

  it('spends exactly five attempts when 25 wrong codes arrive at once, then refuses the right one', async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber });
    const code = await codeTextedTo(phoneNumber);
    const address = newAddress();
    const wrong = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post(
          verifyPhoneNumber,
          user,
          { phoneNumber, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0') },
          { address },
        ),
      ),
    );
    expect(wrong.map((a) => errorCodeOf(a))).toEqual(wrong.map(() => 'auth-023'));
    const [pending] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
    expect(pending?.attempts).toBe(5);
    expect(errorCodeOf(await post(verifyPhoneNumber, user, { phoneNumber, code }, { address }))).toBe('auth-023');
  });

  it('refuses an expired code, a code for another number, a replaced code and another user’s code', async () => {
    const user = await signedInMember();
    const expired = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber: expired });
    const expiredCode = await codeTextedTo(expired);
    await t.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, user.id));
    expect(errorCodeOf(await post(verifyPhoneNumber, user, { phoneNumber: expired, code: expiredCode }))).toBe(
      'auth-023',
    );

    const first = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber: first });
    const firstCode = await codeTextedTo(first);
    expect(errorCodeOf(await post(verifyPhoneNumber, user, { phoneNumber: newNumber(), code: firstCode }))).toBe(
      'auth-023',
    );
    // A new send replaces the pending code.
    const second = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber: second });
    expect(errorCodeOf(await post(verifyPhoneNumber, user, { phoneNumber: first, code: firstCode }))).toBe('auth-023');

    const someoneElse = await signedInMember();
    const secondCode = await codeTextedTo(second);
    expect(errorCodeOf(await post(verifyPhoneNumber, someoneElse, { phoneNumber: second, code: secondCode }))).toBe(
      'auth-023',
    );
    expect((await post(verifyPhoneNumber, user, { phoneNumber: second, code: secondCode })).status).toBe(200);
  });

  it('refuses a number that is not valid (auth-012)', async () => {
    const res = await post(verifyPhoneNumber, await signedInMember(), { phoneNumber: 'not a phone', code: '123456' });
    expect(res.status).toBe(400);
    expect(errorCodeOf(res)).toBe('auth-012');
  });

  it('answers auth-011 when another user took the number after the code was sent, and keeps the code', async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber });
    const code = await codeTextedTo(phoneNumber);
    const quicker = await buildUser(t.db, org);
    await t.db.update(users).set({ phoneNumber }).where(eq(users.id, quicker.id));
    const res = await post(verifyPhoneNumber, user, { phoneNumber, code });
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe('auth-011');
    const [pending] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
    expect(pending?.verifiedAt).toBeNull();
    // Once the number is free again, the same code still works.
    await t.db.update(users).set({ phoneNumber: null }).where(eq(users.id, quicker.id));
    expect((await post(verifyPhoneNumber, user, { phoneNumber, code })).status).toBe(200);
  });

  it('answers 401 without a token, and 400 validation to a code that is not six digits', async () => {
    const anonymous = await post(verifyPhoneNumber, null, { phoneNumber: newNumber(), code: '123456' });
    expect(anonymous.status).toBe(401);
    const malformed = await post(verifyPhoneNumber, await signedInMember(), { phoneNumber: newNumber(), code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(errorCodeOf(malformed)).toBe('validation');
  });
});

describe('rate limits (auth-004)', () => {
  it('five texts an hour per user', async () => {
    const user = await signedInMember();
    for (let i = 0; i < 5; i++)
      expect((await post(sendPhoneVerification, user, { phoneNumber: newNumber() })).status).toBe(200);
    const sixth = await post(sendPhoneVerification, user, { phoneNumber: newNumber() });
    expect(sixth.status).toBe(429);
    expect(errorCodeOf(sixth)).toBe('auth-004');
  });

  it('five texts an hour per number, whoever asks', async () => {
    const phoneNumber = newNumber();
    for (let i = 0; i < 5; i++) {
      expect((await post(sendPhoneVerification, await signedInMember(), { phoneNumber })).status).toBe(200);
    }
    const sixth = await post(sendPhoneVerification, await signedInMember(), { phoneNumber });
    expect(errorCodeOf(sixth)).toBe('auth-004');
  });

  it('twenty texts an hour per address', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      expect(
        (await post(sendPhoneVerification, await signedInMember(), { phoneNumber: newNumber() }, { address })).status,
      ).toBe(200);
    }
    const next = await post(sendPhoneVerification, await signedInMember(), { phoneNumber: newNumber() }, { address });
    expect(errorCodeOf(next)).toBe('auth-004');
  });

  it('thirty code checks per address in 15 minutes', async () => {
    const user = await signedInMember();
    const address = newAddress();
    for (let i = 0; i < 30; i++) {
      expect(
        (await post(verifyPhoneNumber, user, { phoneNumber: newNumber(), code: '000000' }, { address })).status,
      ).toBe(400);
    }
    const next = await post(verifyPhoneNumber, user, { phoneNumber: newNumber(), code: '000000' }, { address });
    expect(next.status).toBe(429);
    expect(errorCodeOf(next)).toBe('auth-004');
  });
});

describe('GET /api/dev/sms-outbox', () => {
  it('lists texts newest first, by number written either way', async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post(sendPhoneVerification, user, { phoneNumber });
    await post(sendPhoneVerification, user, { phoneNumber });
    const res = await t.request(listSmsOutbox, { query: { to: `0${phoneNumber.slice(4)}` } });
    expect(res.status).toBe(200);
    const { total, data } = ok(res);
    expect(total).toBe(2);
    const [newest, oldest] = data;
    expect(newest!.id).toBeGreaterThan(oldest!.id);
    expect(newest).toMatchObject({ to: phoneNumber });
    expect(Date.parse(newest!.createdAt)).not.toBeNaN();
  });
});
