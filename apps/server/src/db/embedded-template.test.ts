/**
 * The embedded database's prepared data directory (issue 11, first start): the build writes a
 * migrated cluster, and a new data directory starts from it instead of running initdb and the
 * migrations; a data directory that exists is opened as it is.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, EMBEDDED_SETTINGS, openDatabase, writeEmbeddedTemplate } from './client.ts';

const folder = mkdtempSync(join(tmpdir(), 'manara-embedded-template-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const journal = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result.rows[0] as { n: number }).n;
}

describe.skipIf(process.env.DATABASE_URL)('the embedded prepared data directory', () => {
  it('holds every migration; a new data directory starts from it, one that exists keeps its own rows', async () => {
    const template = join(folder, 'template');
    await writeEmbeddedTemplate(template);
    const dataDir = join(folder, 'data');

    const first = await openDatabase({ dataDir, template });
    // Migrated before `migrate` runs (initdb alone makes no `drizzle` schema): the cluster came from the template.
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
    await first.migrate();
    await first.db.execute(sql`create table kept_here (id int)`);
    await first.db.execute(sql`insert into kept_here values (7)`);
    await first.close();

    const again = await openDatabase({ dataDir, template });
    const kept = await again.db.execute(sql`select id from kept_here`);
    expect(kept.rows).toEqual([{ id: 7 }]);
    await again.close();

    // The data directory was a copy: the template itself is as the build left it.
    const itself = await openDatabase({ dataDir: template });
    await expect(itself.db.execute(sql`select id from kept_here`)).rejects.toThrow();
    await itself.close();
  }, 120_000);

  it('runs with the memory settings of EMBEDDED_SETTINGS', async () => {
    const database = await openDatabase({ dataDir: null });
    try {
      for (const [name, value] of Object.entries(EMBEDDED_SETTINGS)) {
        const result = await database.db.execute(sql`select current_setting(${name}) as value`);
        expect(result.rows).toEqual([{ value }]);
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
