import {
  type CallBody,
  login,
  register,
  registerByEmail,
  resendVerification,
  verifyEmail,
  verifyEmailExists,
} from '@manara/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRegistrationForm } from '../../db/seed/demo-registration-form.ts';
import { createTestApp, errorCodeOf, errorOf, ok, type TestApp, type TypedAnswer } from '../../test/app.ts';
import { buildOrg, buildUser, lastMailTo, linkIn } from '../../test/factories.ts';
import { tokenIn } from '../../test/sign-in.ts';
import { users } from '../users/users.tables.ts';
import { userTokens } from './auth.tables.ts';

let t: TestApp;
let open: Awaited<ReturnType<typeof buildOrg>>;
let seq = 0;
const email = () => `person${++seq}@example.test`;
const answers = { jobTitle: 'Engineer', sector: 'private' };

function body(overrides: Partial<CallBody<typeof register>> = {}): CallBody<typeof register> {
  return {
    email: email(),
    password: 'Welcome@123',
    firstName: 'Nora',
    lastName: 'Ali',
    city: 'Riyadh',
    extraFields: answers,
    ...overrides,
  };
}

async function orgWith(configuration: Record<string, unknown>, organizationPermissions?: string[]) {
  const o = await buildOrg(t.db, {
    configuration: { self_registration_enabled: true, ...configuration },
    ...(organizationPermissions ? { organizationPermissions } : {}),
  });
  await t.db.transaction((tx) => seedRegistrationForm(tx, o.id));
  return o;
}

/** The fields a validation error names; the test fails unless the answer is a 400. */
function refusedFields(res: TypedAnswer<typeof register>) {
  expect(res.status, res.raw).toBe(400);
  return errorOf(res).fields ?? [];
}

beforeAll(async () => {
  t = await createTestApp();
  open = await orgWith({});
});
afterAll(() => t?.close());

describe('POST /api/auth/register', () => {
  it('creates a learner, signs them in and e-mails a verification link in their language', async () => {
    const input = body({
      preferredLanguage: 'ar',
      extraFields: { ...answers, yearsOfExperience: 4, newsletter: true },
    });
    const res = await t.request(register, { orgId: open.id, body: input });
    expect(res.status).toBe(201);
    expect(ok(res)).toMatchObject({
      requiresApproval: false,
      access: expect.any(String),
      portals: { isAdministrator: false },
    });
    expect(ok(res).user).toMatchObject({ email: input.email, isVerified: false, preferredLanguage: 'ar' });
    expect(ok(res).user?.extraFields).toEqual(
      expect.arrayContaining([
        { formField: { fieldKey: 'jobTitle' }, value: 'Engineer' },
        { formField: { fieldKey: 'yearsOfExperience' }, value: '4' },
        { formField: { fieldKey: 'newsletter' }, value: 'true' },
      ]),
    );
    const mail = await lastMailTo(t, input.email);
    expect(mail?.subject).toContain('تأكيد');
    const link = linkIn(mail!.text);
    expect(link.pathname).toBe('/auth/verify-email');
    expect(link.searchParams.get('org')).toBe(open.domainPrefix);
    const verified = await t.request(verifyEmail, { orgId: open.id, body: { token: tokenIn(link) } });
    expect(ok(verified)).toEqual({ email: input.email });
    const again = await t.request(verifyEmail, { orgId: open.id, body: { token: tokenIn(link) } });
    expect(errorCodeOf(again)).toBe('auth-015');
  });

  it('validates the registration form and the password rules, creating nothing', async () => {
    const input = body({ extraFields: { jobTitle: 'x', sector: 'pirate' }, password: 'short' });
    const res = await t.request(register, { orgId: open.id, body: input });
    expect(res.status).toBe(400);
    expect(refusedFields(res).map((f) => f.message)).toEqual(expect.arrayContaining(['password.minLength']));
    const formErrors = await t.request(register, {
      orgId: open.id,
      body: body({ extraFields: { jobTitle: 'x', sector: 'pirate', unknownField: 'y' } }),
    });
    expect(formErrors.status).toBe(400);
    const paths = refusedFields(formErrors).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['body.extraFields.jobTitle', 'body.extraFields.sector']));
    const [created] = await t.db.select().from(users).where(eq(users.email, input.email));
    expect(created).toBeUndefined();
  });

  it("requires the city and the form's required fields, as the complete-profile dialog would ask for them", async () => {
    // Untyped: a body without a city is one the contract's types forbid.
    for (const city of [undefined, '', '   ']) {
      const input = { ...body({ extraFields: { jobTitle: '', sector: 'private' } }), city };
      const res = await t.call('POST', '/api/auth/register', { orgId: open.id, body: input });
      expect(res.status).toBe(400);
      expect(errorCodeOf(res)).toBe('validation');
      const fields = (errorOf(res).fields ?? []).map((f) => [f.path, f.message]);
      expect(fields).toContainEqual(['body.city', city === undefined ? expect.any(String) : 'form.required']);
      const [created] = await t.db.select().from(users).where(eq(users.email, input.email));
      expect(created).toBeUndefined();
    }
    const noJobTitle = await t.request(register, {
      orgId: open.id,
      body: body({ extraFields: { jobTitle: ' ', sector: 'private' } }),
    });
    expect(noJobTitle.status).toBe(400);
    expect(refusedFields(noJobTitle)).toContainEqual({ path: 'body.extraFields.jobTitle', message: 'form.required' });
  });

  it('refuses an e-mail in use (auth-013), any case', async () => {
    const input = body();
    await t.request(register, { orgId: open.id, body: input });
    const res = await t.request(register, { orgId: open.id, body: { ...input, email: input.email.toUpperCase() } });
    expect(res.status).toBe(409);
    expect(errorCodeOf(res)).toBe('auth-013');
  });

  it('checks phone numbers: not valid (auth-012), in use (auth-011)', async () => {
    expect(errorCodeOf(await t.request(register, { orgId: open.id, body: body({ phoneNumber: '12' }) }))).toBe(
      'auth-012',
    );
    const registered = await t.request(register, { orgId: open.id, body: body({ phoneNumber: '0501234567' }) });
    expect(ok(registered).user?.phoneNumber).toBe('+966501234567');
    const taken = await t.request(register, { orgId: open.id, body: body({ phoneNumber: '+966 50 123 4567' }) });
    expect(errorCodeOf(taken)).toBe('auth-011');
  });

  it('is closed without the configuration key or the organization permission (auth-014)', async () => {
    const closed = await buildOrg(t.db);
    expect(errorCodeOf(await t.request(register, { orgId: closed.id, body: body() }))).toBe('auth-014');
    const noPermission = await orgWith({}, ['enabled', 'lms']);
    expect(errorCodeOf(await t.request(register, { orgId: noPermission.id, body: body() }))).toBe('auth-014');
  });

  it('waits for approval with the admin strategy: no tokens, and sign-in answers auth-009', async () => {
    const approving = await orgWith({ registration_approval: { strategy: 'admin', domain: null } });
    const input = body();
    const res = await t.request(register, { orgId: approving.id, body: input });
    expect(res.status).toBe(201);
    expect(ok(res)).toMatchObject({ requiresApproval: true, access: null, refresh: null });
    await t.db.update(users).set({ isVerified: true }).where(eq(users.email, input.email));
    const signIn = await t.request(login, {
      orgId: approving.id,
      body: { email: input.email, password: input.password },
    });
    expect(errorCodeOf(signIn)).toBe('auth-009');
  });

  it('approves the pre-approved e-mail domain at once with the domain strategy', async () => {
    const domain = await orgWith({ registration_approval: { strategy: 'domain', domain: 'partner.test' } });
    const inside = await t.request(register, { orgId: domain.id, body: body({ email: `a${++seq}@partner.test` }) });
    expect(ok(inside).requiresApproval).toBe(false);
    const outside = await t.request(register, { orgId: domain.id, body: body() });
    expect(ok(outside).requiresApproval).toBe(true);
  });
});

describe('register by e-mail', () => {
  it('e-mails a link whose token registers with the address already verified', async () => {
    const address = email();
    expect((await t.request(registerByEmail, { orgId: open.id, body: { email: address } })).status).toBe(204);
    const link = linkIn((await lastMailTo(t, address))!.text);
    expect(link.pathname).toBe('/register');
    const res = await t.request(register, {
      orgId: open.id,
      body: body({ email: address, emailToken: tokenIn(link, 'emailToken') }),
    });
    expect(ok(res).user?.isVerified).toBe(true);
    const other = email();
    await t.request(registerByEmail, { orgId: open.id, body: { email: other } });
    const token = tokenIn(linkIn((await lastMailTo(t, other))!.text), 'emailToken');
    const mismatch = await t.request(register, { orgId: open.id, body: body({ emailToken: token }) });
    expect(errorCodeOf(mismatch)).toBe('auth-015');
  });
});

describe('e-mail verification', () => {
  it('refuses an expired link, and resends to an unverified member only', async () => {
    const input = body();
    await t.request(register, { orgId: open.id, body: input });
    const token = tokenIn(linkIn((await lastMailTo(t, input.email))!.text));
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.email, input.email));
    expect(errorCodeOf(await t.request(verifyEmail, { orgId: open.id, body: { token } }))).toBe('auth-015');
    expect((await t.request(resendVerification, { orgId: open.id, body: { email: input.email } })).status).toBe(204);
    const fresh = tokenIn(linkIn((await lastMailTo(t, input.email))!.text));
    expect(fresh).not.toBe(token);
    expect((await t.request(verifyEmail, { orgId: open.id, body: { token: fresh } })).status).toBe(200);
    const verified = await buildUser(t.db, open, 'learner');
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, verified.id));
    expect((await t.request(resendVerification, { orgId: open.id, body: { email: row!.email } })).status).toBe(204);
    expect(await lastMailTo(t, row!.email)).toBeNull();
  });

  it('answers whether an e-mail has an account', async () => {
    const input = body();
    await t.request(register, { orgId: open.id, body: input });
    expect(ok(await t.request(verifyEmailExists, { orgId: open.id, body: { email: input.email } }))).toEqual({
      exists: true,
    });
    expect(ok(await t.request(verifyEmailExists, { orgId: open.id, body: { email: email() } }))).toEqual({
      exists: false,
    });
  });

  it('tells nothing of accounts that are only in other organizations', async () => {
    const other = await orgWith({});
    const input = body();
    await t.request(register, { orgId: other.id, body: input, remoteAddress: '10.3.0.1' });
    const exists = async (orgId: number) =>
      ok(await t.request(verifyEmailExists, { orgId, body: { email: input.email }, remoteAddress: '10.3.0.1' }));
    expect(await exists(open.id)).toEqual({ exists: false });
    expect(await exists(other.id)).toEqual({ exists: true });
  });
});
