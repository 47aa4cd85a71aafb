import type { Access, AccessRuleName, CallDef, DomainEvent, DomainEventName } from '@manara/contract';
import { is } from 'drizzle-orm';
import { type PgEnum, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { type AnyAccessRule, accessRuleRegistry, type FoundBy } from './access.ts';
import type { AppDeps } from './app-deps.ts';
import type { RequestContext } from './context.ts';
import { type CallHttp, type CallInput, registerCall } from './routes.ts';

/**
 * One shape for every server module: a manifest that says which tables the module owns, which
 * contract calls it answers and how, which domain events it listens to, what it adds to the
 * extension points of other modules and which reference data it writes. `buildApp` registers the
 * manifests of `app-modules.ts`, in order, and nothing else; `syncReferenceData` (db/reference.ts)
 * runs their `seed.reference`, in the same order.
 *
 * ```ts
 * export const reviewsModule = defineModule({
 *   name: 'reviews',
 *   tables: reviewsTables, // import * as reviewsTables from './reviews.tables.ts'
 *   calls: { createCourseReview, listCourseReviews },
 *   handlers: ({ db }) => ({
 *     createCourseReview: (ctx, { params, body }) => reviews.create(db, ctx, params.courseId, body),
 *     listCourseReviews: (ctx, { params, query }) => reviews.list(db, ctx, params.courseId, query),
 *   }),
 * });
 * ```
 */

/** The contract calls a module answers, by name: `{ getHealth, listJobs }`. */
export type Calls = Readonly<Record<string, CallDef>>;

/** What a call's object rule found (`found`), typed by the rule's name; nothing for a call without a rule. */
export type RuleInput<A extends Access> = A extends { rule: infer N extends AccessRuleName }
  ? { found: FoundBy<N> }
  : unknown;

/**
 * The handler of one call, typed by it: its context, validated input (with what its object rule
 * found) and, for the few that need it, the HTTP request and reply.
 */
export type CallHandler<C> =
  C extends CallDef<infer P, infer Q, infer B, infer R, infer A>
    ? (
        ctx: RequestContext,
        input: CallInput<P, Q, B> & RuleInput<A>,
        http: CallHttp,
      ) => Promise<z.output<R> | FastifyReply> | z.output<R> | FastifyReply
    : never;

/**
 * A handler for each call and for nothing else. A module whose handlers come from several files
 * types each file's part with the calls of that part (`Handlers<typeof wishlistCalls>`).
 */
export type Handlers<C extends Calls> = { [K in keyof C]: CallHandler<C[K]> };

/**
 * The extension points of the app. A module that lets others extend it declares its point here by
 * augmentation, with the type of one item:
 *
 * ```ts
 * declare module '../../platform/module.ts' {
 *   interface ExtensionPoints { certificateCriteria: CertificateCriterion }
 * }
 * ```
 *
 * and other modules add items in their manifest (`provides: { certificateCriteria: [...] }`). The
 * items are collected per app, when it is built: no list lives in a module's scope.
 */
export interface ExtensionPoints {
  /**
   * The platform's own point: the server's side of the contract's named object rules
   * (`courseAuthor`, …), each answered by the module that owns the row (platform/access.ts).
   */
  accessRules: AnyAccessRule;
}

/** What a module adds to extension points. */
export type Provides = { readonly [P in keyof ExtensionPoints]?: readonly ExtensionPoints[P][] };

/** The items every module of the app provides, by extension point. */
export interface Extensions {
  list<P extends keyof ExtensionPoints>(point: P): readonly ExtensionPoints[P][];
}

/** What a module's handlers and listeners are built from: the app's deps and its extension points. */
export interface ModuleDeps extends AppDeps {
  extensions: Extensions;
  /**
   * Runs `task` when the app starts closing, before it waits for open connections: a module that
   * holds connections open (live streams) ends them there, or the app would never close.
   */
  onClose(task: () => Promise<void> | void): void;
}

/** Durable listeners of domain events, one per event (named after the module). Each runs at least once: make it idempotent. */
export type Listeners = { readonly [N in DomainEventName]?: (event: DomainEvent<N>) => Promise<void> };

/** No key but those of `C`: a handler for a call the module does not list fails the type check. */
export type OnlyCallsOf<C extends Calls, H> = H & { [K in Exclude<keyof H, keyof C>]: never };

/**
 * What a module's `<module>.tables.ts` exports (its Drizzle tables and enums), taken whole:
 * `import * as reviewsTables from './reviews.tables.ts'`.
 */
export type TablesFile = Readonly<Record<string, PgTable | PgEnumOfAnyValues>>;

/** An enum whatever its values (`PgEnum<['a', 'b']>` is no `PgEnum<string[]>`: its builders are typed by the values). */
type PgEnumOfAnyValues = Pick<PgEnum<[string, ...string[]]>, 'enumName' | 'enumValues'>;

/** Rows a module writes into its own tables outside any request. */
export interface ModuleSeed {
  /**
   * Reference data every database needs whatever its content (the permission catalogue, the
   * configuration keys, …), brought up to date at every start and in the test template, in the
   * one transaction of `syncReferenceData`: idempotent, and writing only the module's tables.
   */
  reference?: (tx: Db | Tx) => Promise<void>;
}

export interface ModuleManifest<C extends Calls, H extends Handlers<C>> {
  /** Unique in the app; it also names the module's durable listeners (`event:<event>:<name>` jobs). */
  name: string;
  /**
   * The tables the module owns: it alone writes them (module-writes.test.ts). Each table has one
   * owner, and `db/schema.ts` holds exactly the modules' tables and the platform's (app-modules.test.ts).
   */
  tables?: TablesFile;
  /** The contract calls the module answers. */
  calls: C;
  /** Builds, once per app, a handler for each call of `calls` (a missing or unknown one fails the type check). */
  handlers: (deps: ModuleDeps) => OnlyCallsOf<C, H>;
  /** Calls about the server or a token rather than an organization: no `Organization` header is read, no user resolved. */
  tenantless?: readonly NoInfer<keyof C & string>[];
  /**
   * GET calls whose answer to a guest is one kept object, the same for every guest who sends the
   * same request, read only from what changes announce (the content, the organization, its
   * permissions): answered from memory to the next such guest (platform/guest-answers.ts).
   */
  keptForGuests?: readonly NoInfer<keyof C & string>[];
  /** The domain events the module reacts to, durably (through jobs, in the publisher's transaction). */
  listens?: (deps: ModuleDeps) => Listeners;
  /** Items of other modules' extension points. */
  provides?: Provides;
  /** What the module writes outside requests: its reference data. */
  seed?: ModuleSeed;
}

type AnyHandler = (ctx: RequestContext, input: CallInput<z.ZodType, z.ZodType, z.ZodType>, http: CallHttp) => unknown;

/** A manifest as the app sees it, whatever its calls. */
export interface AppModule {
  readonly name: string;
  readonly tables?: TablesFile;
  readonly calls: Calls;
  handlers(deps: ModuleDeps): Readonly<Record<string, AnyHandler>>;
  readonly tenantless?: readonly string[];
  readonly keptForGuests?: readonly string[];
  listens?(deps: ModuleDeps): Listeners;
  readonly provides?: Provides;
  readonly seed?: ModuleSeed;
}

/** A module's manifest, typed by its calls. */
export function defineModule<const C extends Calls, H extends Handlers<C>>(manifest: ModuleManifest<C, H>): AppModule {
  return manifest as unknown as AppModule;
}

/** The extension points' items of every module, in the modules' order. */
export function collectExtensions(modules: readonly AppModule[]): Extensions {
  const points = new Map<string, unknown[]>();
  for (const mod of modules) {
    for (const [point, items] of Object.entries(mod.provides ?? {})) {
      points.set(point, [...(points.get(point) ?? []), ...(items as readonly unknown[])]);
    }
  }
  return {
    list: (point) => (points.get(point) ?? []) as never,
  };
}

/** The tables of the modules by the module that owns each; a table claimed twice fails. */
export function tableOwners(modules: readonly AppModule[]): Map<PgTable, string> {
  const owners = new Map<PgTable, string>();
  for (const mod of modules) {
    for (const [name, table] of Object.entries(mod.tables ?? {})) {
      if (!is(table, PgTable)) continue;
      const other = owners.get(table);
      if (other) throw new Error(`table ${name} is owned by both ${other} and ${mod.name}`);
      owners.set(table, mod.name);
    }
  }
  return owners;
}

/**
 * Registers the modules of an app, in order (each name and each table once): their calls through
 * `registerCall` (each call answered by exactly one module), their durable listeners on
 * `deps.events`. Answers the extension points the modules were built with.
 */
export function registerModules(app: FastifyInstance, deps: AppDeps, modules: readonly AppModule[]): Extensions {
  const names = new Set<string>();
  for (const mod of modules) {
    if (names.has(mod.name)) throw new Error(`two modules are named ${mod.name}`);
    names.add(mod.name);
  }
  tableOwners(modules);
  const extensions = collectExtensions(modules);
  const rules = accessRuleRegistry(extensions.list('accessRules'));
  const moduleDeps: ModuleDeps = {
    ...deps,
    extensions,
    onClose: (task) => {
      app.addHook('preClose', async () => {
        await task();
      });
    },
  };
  const answeredBy = new Map<CallDef, string>();
  for (const mod of modules) {
    const handlers = mod.handlers(moduleDeps);
    const tenantless = new Set(mod.tenantless ?? []);
    const keptForGuests = new Set(mod.keptForGuests ?? []);
    for (const name of [...Object.keys(handlers), ...tenantless, ...keptForGuests]) {
      if (!Object.hasOwn(mod.calls, name)) throw new Error(`module ${mod.name}: ${name} is not one of its calls`);
    }
    for (const [name, call] of Object.entries(mod.calls)) {
      const other = answeredBy.get(call);
      if (other) throw new Error(`${call.method} ${call.path} is answered by both ${other} and ${mod.name}`);
      answeredBy.set(call, mod.name);
      const handler = handlers[name];
      if (!handler) throw new Error(`module ${mod.name} has no handler for ${name}`);
      registerCall(app, deps, call, handler as never, {
        tenant: !tenantless.has(name),
        rules,
        keptForGuests: keptForGuests.has(name),
      });
    }
    for (const [event, listener] of Object.entries(mod.listens?.(moduleDeps) ?? {})) {
      deps.events.listen(event as DomainEventName, mod.name, listener as (event: unknown) => Promise<void>);
    }
  }
  return extensions;
}
