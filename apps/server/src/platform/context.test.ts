import { listPermissionSets } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserDisabled } from '../modules/users/index.ts';
import { users } from '../modules/users/users.tables.ts';
import { createTestApp, errorCodeOf, type TestApp } from '../test/app.ts';
import { buildOrg, buildUser } from '../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db);
});
afterAll(() => t?.close());

/** Any call for signed-in members will do: the organization's permission sets. */
const signedInCall = listPermissionSets;

describe('the signed-in user of a request', () => {
  it('is refused with auth-001 once disabled', async () => {
    const user = await buildUser(t.db, org, 'organization_admin');
    const token = await t.tokenFor(user.id, org.id);
    expect((await t.request(signedInCall, { as: { token, orgId: org.id } })).status).toBe(200);
    await setUserDisabled(t.db, t.deps.identity, user.id, { disabled: true, at: t.deps.clock.now() });
    const res = await t.request(signedInCall, { as: { token, orgId: org.id }, language: 'ar' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorCode: 'auth-001', message: 'هذا المستخدم معطّل.' });
  });

  it('is refused with auth-006 when the user no longer exists', async () => {
    const user = await buildUser(t.db, org, 'organization_admin');
    const token = await t.tokenFor(user.id, org.id);
    await t.db.delete(users).where(eq(users.id, user.id));
    const res = await t.request(signedInCall, { as: { token, orgId: org.id } });
    expect(res.status).toBe(401);
    expect(errorCodeOf(res)).toBe('auth-006');
  });

  it('is refused with auth-006 for an expired token or one signed with another key', async () => {
    const user = await buildUser(t.db, org, 'organization_admin');
    const valid = await t.tokenFor(user.id, org.id);
    const forged = await new SignJWT({ org: org.id, sid: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setAudience('access')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another key that is long enough to sign tokens'));
    const past = await new SignJWT({ org: org.id, sid: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setAudience('access')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await t.request(signedInCall, { as: { token: valid, orgId: org.id } })).status).toBe(200);
    for (const token of [forged, past]) {
      const res = await t.request(signedInCall, { as: { token, orgId: org.id } });
      expect(res.status).toBe(401);
      expect(errorCodeOf(res)).toBe('auth-006');
    }
  });

  it('is refused with auth-002 in an organization they are not a member of', async () => {
    const user = await buildUser(t.db, org, 'organization_admin');
    const elsewhere = await buildOrg(t.db);
    const token = await t.tokenFor(user.id, elsewhere.id);
    const res = await t.request(signedInCall, { as: { token, orgId: elsewhere.id } });
    expect(res.status).toBe(403);
    expect(errorCodeOf(res)).toBe('auth-002');
  });
});
