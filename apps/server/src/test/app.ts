import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallBody, CallDef, CallParams, CallQuery, CallResponse, ErrorEnvelope, Language } from '@manara/contract';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createAppDeps } from '../deps.ts';
import { startSession } from '../modules/auth/sessions.ts';
import type { Clock } from '../platform/clock.ts';
import type { AppModule } from '../platform/module.ts';
import { declaredErrors } from '../platform/routes.ts';
import { createLocalStorage, createS3Storage } from '../platform/storage.ts';
import { databaseUrl, onServer } from './global-setup.ts';

/**
 * A throwaway database for one test file, copied from the run's template (migrated, with the
 * reference data; see global-setup.ts): an in-memory PGlite loaded from the template's data
 * directory, or — when `DATABASE_URL` is set — a database created from the template on that
 * server and dropped afterwards.
 */
async function openTestDatabase(): Promise<Database> {
  const template = inject('testDatabaseTemplate');
  const serverUrl = process.env.DATABASE_URL;
  if (template.kind === 'embedded' || !serverUrl) {
    if (template.kind !== 'embedded') throw new Error('the template was made for PostgreSQL; DATABASE_URL is gone');
    return openDatabase({ dataDir: null, loadDataDir: await openAsBlob(template.file) });
  }
  const name = `manara_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name} template ${template.name}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app over a fresh, migrated database with reference data and no demo data. Jobs are not
 * polled: `call` runs every due job before and after its request, so a request's mail and the
 * listeners of its events have happened when it returns, as far as a test can tell.
 * `modules` replaces the app's list of modules (a test adds one of its own); `logger` the silent log.
 * `restartOf` builds the app again over another test app's database (and Redis prefix), as a
 * restarted server would be: nothing in the memory of the first is shared. Closing the restarted
 * app leaves the database to the first.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    clock?: Clock;
    modules?: readonly AppModule[];
    logger?: FastifyServerOptions['logger'];
    restartOf?: { database: Database; rateLimitPrefix: string };
    /** Keep callers' identity in memory as the server does (default); off for a test that writes identity rows directly. */
    identityCache?: boolean;
  } = {},
) {
  const database: Database = options.restartOf
    ? { ...options.restartOf.database, close: async () => undefined }
    : await openTestDatabase();
  const rateLimitPrefix = options.restartOf?.rateLimitPrefix ?? `test-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', WEB_DIST_DIR: '/nonexistent', ...env });
  // Media of this test app only: a fresh folder (removed on close), or the S3 of `env` when given.
  const mediaDir = await mkdtemp(join(tmpdir(), 'manara-media-'));
  const deps = await createAppDeps({
    config,
    database,
    signingKey: randomBytes(32),
    storage: config.s3 ? await createS3Storage(config.s3) : createLocalStorage(mediaDir),
    redisUrl: process.env.REDIS_URL,
    rateLimitPrefix,
    // Test files run side by side on one Redis: each app (and its restart) hears only its own bus.
    busNamespace: rateLimitPrefix,
    ...(options.identityCache === false ? { identityCache: false } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const app = await buildApp(deps, {
    logger: options.logger ?? false,
    // An answer that drifts from its contract fails its test (a 500), as it is not checked in production.
    checkAnswers: true,
    ...(options.modules ? { modules: options.modules } : {}),
  });
  const undeclared = recordUndeclaredErrors(app);
  await app.ready();

  /** An access token of a new session of a member, as sign-in would start it. */
  async function tokenFor(userId: number, orgId: number): Promise<string> {
    const session = await startSession(
      {
        db: deps.db,
        tokens: deps.tokens,
        refreshTtlSeconds: config.refreshTokenTtlSeconds,
        clock: deps.clock,
        identity: deps.identity,
      },
      userId,
      orgId,
    );
    return session.access as string;
  }

  /** Sends a request the way the web client does: JSON, Organization and language headers. */
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: {
      orgId?: number;
      token?: string;
      body?: unknown;
      language?: Language;
      headers?: Record<string, string>;
      /** The client's address, as the connection shows it (127.0.0.1 unless told). */
      remoteAddress?: string;
    } = {},
  ) {
    await deps.jobs.drain();
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.orgId !== undefined) headers.organization = String(options.orgId);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers.language = options.language;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    await deps.jobs.drain();
    const json = response.body ? safeJson(response.body) : undefined;
    return { status: response.statusCode, body: json as any, headers: response.headers, raw: response.body };
  }

  /**
   * Sends one call of the contract, typed by it: the path is built from `params`, the query
   * string from `query`, and a successful answer's body has the call's response type.
   * `as` is the caller: a member with a token (their organization is the request's unless
   * `orgId` says otherwise), or nobody.
   */
  async function request<C extends CallDef>(
    callDef: C,
    options: {
      params?: CallParams<C>;
      query?: CallQuery<C>;
      body?: CallBody<C>;
      as?: { token: string; orgId?: number };
      orgId?: number;
      language?: Language;
      headers?: Record<string, string>;
      remoteAddress?: string;
    } = {},
  ): Promise<TypedAnswer<C>> {
    const orgId = options.orgId ?? options.as?.orgId;
    const res = await call(callDef.method, urlOf(callDef, options.params, options.query), {
      ...(orgId !== undefined ? { orgId } : {}),
      ...(options.as ? { token: options.as.token } : {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.language ? { language: options.language } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    return res as TypedAnswer<C>;
  }

  return {
    app,
    deps,
    db: database.db,
    database,
    rateLimitPrefix,
    tokenFor,
    call,
    request,
    /** Error codes answered by calls that do not declare them (`METHOD path → code`); close() fails on any. */
    undeclared,
    async close() {
      await app.close();
      await deps.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
      if (undeclared.size > 0) {
        throw new Error(
          `calls answered error codes they do not declare (add them to the call's errors): ${[...undeclared].join('; ')}`,
        );
      }
    },
  };
}

/**
 * Watches every answer of the app: an error code that its call does not declare (`declaredErrors`:
 * the contract's `errors`, those of its access rule and those of every call) is recorded, so that
 * the OpenAPI document never hides an answer a client must handle.
 */
export function recordUndeclaredErrors(app: FastifyInstance): Set<string> {
  const undeclared = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const call = (request.routeOptions.config as { call?: CallDef }).call;
    if (!call || reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
    const errorCode = (safeJson(payload) as { errorCode?: string } | undefined)?.errorCode;
    if (errorCode && !declaredErrors(call).includes(errorCode))
      undeclared.add(`${call.method} ${call.path} → ${errorCode}`);
    return payload;
  });
  return undeclared;
}

/** An answer of a typed call: the response type when it succeeded, the error envelope when not. */
export type TypedAnswer<C extends CallDef> =
  | { status: 200 | 201 | 204; body: CallResponse<C>; headers: Record<string, unknown>; raw: string }
  | {
      status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429;
      body: ErrorEnvelope;
      headers: Record<string, unknown>;
      raw: string;
    };

/** A successful answer's body, typed by its call; the test fails with the answer when it is an error. */
export function ok<C extends CallDef>(res: TypedAnswer<C>): CallResponse<C> {
  if (res.status >= 300) throw new Error(`answered ${res.status} ${res.raw}`);
  return res.body as CallResponse<C>;
}

/**
 * The error envelope of an error answer (`errorCode`, `message`, `fields`); the test fails with
 * the answer when it succeeded or did not answer an envelope.
 */
export function errorOf(res: { status: number; body: unknown; raw: string }): ErrorEnvelope {
  const errorCode = (res.body as { errorCode?: unknown } | undefined)?.errorCode;
  if (res.status < 400 || typeof errorCode !== 'string') throw new Error(`answered ${res.status} ${res.raw}`);
  return res.body as ErrorEnvelope;
}

/** The `errorCode` of an answer (undefined when it has none). */
export function errorCodeOf(res: { body: unknown }): string | undefined {
  return (res.body as { errorCode?: string } | undefined)?.errorCode;
}

/** The address of a call: its path with `params` filled in, and `query` as a query string. */
export function urlOf(callDef: CallDef, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = callDef.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${callDef.method} ${callDef.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const queryString = search.toString();
  return `/api${path}${queryString ? `?${queryString}` : ''}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
