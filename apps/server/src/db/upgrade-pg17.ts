/**
 * An embedded data directory written by PGlite 0.3 (PostgreSQL 17), which PGlite 0.5
 * (PostgreSQL 18) cannot open, is upgraded once at start: dumped by the old engine, restored into
 * a new cluster by the new one, checked, and swapped in; the old directory stays beside it
 * (docs/decisions/platform.md, "The embedded database's PostgreSQL version").
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';

/** What a cluster answers that both PGlite versions have. */
interface Queryable {
  query<T>(statement: string): Promise<{ rows: T[] }>;
}

/** A new cluster of this server's PGlite in `dir` (created there when empty). */
export interface NewCluster extends Queryable {
  exec(statement: string): Promise<unknown>;
  close(): Promise<void>;
}

/** The start was refused: the data directory could not be upgraded, and is as it was. */
export class DataDirectoryUpgradeError extends Error {}

/** The PostgreSQL of this server's PGlite (0.5). */
const CURRENT_MAJOR = '18';

/** The PostgreSQL major version that wrote the cluster in `dir` (`PG_VERSION`), or null when there is none. */
export function clusterMajorVersion(dir: string): string | null {
  const file = `${dir}/PG_VERSION`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/**
 * Makes the cluster in `dir` one that this server's PostgreSQL opens. A PostgreSQL 17 cluster is
 * upgraded: its database dumped with PGlite 0.3 and its pg_dump (the `@manara/pglite-pg17`
 * package, imported only here), restored with `open` into `<dir>.pg18-upgrade`, its rows counted
 * on both sides, then `<dir>` is renamed `<dir>.pg17-backup-<date and time>` and the new cluster
 * takes its place. Until the old directory is renamed nothing of it has changed; a failure before
 * removes the partial copy and throws `DataDirectoryUpgradeError`. A start that stopped between
 * the check and the swap (`<dir>.pg18-ready` is left) finishes the swap. Nothing is done for a
 * new directory or one of this version.
 */
export async function upgradeFromPg17(
  dir: string,
  open: (dir: string) => Promise<NewCluster>,
  log: (message: string) => void,
): Promise<void> {
  const ready = `${dir}.pg18-ready`;
  if (existsSync(ready)) {
    swapIn(dir, ready, log);
    return;
  }
  const major = clusterMajorVersion(dir);
  if (major === null || major === CURRENT_MAJOR) return;
  if (major !== '17') {
    throw new DataDirectoryUpgradeError(
      `The embedded database in ${dir} was written by PostgreSQL ${major}; this server runs PostgreSQL ${CURRENT_MAJOR} and upgrades only PostgreSQL 17 directories. Nothing was changed. Start the Manara release that wrote it, or move ${dir} away to start with an empty database.`,
    );
  }
  log(
    `The embedded database in ${dir} was written by PostgreSQL 17 (PGlite 0.3); upgrading it to PostgreSQL ${CURRENT_MAJOR}, once (a dump and a restore)…`,
  );
  const started = Date.now();
  const work = `${dir}.pg18-upgrade`;
  rmSync(work, { recursive: true, force: true });
  let rows: number;
  try {
    const pg17 = await import('@manara/pglite-pg17');
    const old = await pg17.openPg17(dir);
    let dump: string;
    let before: Map<string, number>;
    try {
      before = await countRows(old);
      dump = await pg17.dumpPg17(old);
    } finally {
      await old.close();
    }
    mkdirSync(work, { recursive: true });
    const fresh = await open(work);
    try {
      await fresh.exec(dump);
      rows = compareCounts(before, await countRows(fresh));
    } finally {
      await fresh.close();
    }
    renameSync(work, ready);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new DataDirectoryUpgradeError(
      `The embedded database in ${dir} was written by PostgreSQL 17 (PGlite 0.3) and could not be upgraded to PostgreSQL ${CURRENT_MAJOR}: ${reason}. Nothing was changed: ${dir} is as it was. To run now, start the previous Manara release on this DATA_DIR; and please report this message.`,
      { cause: error },
    );
  }
  log(`Restored and checked ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  swapIn(dir, ready, log);
}

/** Puts the checked new cluster `ready` in place of `dir`, keeping a PostgreSQL 17 `dir` beside it. */
function swapIn(dir: string, ready: string, log: (message: string) => void): void {
  if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  if (existsSync(dir)) {
    const major = clusterMajorVersion(dir);
    if (major !== '17') {
      throw new DataDirectoryUpgradeError(
        `Both ${dir} (PostgreSQL ${major ?? 'unknown'}) and an upgraded copy ${ready} exist; which one to keep is yours to say. Move one of them away and start again.`,
      );
    }
    const backup = `${dir}.pg17-backup-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}`;
    renameSync(dir, backup);
    log(`The PostgreSQL 17 directory is kept as ${backup}: remove it once the server runs well.`);
  }
  renameSync(ready, dir);
  log(`The embedded database in ${dir} is now PostgreSQL ${CURRENT_MAJOR}.`);
}

/** The number of rows of each table of the database, by "schema.table". */
async function countRows(client: Queryable): Promise<Map<string, number>> {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_catalog.pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables.rows) {
    const [row] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows;
    counts.set(name, row?.n ?? 0);
  }
  return counts;
}

/** The rows restored, when every table of `before` is in `after` with as many rows; else throws. */
function compareCounts(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [table, n] of before) {
    if (after.get(table) !== n) {
      throw new Error(`table ${table} had ${n} rows, the restored copy ${after.get(table) ?? 'no table'}`);
    }
    total += n;
  }
  return total;
}
