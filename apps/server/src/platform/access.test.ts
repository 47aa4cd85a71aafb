/**
 * The access guard alone, over a fake context and fake deps: each kind of condition, the order in
 * which they are asked, and (through `registerCall` on a bare Fastify app) the object rule after
 * validation, handing what it found to the handler.
 */
import {
  type Access,
  ConfigKey,
  type ConfigurationFlag,
  defineCall,
  Id,
  MemberPermission,
  OrganizationPermission,
} from '@manara/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AccessRules, accessRuleRegistry, enforceAccess, type GuardDeps } from './access.ts';
import type { AppDeps } from './app-deps.ts';
import { systemClock } from './clock.ts';
import { createContentCache } from './content-cache.ts';
import type { RequestContext } from './context.ts';
import { AppError, installErrorHandling } from './errors.ts';
import type { SessionUser } from './identity.ts';
import { registerCall } from './routes.ts';

const member: SessionUser = {
  id: 5,
  email: 'm@example.test',
  firstName: 'M',
  lastName: 'M',
  type: 'MEMBER',
  deactivatedAt: null,
  forceResetPassword: false,
  preferredLanguage: 'en',
  sessionId: 1,
  membership: { id: 1, permissionSetId: 1 },
};

function contextOf(user: SessionUser | null): RequestContext {
  return {
    orgId: 3,
    language: 'en',
    user,
    client: { ip: '127.0.0.1', userAgent: undefined },
    log: console as never,
    permissions: async () => ({ organization: new Set(), member: new Set() }),
    events: { publish: async () => undefined },
    identity: { changed: async () => undefined },
    content: createContentCache(),
    clock: systemClock,
  };
}

/** Deps holding these member and organization slugs and these settings on; records what was asked. */
function guardDeps(held: { member?: string[]; organization?: string[]; flagsOn?: string[] } = {}) {
  const asked: string[] = [];
  const deps: GuardDeps = {
    outboxEnabled: true,
    permissions: {
      check: async () => {
        asked.push('permissions');
        return {
          member: (slug) => (held.member ?? []).includes(slug),
          organization: (slug) => (held.organization ?? []).includes(slug),
        };
      },
    },
    configuration: {
      flagsOn: async (_orgId, keys) => {
        asked.push(`configuration:${keys.join(',')}`);
        return new Set(keys.filter((key) => (held.flagsOn ?? []).includes(key)));
      },
    },
  };
  return { deps, asked };
}

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

const guard = (user: SessionUser | null, access: Access, held?: Parameters<typeof guardDeps>[0]) =>
  codeOf(enforceAccess(contextOf(user), access, guardDeps(held).deps));

describe('enforceAccess', () => {
  it('lets anyone call a public call, and a dev-only one only while the outbox is in use', async () => {
    expect(await guard(null, { kind: 'public' })).toBeNull();
    expect(await guard(null, { kind: 'devOnly' })).toBeNull();
    const { deps } = guardDeps();
    expect(await codeOf(enforceAccess(contextOf(null), { kind: 'devOnly' }, { ...deps, outboxEnabled: false }))).toBe(
      'common-001',
    );
  });

  it('asks for a sign-in, then refuses a user who must reset their password unless the call allows it', async () => {
    expect(await guard(null, { kind: 'signedIn' })).toBe('common-009');
    const resetting = { ...member, forceResetPassword: true };
    expect(await guard(resetting, { kind: 'signedIn' })).toBe('auth-005');
    expect(await guard(resetting, { kind: 'signedIn', duringForcedReset: true })).toBeNull();
  });

  it("answers each setting's own code while it is off", async () => {
    const needs = (flags: readonly ConfigurationFlag[]): Access => ({ kind: 'signedIn', configuration: flags });
    expect(await guard(member, needs([ConfigKey.selfEnrollmentEnabled]))).toBe('courses-005');
    expect(await guard(member, needs([ConfigKey.certificatesEnabled]))).toBe('certificates-001');
    expect(await guard(member, needs([ConfigKey.marketplaceEnabled]))).toBe('common-007');
    expect(
      await guard(member, needs([ConfigKey.selfEnrollmentEnabled, ConfigKey.walletEnabled]), {
        flagsOn: [ConfigKey.selfEnrollmentEnabled],
      }),
    ).toBe('common-007');
    expect(
      await guard(member, needs([ConfigKey.selfEnrollmentEnabled, ConfigKey.walletEnabled]), {
        flagsOn: [ConfigKey.selfEnrollmentEnabled, ConfigKey.walletEnabled],
      }),
    ).toBeNull();
  });

  it('asks an anonymous-view setting of guests only (401 while off), and the same of a public call', async () => {
    const access = { kind: 'public', configuration: [ConfigKey.anonymousCourseView] } as const;
    expect(await guard(null, access)).toBe('common-009');
    expect(await guard(null, access, { flagsOn: [ConfigKey.anonymousCourseView] })).toBeNull();
    const { deps, asked } = guardDeps();
    expect(await codeOf(enforceAccess(contextOf(member), access, deps))).toBeNull();
    expect(asked).toEqual([]);
  });

  it('needs every member and organization permission of `all of`, and one of `any of`', async () => {
    const allOf = {
      kind: 'signedIn',
      memberPermissions: [MemberPermission.accessCourses],
      organizationPermissions: [OrganizationPermission.crudCourses],
    } as const;
    expect(await guard(member, allOf, { member: ['access_courses'] })).toBe('common-007');
    expect(await guard(member, allOf, { organization: ['crud_courses'] })).toBe('common-007');
    expect(await guard(member, allOf, { member: ['access_courses'], organization: ['crud_courses'] })).toBeNull();

    const anyOf = {
      kind: 'signedIn',
      anyOfMemberPermissions: [MemberPermission.administratorPortal, MemberPermission.instructorPortal],
    } as const;
    expect(await guard(member, anyOf)).toBe('common-007');
    expect(await guard(member, anyOf, { member: ['instructor_portal'] })).toBeNull();
    expect(await guard(member, anyOf, { member: ['administrator_portal'] })).toBeNull();
    const both = { ...anyOf, memberPermissions: [MemberPermission.accessCourses] } as const;
    expect(await guard(member, both, { member: ['instructor_portal'] })).toBe('common-007');
    expect(await guard(member, both, { member: ['instructor_portal', 'access_courses'] })).toBeNull();
  });

  it("asks a public call's member permissions of signed-in callers only, its organization permissions of everyone", async () => {
    const members = { kind: 'public', memberPermissions: [MemberPermission.accessCourses] } as const;
    expect(await guard(null, members)).toBeNull();
    expect(await guard(member, members)).toBe('common-007');
    const plan = { kind: 'public', organizationPermissions: [OrganizationPermission.registrationEnabled] } as const;
    expect(await guard(null, plan)).toBe('common-007');
    expect(await guard(null, plan, { organization: ['registration_enabled'] })).toBeNull();
  });

  it('asks in order: signed in, forced reset, settings, then permissions', async () => {
    const access = {
      kind: 'signedIn',
      configuration: [ConfigKey.certificatesEnabled],
      memberPermissions: [MemberPermission.administratorPortal],
    } as const;
    expect(await guard(null, access)).toBe('common-009');
    expect(await guard({ ...member, forceResetPassword: true }, access)).toBe('auth-005');
    const { deps, asked } = guardDeps();
    expect(await codeOf(enforceAccess(contextOf(member), access, deps))).toBe('certificates-001');
    expect(asked).toEqual(['configuration:certificates_enabled']);
    expect(await guard(member, access, { flagsOn: ['certificates_enabled'] })).toBe('common-007');
  });
});

describe('an object rule', () => {
  /** A bare app answering one call, with a fake `courseViewer` rule that knows course 7 only. */
  async function appWith(access: Access, rules: AccessRules, flagsOn: string[] = []) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    const { deps } = guardDeps({ flagsOn });
    const call = defineCall({
      method: 'GET',
      path: '/courses/:courseId',
      summary: 'A course',
      tags: ['test'],
      access,
      params: z.object({ courseId: Id }),
      response: z.object({ found: z.string() }),
    });
    registerCall(
      app,
      { mailer: { kind: 'outbox' }, ...deps, db: {} } as unknown as AppDeps,
      call,
      (_ctx, { found }) => ({ found: String((found as { name: string }).name) }),
      { tenant: false, rules },
    );
    await app.ready();
    return app;
  }

  function viewerRule(checked: number[]): AccessRules {
    return accessRuleRegistry([
      {
        name: 'courseViewer',
        check: async (_db, _ctx, id) => {
          checked.push(id);
          if (id !== 7) throw new AppError('common-002');
          return { name: 'seven' } as never;
        },
      },
    ]);
  }

  it('runs once the params are valid, answers its error, and hands what it found to the handler', async () => {
    const checked: number[] = [];
    const app = await appWith({ kind: 'public', rule: 'courseViewer' }, viewerRule(checked));
    const invalid = await app.inject({ method: 'GET', url: '/courses/abc' });
    expect(invalid.statusCode).toBe(400);
    expect(checked).toEqual([]);
    const other = await app.inject({ method: 'GET', url: '/courses/8' });
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('common-002');
    const found = await app.inject({ method: 'GET', url: '/courses/7' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ found: 'seven' });
    expect(checked).toEqual([8, 7]);
    await app.close();
  });

  it('comes after the settings, which come before validation', async () => {
    const checked: number[] = [];
    const access = { kind: 'public', configuration: [ConfigKey.certificatesEnabled], rule: 'courseViewer' } as const;
    const off = await appWith(access, viewerRule(checked));
    expect((await off.inject({ method: 'GET', url: '/courses/abc' })).json().errorCode).toBe('certificates-001');
    expect((await off.inject({ method: 'GET', url: '/courses/7' })).json().errorCode).toBe('certificates-001');
    expect(checked).toEqual([]);
    await off.close();
    const on = await appWith(access, viewerRule(checked), [ConfigKey.certificatesEnabled]);
    expect((await on.inject({ method: 'GET', url: '/courses/7' })).statusCode).toBe(200);
    expect(checked).toEqual([7]);
    await on.close();
  });

  it('fails the app at registration when no module answers the rule, or the path lacks its parameter', async () => {
    await expect(appWith({ kind: 'public', rule: 'courseViewer' }, new Map())).rejects.toThrow(
      /no module answers the access rule courseViewer/,
    );
    await expect(appWith({ kind: 'public', rule: 'courseSectionAuthor' }, viewerRule([]))).rejects.toThrow(
      /no module answers the access rule courseSectionAuthor/,
    );
    const both = accessRuleRegistry([
      { name: 'courseSectionAuthor', check: async () => ({}) as never },
      ...viewerRule([]).values(),
    ]);
    await expect(appWith({ kind: 'public', rule: 'courseSectionAuthor' }, both)).rejects.toThrow(/reads :sectionId/);
    expect(() => accessRuleRegistry([...viewerRule([]).values(), ...viewerRule([]).values()])).toThrow(
      /two modules answer the access rule courseViewer/,
    );
  });
});
