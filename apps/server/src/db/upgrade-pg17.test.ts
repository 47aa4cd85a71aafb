/**
 * A data directory written by the previous releases (PGlite 0.3, PostgreSQL 17) is upgraded once
 * at start (`upgradeFromPg17`): made here with the old package itself, as `npm start` left it
 * (migrations, reference and demo data), then opened by this server's code.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listAllCourses } from '@manara/contract';
import { openPg17 } from '@manara/pglite-pg17';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { appModules } from '../app-modules.ts';
import { createTestApp, ok } from '../test/app.ts';
import { buildOrg } from '../test/factories.ts';
import { type Db, openDatabase } from './client.ts';
import { syncReferenceData } from './reference.ts';
import * as schema from './schema.ts';
import { seedDemoData } from './seed/demo.ts';
import { DataDirectoryUpgradeError, upgradeFromPg17 } from './upgrade-pg17.ts';

const folder = mkdtempSync(join(tmpdir(), 'manara-pg17-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Queryable {
  query<T>(statement: string): Promise<{ rows: T[] }>;
}

/** What must survive: every table's rows, every sequence's last value, the trigram indexes. */
async function factsOf(client: Queryable) {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    rows[name] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]!.n;
  }
  const sequences = await client.query<{ name: string; last: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last from pg_sequences order by 1`,
  );
  const trigramIndexes = await client.query<{ indexname: string }>(
    `select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by 1`,
  );
  return { rows, sequences: sequences.rows, trigramIndexes: trigramIndexes.rows.map((r) => r.indexname) };
}

const version = (dir: string) => readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim();
const backupsIn = (dataDir: string) => readdirSync(dataDir).filter((name) => name.startsWith('db.pg17-backup-'));

/**
 * Every file under `dir` with a hash of its bytes: to show a directory was left as it was. Not the
 * lock file `postmaster.pid`, which each start of PostgreSQL rewrites (PGlite 0.3 leaves it behind).
 */
function snapshot(dir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (name === 'postmaster.pid') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, snapshot(path, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = createHash('sha1').update(readFileSync(path)).digest('hex');
  }
  return files;
}

describe.skipIf(process.env.DATABASE_URL)('a data directory of PGlite 0.3 (PostgreSQL 17)', () => {
  it('is upgraded once at start: rows, sequences and the trigram index survive, the old directory is kept', async () => {
    const dataDir = join(folder, 'installed');
    const dir = join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    const old = await openPg17(dir);
    const oldDb = drizzle(old as never, { schema }) as unknown as Db;
    await migrate(oldDb as never, { migrationsFolder: new URL('./migrations', import.meta.url).pathname });
    await syncReferenceData(oldDb, appModules);
    expect(await seedDemoData(oldDb)).toBe(true);
    const before = await factsOf(old);
    await old.close();
    expect(version(dir)).toBe('17');
    expect(before.trigramIndexes).toEqual(['courses_normalized_name_trgm_idx']);
    expect(before.rows['public.courses']).toBeGreaterThan(0);

    const told: string[] = [];
    const database = await openDatabase({ dataDir, log: (message) => told.push(message) });
    expect(version(dir)).toBe('18');
    const client = (database.db as unknown as { $client: Queryable }).$client;
    expect(await factsOf(client)).toEqual(before);
    const [backup] = backupsIn(dataDir);
    expect(backupsIn(dataDir)).toHaveLength(1);
    expect(version(join(dataDir, backup!))).toBe('17');
    expect(readdirSync(dataDir).sort()).toEqual(['db', backup].sort());
    expect(told.join('\n')).toContain(`kept as ${join(dataDir, backup!)}`);

    // The server over it: the migrations have nothing left to do, ids go on after the old ones,
    // and the catalogue's search (pg_trgm) finds the demo's courses.
    await database.migrate();
    expect((await factsOf(client)).rows['drizzle.__drizzle_migrations']).toBe(
      before.rows['drizzle.__drizzle_migrations'],
    );
    await syncReferenceData(database.db, appModules);
    const t = await createTestApp({}, { restartOf: { database, rateLimitPrefix: 'pg17' } });
    try {
      const oldOrgs = before.sequences.find((s) => s.name === 'public.organizations_id_seq')!;
      const org = await buildOrg(t.db);
      expect(org.id).toBe(Number(oldOrgs.last) + 1);
      const demoOrg = (await client.query<{ id: number }>(`select id from organizations where domain_prefix = 'demo'`))
        .rows[0]!.id;
      const all = ok(await t.request(listAllCourses, { query: { take: 100 }, orgId: demoOrg }));
      const course = all.data[0]!;
      const word = course.name.split(' ').find((part) => part.length > 4)!;
      const found = ok(await t.request(listAllCourses, { query: { search: word.toLowerCase() }, orgId: demoOrg }));
      expect(found.data.map((card) => card.id)).toContain(course.id);
    } finally {
      await t.close();
      await database.close();
    }

    // The next start opens it as it is.
    const toldAgain: string[] = [];
    const again = await openDatabase({ dataDir, log: (message) => toldAgain.push(message) });
    const rows = await again.db.execute(sql`select count(*)::int as n from organizations`);
    await again.close();
    expect(toldAgain).toEqual([]);
    expect(rows.rows).toEqual([{ n: before.rows['public.organizations']! + 1 }]);
    expect(backupsIn(dataDir)).toEqual([backup]);
  }, 300_000);

  it('refuses to start when it cannot be upgraded, and changes nothing', async () => {
    const dataDir = join(folder, 'damaged');
    const dir = join(dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    const old = await openPg17(dir);
    await old.exec('create table kept (id serial primary key, note text); insert into kept (note) values ($$a$$);');
    await old.close();
    // A cluster PostgreSQL 17 itself cannot start: its control file is gone.
    rmSync(join(dir, 'global', 'pg_control'));
    const files = snapshot(dir);

    const attempt = openDatabase({ dataDir, log: () => undefined });
    await expect(attempt).rejects.toThrow(DataDirectoryUpgradeError);
    await expect(attempt).rejects.toThrow(/could not be upgraded to PostgreSQL 18: .+ Nothing was changed/);
    expect(readdirSync(dataDir)).toEqual(['db']);
    expect(snapshot(dir)).toEqual(files);
  }, 120_000);

  it('finishes the swap that a stopped start left, and refuses a directory of another version', async () => {
    const noEngine = () => Promise.reject(new Error('no engine is opened here'));
    // Stopped after the new cluster was checked and renamed, before the old one was moved aside.
    const dataDir = join(folder, 'stopped');
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    mkdirSync(join(dataDir, 'db.pg18-ready'));
    writeFileSync(join(dataDir, 'db', 'PG_VERSION'), '17\n');
    writeFileSync(join(dataDir, 'db.pg18-ready', 'PG_VERSION'), '18\n');
    await upgradeFromPg17(join(dataDir, 'db'), noEngine, () => undefined);
    expect(version(join(dataDir, 'db'))).toBe('18');
    const [backup] = backupsIn(dataDir);
    expect(version(join(dataDir, backup!))).toBe('17');
    expect(readdirSync(dataDir).sort()).toEqual(['db', backup].sort());

    const older = join(folder, 'older');
    mkdirSync(join(older, 'db'), { recursive: true });
    writeFileSync(join(older, 'db', 'PG_VERSION'), '16\n');
    await expect(upgradeFromPg17(join(older, 'db'), noEngine, () => undefined)).rejects.toThrow(
      /written by PostgreSQL 16; .* Nothing was changed/,
    );
    expect(readdirSync(older)).toEqual(['db']);
  });
});
