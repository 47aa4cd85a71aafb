/**
 * Who the caller is, kept in memory (platform/identity-cache.ts): a signed-in request reads the
 * database at most once for its caller, and every kind of revocation takes effect on the next
 * request because its write announces it.
 */
import {
  createPermissionSet,
  getSessionUser,
  listPermissionSets,
  logout,
  MemberPermission,
  updatePermissionSet,
  updateUser,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMemberPermissionSet, setUserDisabled } from '../modules/users/index.ts';
import { createTestApp, ok, type TestApp } from '../test/app.ts';
import { buildOrg, buildSignedInMember } from '../test/factories.ts';
import { createInProcessBus } from './bus.ts';
import { createManualClock } from './clock.ts';
import type { SessionIdentity } from './identity.ts';
import { createIdentityCache, IDENTITY_CHANGED } from './identity-cache.ts';

function sessionOf(overrides: { userId?: number; sessionId?: number; setId?: number; expiresAt?: Date } = {}) {
  return {
    orgId: 1,
    user: {
      id: overrides.userId ?? 7,
      email: 'a@b.test',
      firstName: 'A',
      lastName: 'B',
      type: 'MEMBER',
      deactivatedAt: null,
      forceResetPassword: false,
      preferredLanguage: 'en',
      sessionId: overrides.sessionId ?? 3,
      membership: { id: 1, permissionSetId: overrides.setId ?? 5 },
    },
    permissions: { organization: new Set(['lms']), member: new Set(['x']) },
    expiresAt: overrides.expiresAt ?? new Date('2030-01-01T00:00:00Z'),
  } satisfies SessionIdentity;
}

describe('the identity cache', () => {
  function cacheOver(answer: () => Promise<SessionIdentity | null>) {
    const reads = { sessions: 0, permissions: 0 };
    const clock = createManualClock(new Date('2029-01-01T00:00:00Z'));
    const bus = createInProcessBus();
    const cache = createIdentityCache(
      {
        sessions: {
          findSession: async () => {
            reads.sessions++;
            return answer();
          },
        },
        permissions: {
          load: async () => {
            reads.permissions++;
            return { organization: new Set(['lms']), member: new Set() };
          },
        },
      },
      clock,
      { bus },
    );
    return { cache, reads, clock, bus };
  }

  it('reads a live session once, then answers from memory', async () => {
    const { cache, reads } = cacheOver(async () => sessionOf());
    for (let i = 0; i < 5; i++) expect((await cache.findSession(7, 1, 3))?.user.id).toBe(7);
    expect(reads.sessions).toBe(1);
  });

  it('never keeps a refusal: a session not found, a disabled user, a non-member', async () => {
    let answer: SessionIdentity | null = null;
    const { cache, reads } = cacheOver(async () => answer);
    await cache.findSession(7, 1, 3);
    answer = { ...sessionOf(), user: { ...sessionOf().user, deactivatedAt: new Date() } };
    await cache.findSession(7, 1, 3);
    answer = { ...sessionOf(), user: { ...sessionOf().user, membership: null } };
    await cache.findSession(7, 1, 3);
    await cache.findSession(7, 1, 3);
    expect(reads.sessions).toBe(4);
  });

  it('drops a session at its end by the app clock', async () => {
    const { cache, reads, clock } = cacheOver(async () => sessionOf({ expiresAt: new Date('2029-01-01T01:00:00Z') }));
    await cache.findSession(7, 1, 3);
    await cache.findSession(7, 1, 3);
    expect(reads.sessions).toBe(1);
    clock.advance(3600_000);
    await cache.findSession(7, 1, 3);
    expect(reads.sessions).toBe(2);
  });

  it('forgets by session, user, permission set and organization, here and on the bus', async () => {
    const { cache, reads, bus } = cacheOver(async () => sessionOf());
    await cache.listen(bus);
    const changes = [{ sessionId: 3 }, { userId: 7 }, { permissionSetId: 5 }, { orgId: 1 }, { all: true as const }];
    for (const change of changes) {
      const before = reads.sessions;
      await cache.findSession(7, 1, 3);
      await cache.findSession(7, 1, 3);
      expect(reads.sessions).toBe(before + 1);
      await bus.publish(IDENTITY_CHANGED, change);
    }
    // Changes about others keep the entry.
    const kept = reads.sessions;
    await cache.findSession(7, 1, 3);
    for (const change of [{ sessionId: 4 }, { userId: 8 }, { permissionSetId: 6 }, { orgId: 2 }]) {
      await cache.changed(change);
    }
    await cache.findSession(7, 1, 3);
    expect(reads.sessions).toBe(kept + 1);
  });

  it('does not keep an answer read while a change was announced', async () => {
    let release: (value: SessionIdentity) => void = () => undefined;
    const { cache, reads } = cacheOver(() => new Promise((resolve) => (release = resolve)));
    const reading = cache.findSession(7, 1, 3);
    await cache.changed({ userId: 7 });
    release(sessionOf());
    await reading;
    const next = cache.findSession(7, 1, 3);
    release(sessionOf());
    await next;
    expect(reads.sessions).toBe(2);
  });

  it('keeps what an organization holds for guests until its permissions change', async () => {
    const { cache, reads } = cacheOver(async () => null);
    await cache.loadPermissions(1, null);
    await cache.loadPermissions(1, null);
    expect(reads.permissions).toBe(1);
    await cache.changed({ orgId: 1 });
    await cache.loadPermissions(1, null);
    expect(reads.permissions).toBe(2);
  });
});

describe('revocation through the cache', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof buildOrg>>;
  beforeAll(async () => {
    t = await createTestApp();
    org = await buildOrg(t.db);
  });
  afterAll(() => t?.close());

  it('ends a session at logout', async () => {
    const member = await buildSignedInMember(t, org, 'learner');
    const other = { ...member, token: await t.tokenFor(member.id, org.id) };
    expect((await t.request(getSessionUser, { as: member })).status).toBe(200);
    expect((await t.request(getSessionUser, { as: other })).status).toBe(200);
    expect((await t.request(logout, { as: member, body: { removeAll: false } })).status).toBe(204);
    expect(codeOf(await t.request(getSessionUser, { as: member }))).toBe('auth-006');
    expect((await t.request(getSessionUser, { as: other })).status).toBe(200);
  });

  it('ends every session when signing out everywhere', async () => {
    const member = await buildSignedInMember(t, org, 'learner');
    const other = { ...member, token: await t.tokenFor(member.id, org.id) };
    expect((await t.request(getSessionUser, { as: other })).status).toBe(200);
    expect((await t.request(logout, { as: member, body: { removeAll: true } })).status).toBe(204);
    expect(codeOf(await t.request(getSessionUser, { as: other }))).toBe('auth-006');
  });

  it('refuses a user once disabled, and lets them in again when enabled', async () => {
    const member = await buildSignedInMember(t, org, 'learner');
    expect((await t.request(getSessionUser, { as: member })).status).toBe(200);
    await setUserDisabled(t.db, t.deps.identity, member.id, { disabled: true, at: t.deps.clock.now() });
    expect(codeOf(await t.request(getSessionUser, { as: member }))).toBe('auth-001');
    await setUserDisabled(t.db, t.deps.identity, member.id, { disabled: false, at: t.deps.clock.now() });
    expect((await t.request(getSessionUser, { as: member })).status).toBe(200);
  });

  it('applies a changed permission set from the next request', async () => {
    const admin = await buildSignedInMember(t, org, 'organization_admin');
    const created = ok(
      await t.request(createPermissionSet, {
        as: admin,
        body: { name: 'Set keepers', permissions: [MemberPermission.managePermissionSets] },
      }),
    );
    const keeper = await buildSignedInMember(t, org, created.id);
    expect((await t.request(listPermissionSets, { as: keeper })).status).toBe(200);
    const changed = await t.request(updatePermissionSet, {
      as: admin,
      params: { permissionSetId: created.id },
      body: { permissions: [] },
    });
    expect(changed.status).toBe(200);
    expect(codeOf(await t.request(listPermissionSets, { as: keeper }))).toBe('common-007');
  });

  it("answers the session's portals as they are at each request: a changed set, then a changed membership", async () => {
    const admin = await buildSignedInMember(t, org, 'organization_admin');
    const created = ok(
      await t.request(createPermissionSet, {
        as: admin,
        body: { name: 'Portal keepers', permissions: [MemberPermission.instructorPortal] },
      }),
    );
    const member = await buildSignedInMember(t, org, created.id);
    const portals = async () => ok(await t.request(getSessionUser, { as: member })).portals;
    expect(await portals()).toEqual({ isAdministrator: false, isInstructor: true });
    expect(await portals()).toEqual({ isAdministrator: false, isInstructor: true });
    const changed = await t.request(updatePermissionSet, {
      as: admin,
      params: { permissionSetId: created.id },
      body: { permissions: [] },
    });
    expect(changed.status).toBe(200);
    expect(await portals()).toEqual({ isAdministrator: false, isInstructor: false });
    await setMemberPermissionSet(t.db, t.deps.identity, org.id, member.id, org.setIds.organization_admin);
    expect((await portals()).isAdministrator).toBe(true);
  });

  it('applies a changed membership from the next request', async () => {
    const member = await buildSignedInMember(t, org, 'organization_admin');
    expect((await t.request(listPermissionSets, { as: member })).status).toBe(200);
    await setMemberPermissionSet(t.db, t.deps.identity, org.id, member.id, org.setIds.learner);
    expect(codeOf(await t.request(listPermissionSets, { as: member }))).toBe('common-007');
  });

  it('shows a changed profile in the session at once', async () => {
    const member = await buildSignedInMember(t, org, 'learner');
    expect((await t.request(getSessionUser, { as: member })).status).toBe(200);
    const res = await t.request(updateUser, {
      as: member,
      params: { userId: member.id },
      body: { preferredLanguage: 'ar', firstName: 'Renamed' },
    });
    expect(res.status).toBe(200);
    const after = await t.request(getSessionUser, { as: member });
    expect(after.body).toMatchObject({ firstName: 'Renamed', preferredLanguage: 'ar' });
    // The session's language is the one a request without a language header would speak.
    const cached = await t.deps.identity.findSession(member.id, org.id, sessionIdOf(member.token));
    expect(cached?.user.preferredLanguage).toBe('ar');
  });
});

/** The error code of an answer (undefined for a success). */
function codeOf(res: { body: unknown }): string | undefined {
  return (res.body as { errorCode?: string }).errorCode;
}

function sessionIdOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: number };
  return payload.sid;
}
