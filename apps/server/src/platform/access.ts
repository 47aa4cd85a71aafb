import {
  type Access,
  type AccessRuleName,
  accessRules,
  type ConfigurationFlag,
  configurationFlagErrors,
  GUEST_ONLY_FLAGS,
} from '@manara/contract';
import type { Db } from '../db/client.ts';
import type { RequestContext } from './context.ts';
import { AppError } from './errors.ts';
import type { ConfigurationLookup, PermissionResolver } from './identity.ts';

/**
 * What each object rule hands the call's handler (`input.found`): the row it found while
 * checking, so the service does not look it up again. The module that answers a rule declares
 * its type here by augmentation:
 *
 * ```ts
 * declare module '../../platform/access.ts' {
 *   interface AccessRuleFound { courseAuthor: { course: CourseRow; offering: OfferingRow } }
 * }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: the modules that answer a rule augment it.
export interface AccessRuleFound {}

/** What a rule finds: its declared type, or `unknown` while no module declares one. */
export type FoundBy<N extends AccessRuleName> = N extends keyof AccessRuleFound ? AccessRuleFound[N] : unknown;

/**
 * The server's side of a named object rule of the contract (`accessRules`): given the id its
 * path parameter names (validated), it throws the `AppError` of a caller it refuses (404 for a
 * row of another organization, 403 otherwise) and answers what it found. A module provides it
 * through the `accessRules` extension point of its manifest.
 */
export interface AccessRule<N extends AccessRuleName = AccessRuleName> {
  name: N;
  check(db: Db, ctx: RequestContext, id: number): Promise<FoundBy<N>>;
}

/** Any rule, typed by its name. */
export type AnyAccessRule = { [N in AccessRuleName]: AccessRule<N> }[AccessRuleName];

/** The rules of an app by name, each answered by one module. */
export type AccessRules = ReadonlyMap<AccessRuleName, AnyAccessRule>;

export function accessRuleRegistry(items: readonly AnyAccessRule[]): AccessRules {
  const rules = new Map<AccessRuleName, AnyAccessRule>();
  for (const rule of items) {
    if (rules.has(rule.name)) throw new Error(`two modules answer the access rule ${rule.name}`);
    rules.set(rule.name, rule);
  }
  return rules;
}

export interface GuardDeps {
  outboxEnabled: boolean;
  permissions: Pick<PermissionResolver, 'check'>;
  configuration: Pick<ConfigurationLookup, 'flagsOn'>;
}

/**
 * The one access guard, before the input is validated (so a caller without access learns
 * nothing of its shape), in order: signed in (401 `common-009`), not held by a forced password
 * reset (`auth-005`), the organization's settings (each flag's own code), then permissions
 * (403 `common-007`): member permissions against the member's set together with the
 * organization's (their prerequisites are organization permissions), organization permissions
 * against the organization's alone. The object rule comes after validation (`enforceRule`).
 */
export async function enforceAccess(ctx: RequestContext, access: Access, deps: GuardDeps): Promise<void> {
  if (access.kind === 'devOnly') {
    if (!deps.outboxEnabled) throw new AppError('common-001');
    return;
  }
  if (access.kind === 'signedIn') {
    if (!ctx.user) throw new AppError('common-009');
    if (ctx.user.forceResetPassword && !access.duringForcedReset) throw new AppError('auth-005');
  }
  await enforceConfiguration(ctx, access.configuration ?? [], deps);
  await enforcePermissions(ctx, access, deps);
}

/** Every flag must be on; an anonymous-view flag only for guests. The first one off answers its code. */
async function enforceConfiguration(
  ctx: RequestContext,
  flags: readonly ConfigurationFlag[],
  deps: Pick<GuardDeps, 'configuration'>,
): Promise<void> {
  const needed = flags.filter((flag) => !(ctx.user && GUEST_ONLY_FLAGS.has(flag)));
  if (needed.length === 0) return;
  const on = await deps.configuration.flagsOn(ctx.orgId, needed);
  const off = needed.find((flag) => !on.has(flag));
  if (off) throw new AppError(configurationFlagErrors[off]);
}

/** Member permissions are asked of signed-in callers only (a guest of a public call holds none). */
async function enforcePermissions(
  ctx: RequestContext,
  access: Exclude<Access, { kind: 'devOnly' }>,
  deps: Pick<GuardDeps, 'permissions'>,
): Promise<void> {
  const allOf = ctx.user ? (access.memberPermissions ?? []) : [];
  const anyOf = ctx.user ? (access.anyOfMemberPermissions ?? []) : [];
  const organization = access.organizationPermissions ?? [];
  if (allOf.length === 0 && anyOf.length === 0 && organization.length === 0) return;
  const can = await deps.permissions.check(ctx.permissions());
  const passes =
    organization.every((slug) => can.organization(slug)) &&
    allOf.every((slug) => can.member(slug)) &&
    (anyOf.length === 0 || anyOf.some((slug) => can.member(slug)));
  if (!passes) throw new AppError('common-007');
}

/**
 * The call's object rule, once params are valid: the rule reads the id its path parameter names
 * and throws for a caller it refuses. Answers what the rule found (undefined without a rule).
 */
export async function enforceRule(
  db: Db,
  ctx: RequestContext,
  access: Access,
  params: unknown,
  rules: AccessRules,
): Promise<unknown> {
  if (access.kind === 'devOnly' || !access.rule) return undefined;
  const rule = rules.get(access.rule);
  if (!rule) throw new Error(`no module answers the access rule ${access.rule}`);
  const id = (params as Record<string, unknown>)[accessRules[access.rule].param];
  if (typeof id !== 'number') throw new Error(`the access rule ${access.rule} needs a numeric path parameter`);
  return rule.check(db, ctx, id);
}

/**
 * Checked when a call is registered: a module answers its rule, and its path has the rule's
 * parameter. A call that could never pass its guard fails the app's start, not a request.
 */
export function assertRuleAnswered(
  call: { method: string; path: string; access: Access; params?: unknown },
  rules: AccessRules,
): void {
  if (call.access.kind === 'devOnly' || !call.access.rule) return;
  const name = call.access.rule;
  if (!rules.has(name)) throw new Error(`${call.method} ${call.path}: no module answers the access rule ${name}`);
  const shape = (call.params as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape || !(accessRules[name].param in shape)) {
    throw new Error(`${call.method} ${call.path}: the access rule ${name} reads :${accessRules[name].param}`);
  }
}
