/**
 * Revocation across server processes: two real servers on one PostgreSQL database and one Redis.
 * (And the content cache: a course changed through one is seen through the other.)
 * A change written through one process (or written by another one and announced on the bus, as
 * `setUserDisabled` and `setMemberPermissionSet` do) takes effect on the other within a second,
 * although the other keeps its callers' identity in memory (platform/identity-cache.ts).
 * Runs where both are given (`DATABASE_URL` and `REDIS_URL`, as CI's second pass does), like the
 * other tests across processes: the embedded pass of `npm test` does not run it a second time.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemberPermission } from '@manara/contract';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { setMemberPermissionSet, setUserDisabled } from './modules/users/index.ts';
import { organizationMembers, users } from './modules/users/users.tables.ts';
import { createRedisBus, type EventBus } from './platform/bus.ts';
import type { IdentityChanges } from './platform/identity.ts';
import { IDENTITY_CHANGED } from './platform/identity-cache.ts';
import { type ServerProcess, startServerProcess } from './test/server-process.ts';

const postgresUrl = process.env.DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
const scaledOut = Boolean(postgresUrl && redisUrl);

function urlOfDatabase(name: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { organization: '1' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(server.url + path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const res = await call(server, 'POST', '/api/auth/login', { body: { email, password: 'Demo@1234' } });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access as string;
}

/** The error code (or `ok`) that `read` answers within one second, polled; the last one seen otherwise. */
async function answerWithinOneSecond(read: () => Promise<{ status: number; body: any }>, expected: string) {
  const deadline = Date.now() + 1000;
  let seen = '';
  do {
    const res = await read();
    seen = res.status < 400 ? 'ok' : String(res.body?.errorCode);
    if (seen === expected) return seen;
    await new Promise((r) => setTimeout(r, 20));
  } while (Date.now() < deadline);
  return seen;
}

describe.runIf(scaledOut)('revocation across two server processes on PostgreSQL and Redis', () => {
  const name = `manara_identity_${randomBytes(4).toString('hex')}`;
  const namespace = `identity-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'manara-identity-'));
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  let database: Database | undefined;
  let bus: EventBus | undefined;
  let announce: IdentityChanges;

  beforeAll(async () => {
    await onServer(`create database ${name}`);
    const env = {
      DATABASE_URL: urlOfDatabase(name),
      REDIS_URL: redisUrl,
      REDIS_NAMESPACE: namespace,
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    };
    first = await startServerProcess(env);
    second = await startServerProcess(env);
    // A third writer: what a call of another process does when it disables a user or moves a member.
    database = await openDatabase({ url: urlOfDatabase(name), dataDir: null });
    bus = await createRedisBus(redisUrl, namespace);
    const writer = bus;
    announce = { changed: (change) => writer.publish(IDENTITY_CHANGED, change) };
  }, 300_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await bus?.close();
    await database?.close();
    await onServer(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies logout, signing out everywhere, a disabled user, a membership and a permission set on the other process within a second', async () => {
    if (!first || !second || !database) throw new Error('not started');
    const a = first;
    const b = second;
    const db = database.db;
    const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'student@demo.test'));
    if (!student) throw new Error('no demo student');
    const admin = await signIn(a, 'admin@demo.test');
    const learner = await signIn(a, 'student@demo.test');
    const sets = () => call(b, 'GET', '/api/permission-sets', { token: learner });

    // Through the other process, the learner's session is kept in memory and may not manage sets.
    expect((await call(b, 'GET', '/api/auth', { token: learner })).status).toBe(200);
    expect((await sets()).body.errorCode).toBe('common-007');

    // A membership: the learner is given a set that manages sets.
    const created = await call(a, 'POST', '/api/permission-sets', {
      token: admin,
      body: { name: 'Set keepers', permissions: [MemberPermission.managePermissionSets] },
    });
    expect(created.status).toBe(201);
    const [membership] = await db
      .select({ permissionSetId: organizationMembers.permissionSetId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, 1), eq(organizationMembers.userId, student.id)));
    if (!membership) throw new Error('the demo student is no member');
    await setMemberPermissionSet(db, announce, 1, student.id, created.body.id);
    expect(await answerWithinOneSecond(sets, 'ok')).toBe('ok');

    // A permission set: the administrator empties it through the first process.
    const emptied = await call(a, 'PATCH', `/api/permission-sets/${created.body.id}`, {
      token: admin,
      body: { permissions: [] },
    });
    expect(emptied.status).toBe(200);
    expect(await answerWithinOneSecond(sets, 'common-007')).toBe('common-007');
    await setMemberPermissionSet(db, announce, 1, student.id, membership.permissionSetId);

    // A disabled user, then enabled again.
    const me = () => call(b, 'GET', '/api/auth', { token: learner });
    await setUserDisabled(db, announce, student.id, { disabled: true, at: new Date() });
    expect(await answerWithinOneSecond(me, 'auth-001')).toBe('auth-001');
    await setUserDisabled(db, announce, student.id, { disabled: false, at: new Date() });
    expect(await answerWithinOneSecond(me, 'ok')).toBe('ok');

    // Logout through the first process ends the session on the second.
    expect((await call(a, 'POST', '/api/auth/logout', { token: learner, body: { removeAll: false } })).status).toBe(
      204,
    );
    expect(await answerWithinOneSecond(me, 'auth-006')).toBe('auth-006');

    // Signing out everywhere ends the other sessions too.
    const [one, two] = [await signIn(a, 'student@demo.test'), await signIn(a, 'student@demo.test')];
    const other = () => call(b, 'GET', '/api/auth', { token: two });
    expect((await other()).status).toBe(200);
    expect((await call(a, 'POST', '/api/auth/logout', { token: one, body: { removeAll: true } })).status).toBe(204);
    expect(await answerWithinOneSecond(other, 'auth-006')).toBe('auth-006');
  }, 120_000);

  it('shows a course changed through one process, or by another writer, in the other process’s kept catalogue within a second', async () => {
    if (!first || !second || !database) throw new Error('not started');
    const a = first;
    const b = second;
    const catalogue = () => call(b, 'GET', '/api/all-courses?skip=0&take=50');
    const firstCourse = (await catalogue()).body.data[0] as { id: number; name: string };
    const nameOnB = async (expected: string) => {
      const deadline = Date.now() + 1000;
      let seen = '';
      do {
        seen = (await catalogue()).body.data.find((c: { id: number }) => c.id === firstCourse.id)?.name;
        if (seen === expected) return seen;
        await new Promise((r) => setTimeout(r, 20));
      } while (Date.now() < deadline);
      return seen;
    };
    // Kept by the second process now; the administrator renames it through the first.
    expect(await nameOnB(firstCourse.name)).toBe(firstCourse.name);
    const admin = await signIn(a, 'admin@demo.test');
    const renamed = await call(a, 'PATCH', `/api/courses/${firstCourse.id}`, {
      token: admin,
      body: { name: 'Renamed through the first process' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await nameOnB('Renamed through the first process')).toBe('Renamed through the first process');
    // A writer that is no server at all (a script, another tool): the database announces it.
    await database.db.execute(sql`update courses set name = ${firstCourse.name} where id = ${firstCourse.id}`);
    expect(await nameOnB(firstCourse.name)).toBe(firstCourse.name);
  }, 60_000);

  it('refuses guests the other process’s kept catalogue within a second once an administrator turns guests’ view off', async () => {
    if (!first || !second) throw new Error('not started');
    const a = first;
    const b = second;
    const guestCatalogue = () => call(b, 'GET', '/api/all-courses?skip=0&take=12');
    // Kept by the second process (platform/guest-answers.ts); the setting changes through the first.
    expect(await answerWithinOneSecond(guestCatalogue, 'ok')).toBe('ok');
    const admin = await signIn(a, 'admin@demo.test');
    const setGuestView = (on: boolean) =>
      call(a, 'PATCH', '/api/organizations-dashboard/configuration', {
        token: admin,
        body: { anonymous_course_view: on },
      });
    try {
      expect((await setGuestView(false)).status).toBe(200);
      expect(await answerWithinOneSecond(guestCatalogue, 'common-009')).toBe('common-009');
    } finally {
      expect((await setGuestView(true)).status).toBe(200);
    }
    expect(await answerWithinOneSecond(guestCatalogue, 'ok')).toBe('ok');
  }, 60_000);
});
