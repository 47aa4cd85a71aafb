import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
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

async function post(
  path: 'send' | 'verify',
  user: { token: string } | null,
  body: unknown,
  options: { address?: string; language?: 'en' | 'ar' } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/phone-verifications/${path}`,
    headers: {
      organization: String(org.id),
      'content-type': 'application/json',
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      ...(options.language ? { language: options.language } : {}),
    },
    payload: JSON.stringify(body),
    remoteAddress: options.address ?? newAddress(),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The newest text to `to`, through the dev outbox as the phone would show it. */
async function lastTextTo(to: string) {
  const res = await t.call('GET', `/api/dev/sms-outbox?to=${encodeURIComponent(to)}&take=1`);
  expect(res.status).toBe(200);
  return res.body.data[0] as { to: string; text: string } | undefined;
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
    const res = await post('send', user, { phoneNumber: local });
    expect(res.status).toBe(200);
    const international = `+966${local.slice(1)}`;
    expect(res.body.phoneNumber).toBe(international);
    const expiresIn = new Date(res.body.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(9 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
    const text = await lastTextTo(international);
    expect(text?.text).toMatch(/^Phone Academy: your verification code is \d{6}\. It expires in 10 minutes\.$/);

    const arabic = newNumber();
    await post('send', user, { phoneNumber: arabic }, { language: 'ar' });
    expect((await lastTextTo(arabic))?.text).toMatch(/^أكاديمية الهاتف: رمز التحقق الخاص بك هو \d{6}\./);
  });

  it('refuses a number that is not valid (auth-012) and one another user has (auth-011)', async () => {
    const user = await signedInMember();
    const invalid = await post('send', user, { phoneNumber: '12345' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorCode).toBe('auth-012');
    const owner = await buildUser(t.db, org);
    const taken = newNumber();
    await t.db.update(users).set({ phoneNumber: taken }).where(eq(users.id, owner.id));
    const inUse = await post('send', user, { phoneNumber: taken });
    expect(inUse.status).toBe(409);
    expect(inUse.body.errorCode).toBe('auth-011');
    expect(await lastTextTo(taken)).toBeUndefined();
  });

  it('answers 401 without a token, and 400 validation to a body without a number', async () => {
    const anonymous = await post('send', null, { phoneNumber: newNumber() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe('common-009');
    const empty = await post('send', await signedInMember(), { phoneNumber: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errorCode).toBe('validation');
  });
});

describe('POST /api/phone-verifications/verify', () => {
  it("makes the number the user's with the texted code, once", async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post('send', user, { phoneNumber });
    const code = await codeTextedTo(phoneNumber);
    const res = await post('verify', user, { phoneNumber: `0${phoneNumber.slice(4)}`, code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, phoneNumber });
    const me = await t.call('GET', '/api/auth', { orgId: org.id, token: user.token });
    expect(me.body.phoneNumber).toBe(phoneNumber);
    const again = await post('verify', user, { phoneNumber, code });
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('auth-023');
  });

  it('refuses a wrong code (auth-023), and after five attempts even the right one', async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post('send', user, { phoneNumber });
    const code = await codeTextedTo(phoneNumber);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await post('verify', user, { phoneNumber, code: otherCode(code) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorCode).toBe('auth-023');
    }
    const right = await post('verify', user, { phoneNumber, code });
    expect(right.body.errorCode).toBe('auth-023');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.phoneNumber).toBeNull();
  });

  it('spends exactly five attempts when 25 wrong codes arrive at once, then refuses the right one', async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post('send', user, { phoneNumber });
    const code = await codeTextedTo(phoneNumber);
    const address = newAddress();
    const wrong = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        post(
          'verify',
          user,
          { phoneNumber, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0') },
          { address },
        ),
      ),
    );
    expect(wrong.map((a) => a.body.errorCode)).toEqual(wrong.map(() => 'auth-023'));
    const [pending] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
    expect(pending?.attempts).toBe(5);
    expect((await post('verify', user, { phoneNumber, code }, { address })).body.errorCode).toBe('auth-023');
  });

  it('refuses an expired code, a code for another number, a replaced code and another user’s code', async () => {
    const user = await signedInMember();
    const expired = newNumber();
    await post('send', user, { phoneNumber: expired });
    const expiredCode = await codeTextedTo(expired);
    await t.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, user.id));
    expect((await post('verify', user, { phoneNumber: expired, code: expiredCode })).body.errorCode).toBe('auth-023');

    const first = newNumber();
    await post('send', user, { phoneNumber: first });
    const firstCode = await codeTextedTo(first);
    expect((await post('verify', user, { phoneNumber: newNumber(), code: firstCode })).body.errorCode).toBe('auth-023');
    // A new send replaces the pending code.
    const second = newNumber();
    await post('send', user, { phoneNumber: second });
    expect((await post('verify', user, { phoneNumber: first, code: firstCode })).body.errorCode).toBe('auth-023');

    const someoneElse = await signedInMember();
    const secondCode = await codeTextedTo(second);
    expect((await post('verify', someoneElse, { phoneNumber: second, code: secondCode })).body.errorCode).toBe(
      'auth-023',
    );
    expect((await post('verify', user, { phoneNumber: second, code: secondCode })).status).toBe(200);
  });

  it('refuses a number that is not valid (auth-012)', async () => {
    const res = await post('verify', await signedInMember(), { phoneNumber: 'not a phone', code: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('auth-012');
  });

  it('answers auth-011 when another user took the number after the code was sent, and keeps the code', async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post('send', user, { phoneNumber });
    const code = await codeTextedTo(phoneNumber);
    const quicker = await buildUser(t.db, org);
    await t.db.update(users).set({ phoneNumber }).where(eq(users.id, quicker.id));
    const res = await post('verify', user, { phoneNumber, code });
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('auth-011');
    const [pending] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
    expect(pending?.verifiedAt).toBeNull();
    // Once the number is free again, the same code still works.
    await t.db.update(users).set({ phoneNumber: null }).where(eq(users.id, quicker.id));
    expect((await post('verify', user, { phoneNumber, code })).status).toBe(200);
  });

  it('answers 401 without a token, and 400 validation to a code that is not six digits', async () => {
    const anonymous = await post('verify', null, { phoneNumber: newNumber(), code: '123456' });
    expect(anonymous.status).toBe(401);
    const malformed = await post('verify', await signedInMember(), { phoneNumber: newNumber(), code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('validation');
  });
});

describe('rate limits (auth-004)', () => {
  it('five texts an hour per user', async () => {
    const user = await signedInMember();
    for (let i = 0; i < 5; i++) expect((await post('send', user, { phoneNumber: newNumber() })).status).toBe(200);
    const sixth = await post('send', user, { phoneNumber: newNumber() });
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('auth-004');
  });

  it('five texts an hour per number, whoever asks', async () => {
    const phoneNumber = newNumber();
    for (let i = 0; i < 5; i++) {
      expect((await post('send', await signedInMember(), { phoneNumber })).status).toBe(200);
    }
    const sixth = await post('send', await signedInMember(), { phoneNumber });
    expect(sixth.body.errorCode).toBe('auth-004');
  });

  it('twenty texts an hour per address', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      expect((await post('send', await signedInMember(), { phoneNumber: newNumber() }, { address })).status).toBe(200);
    }
    const next = await post('send', await signedInMember(), { phoneNumber: newNumber() }, { address });
    expect(next.body.errorCode).toBe('auth-004');
  });

  it('thirty code checks per address in 15 minutes', async () => {
    const user = await signedInMember();
    const address = newAddress();
    for (let i = 0; i < 30; i++) {
      expect((await post('verify', user, { phoneNumber: newNumber(), code: '000000' }, { address })).status).toBe(400);
    }
    const next = await post('verify', user, { phoneNumber: newNumber(), code: '000000' }, { address });
    expect(next.status).toBe(429);
    expect(next.body.errorCode).toBe('auth-004');
  });
});

describe('GET /api/dev/sms-outbox', () => {
  it('lists texts newest first, by number written either way', async () => {
    const user = await signedInMember();
    const phoneNumber = newNumber();
    await post('send', user, { phoneNumber });
    await post('send', user, { phoneNumber });
    const res = await t.call('GET', `/api/dev/sms-outbox?to=0${phoneNumber.slice(4)}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data[0].id).toBeGreaterThan(res.body.data[1].id);
    expect(res.body.data[0]).toMatchObject({ to: phoneNumber });
    expect(Date.parse(res.body.data[0].createdAt)).not.toBeNaN();
  });
});
