/**
 * In the embedded mode the limits and lockouts live in the database's data directory, not in the
 * process (issue 10, defect 10): a server stopped and built again on the same directory still
 * refuses what the first one refused. (With REDIS_URL the counters are Redis's, which outlive a
 * restart as well; this test is about the embedded mode.)
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { login, requestPasswordReset } from '@manara/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { appModules } from '../app-modules.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { syncReferenceData } from '../db/reference.ts';
import { users } from '../modules/users/users.tables.ts';
import { createTestApp, errorCodeOf, type TestApp } from '../test/app.ts';
import { buildOrg, buildUser } from '../test/factories.ts';
import { rateLimits } from './rate-limit.ts';

const PASSWORD = 'Secret@123';

/**
 * A server over PGlite in `dataDir`, as `npm start` opens it. The first start finds the run's
 * template there (migrated, with the reference data) instead of migrating an empty directory.
 */
async function startOn(dataDir: string, fromTemplate = false): Promise<{ t: TestApp; database: Database }> {
  const template = inject('testDatabaseTemplate');
  const loadDataDir = fromTemplate && template.kind === 'embedded' ? await openAsBlob(template.file) : undefined;
  const database = await openDatabase({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  await database.migrate();
  await syncReferenceData(database.db, appModules);
  const t = await createTestApp({}, { restartOf: { database, rateLimitPrefix: 'restart' } });
  return { t, database };
}

async function stop(server: { t: TestApp; database: Database }) {
  await server.t.close();
  await server.database.close();
}

describe.skipIf(process.env.REDIS_URL)('limits of the embedded mode', () => {
  it('hold across a restart on the same data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'manara-restart-'));
    try {
      const first = await startOn(dataDir, true);
      const org = await buildOrg(first.t.db);
      const user = await buildUser(first.t.db, org, 'learner', { password: PASSWORD });
      const [row] = await first.t.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
      const email = row!.email;
      const signIn = (t: TestApp, password: string, remoteAddress: string) =>
        t.request(login, { orgId: org.id, body: { email, password }, remoteAddress });
      const askReset = (t: TestApp, remoteAddress: string) =>
        t.request(requestPasswordReset, { orgId: org.id, body: { email }, remoteAddress });

      // Tripped before the restart: the account locked at one address, its reset e-mails spent.
      for (let i = 0; i < rateLimits.loginPerAccountAndAddress.points; i++) {
        expect(errorCodeOf(await signIn(first.t, 'Wrong@123', '203.0.113.9'))).toBe('auth-003');
      }
      expect(errorCodeOf(await signIn(first.t, PASSWORD, '203.0.113.9'))).toBe('auth-004');
      for (let i = 0; i < rateLimits.mailPerAccount.points; i++) {
        expect((await askReset(first.t, `198.51.100.${i + 1}`)).status).toBe(204);
      }
      expect(errorCodeOf(await askReset(first.t, '198.51.100.50'))).toBe('auth-004');
      await stop(first);

      const second = await startOn(dataDir);
      try {
        expect(errorCodeOf(await signIn(second.t, PASSWORD, '203.0.113.9'))).toBe('auth-004');
        expect(errorCodeOf(await askReset(second.t, '198.51.100.51'))).toBe('auth-004');
        // The owner, from their own address, is not held by the attacker's lock.
        expect((await signIn(second.t, PASSWORD, '192.0.2.1')).status).toBe(200);
      } finally {
        await stop(second);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two starts of an on-disk database: seconds alone, far more on a loaded machine.
  }, 180_000);
});
