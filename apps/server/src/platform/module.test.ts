/**
 * The module manifest: a handler for every call a module lists and for nothing else (checked by
 * the type checker, and again when the app is built), each call answered by one module and each
 * table owned by one, listeners registered under the module's name, extension points collected per
 * app.
 */
import { defineCall, getHealth, Id, listJobs, retryJob } from '@manara/contract';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDeps } from './app-deps.ts';
import {
  type AppModule,
  collectExtensions,
  defineModule,
  type Handlers,
  registerModules,
  tableOwners,
} from './module.ts';

const health = async () => ({ status: 'ok' as const, database: 'embedded' as const });

function bareApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** Deps enough to register routes (requests are not sent here) and to record listeners. */
function fakeDeps(listened: string[] = []): AppDeps {
  return {
    events: {
      listen: (event: string, name: string) => listened.push(`${event}:${name}`),
    },
  } as unknown as AppDeps;
}

describe('a module manifest', () => {
  it('is typed by its calls: a missing handler, an unknown one or an unknown tenantless call fail the type check', () => {
    const typed = defineModule({
      name: 'typed',
      calls: { getHealth, listJobs },
      tenantless: ['getHealth'],
      handlers: () => ({
        getHealth: health,
        // The input is typed by the call: `query.skip` is a number.
        listJobs: (_ctx, { query }) => ({ data: [], total: query.skip }),
      }),
    });
    defineModule({
      name: 'missing',
      calls: { getHealth, listJobs },
      // @ts-expect-error listJobs has no handler
      handlers: () => ({ getHealth: health }),
    });
    defineModule({
      name: 'unknown',
      calls: { getHealth },
      handlers: () => ({
        getHealth: health,
        // @ts-expect-error retryJob is not one of the module's calls
        retryJob: async () => null,
      }),
    });
    defineModule({
      name: 'tenantless',
      calls: { getHealth },
      // @ts-expect-error listJobs is not one of the module's calls
      tenantless: ['listJobs'],
      handlers: () => ({ getHealth: health }),
    });
    defineModule({
      name: 'answer',
      calls: { getHealth },
      // @ts-expect-error the answer does not have the call's response type
      handlers: () => ({ getHealth: async () => ({ status: 'bad' }) }),
    });
    const partCalls = { getHealth };
    // A part of a module's handlers, in a file of its own, is typed by the calls of that part.
    const part = (): Handlers<typeof partCalls> => ({
      getHealth: health,
      // @ts-expect-error retryJob is not one of the part's calls
      retryJob: async () => null,
    });
    // A call with an object rule hands its handler what the rule found, typed by the rule's name.
    const ruled = defineCall({
      method: 'GET',
      path: '/ruled/:courseId',
      summary: 'Ruled',
      tags: ['test'],
      access: { kind: 'signedIn', rule: 'courseAuthor' },
      params: z.object({ courseId: Id }),
      response: z.number(),
    });
    defineModule({
      name: 'ruled',
      calls: { ruled, getHealth },
      handlers: () => ({
        ruled: (_ctx, { found }) => found.course.id,
        // @ts-expect-error a call without a rule finds nothing
        getHealth: (_ctx, { found }) => found,
      }),
    });
    expect(typed.name).toBe('typed');
    expect(part).toBeTypeOf('function');
  });

  it('registers each call once and the listeners under the module name, and refuses what types would', async () => {
    const listened: string[] = [];
    const app = bareApp();
    registerModules(app, fakeDeps(listened), [
      defineModule({
        name: 'one',
        calls: { getHealth },
        handlers: () => ({ getHealth: health }),
        listens: () => ({ 'progress.changed': async () => undefined }),
      }),
      defineModule({
        name: 'two',
        calls: { listJobs, retryJob },
        handlers: () => ({ listJobs: () => ({ data: [], total: 0 }), retryJob: async () => null }),
      }),
    ]);
    await app.ready();
    expect(listened).toEqual(['progress.changed:one']);
    expect(app.hasRoute({ method: 'GET', url: getHealth.path })).toBe(true);
    await app.close();

    const twice: AppModule[] = [
      defineModule({ name: 'a', calls: { getHealth }, handlers: () => ({ getHealth: health }) }),
      defineModule({ name: 'b', calls: { getHealth }, handlers: () => ({ getHealth: health }) }),
    ];
    expect(() => registerModules(bareApp(), fakeDeps(), twice)).toThrow(/answered by both a and b/);
    const sameName: AppModule[] = [
      defineModule({ name: 'a', calls: {}, handlers: () => ({}) }),
      defineModule({ name: 'a', calls: {}, handlers: () => ({}) }),
    ];
    expect(() => registerModules(bareApp(), fakeDeps(), sameName)).toThrow(/two modules are named a/);
    const bookmarks = pgTable('bookmarks', { id: serial('id').primaryKey() });
    const sameTable: AppModule[] = [
      defineModule({ name: 'a', tables: { bookmarks }, calls: {}, handlers: () => ({}) }),
      defineModule({ name: 'b', tables: { saved: bookmarks }, calls: {}, handlers: () => ({}) }),
    ];
    expect(() => registerModules(bareApp(), fakeDeps(), sameTable)).toThrow(/saved is owned by both a and b/);
    const untyped = { name: 'js', calls: { getHealth, listJobs }, handlers: () => ({ getHealth: health }) };
    expect(() => registerModules(bareApp(), fakeDeps(), [untyped as unknown as AppModule])).toThrow(
      /no handler for listJobs/,
    );
  });

  it('knows the owner of each table the modules list', () => {
    const bookmarks = pgTable('bookmarks', { id: serial('id').primaryKey() });
    const notes = pgTable('notes', { id: serial('id').primaryKey() });
    const owners = tableOwners([
      defineModule({ name: 'a', tables: { bookmarks }, calls: {}, handlers: () => ({}) }),
      defineModule({ name: 'b', tables: { notes }, calls: {}, handlers: () => ({}) }),
      defineModule({ name: 'c', calls: {}, handlers: () => ({}) }),
    ]);
    expect([...owners].map(([table, owner]) => [table, owner])).toEqual([
      [bookmarks, 'a'],
      [notes, 'b'],
    ]);
  });

  it('collects the items of extension points from every module, in their order, per app', () => {
    const provider = (name: string): AppModule =>
      ({ name, calls: {}, handlers: () => ({}), provides: { probe: [name] } }) as unknown as AppModule;
    const extensions = collectExtensions([provider('first'), provider('second')]);
    expect(extensions.list('probe' as never)).toEqual(['first', 'second']);
    expect(collectExtensions([]).list('probe' as never)).toEqual([]);
  });
});
