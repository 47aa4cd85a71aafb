import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language } from '@manara/contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { syncReferenceData } from '../db/reference.ts';
import { startSession } from '../modules/auth/sessions.ts';
import { createOrganizationCache } from '../modules/organizations/organizations.cache.ts';
import { createInProcessBus, createRedisBus } from '../platform/bus.ts';
import { createOutboxMailer, createSmtpMailer } from '../platform/mail.ts';
import { createRateLimiter } from '../platform/rate-limit.ts';
import { createOutboxSmsSender } from '../platform/sms.ts';
import { createLocalStorage, createS3Storage } from '../platform/storage.ts';
import { createTokenService } from '../platform/tokens.ts';

/**
 * A throwaway database for one test file: in-memory PGlite, or — when `DATABASE_URL` is set —
 * a fresh database created on that server and dropped afterwards.
 */
async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return openDatabase({ dataDir: null });
  const name = `manara_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app over a fresh, migrated database with reference data and no demo data. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  await database.migrate();
  await syncReferenceData(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', WEB_DIST_DIR: '/nonexistent', ...env });
  const bus = process.env.REDIS_URL ? await createRedisBus(process.env.REDIS_URL) : createInProcessBus();
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 3 }) : null;
  // Media of this test app only: a fresh folder (removed on close), or the S3 of `env` when given.
  const mediaDir = await mkdtemp(join(tmpdir(), 'manara-media-'));
  const deps: AppDeps = {
    config,
    db: database.db,
    databaseKind: database.kind,
    bus,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db),
    sms: createOutboxSmsSender(database.db),
    tokens: createTokenService(randomBytes(32), config.accessTokenTtlSeconds),
    organizationCache: createOrganizationCache(database.db),
    rateLimiter: createRateLimiter(redis, `test-${randomBytes(4).toString('hex')}`),
    storage: config.s3 ? await createS3Storage(config.s3) : createLocalStorage(mediaDir),
  };
  await deps.organizationCache.listen(bus);
  const app = await buildApp(deps, { logger: false });
  await app.ready();

  /** An access token of a new session of a member, as sign-in would start it. */
  async function tokenFor(userId: number, orgId: number): Promise<string> {
    const session = await startSession({ db: deps.db, tokens: deps.tokens, refreshTtlSeconds: 3600 }, userId, orgId);
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
    } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.orgId !== undefined) headers.organization = String(options.orgId);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers.language = options.language;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    const json = response.body ? safeJson(response.body) : undefined;
    return { status: response.statusCode, body: json as any, headers: response.headers, raw: response.body };
  }

  return {
    app,
    deps,
    db: database.db,
    tokenFor,
    call,
    async close() {
      await app.close();
      await bus.close();
      await redis?.quit();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
