// PGlite 0.3.16 (PostgreSQL 17) and the pg_dump built for it (pglite-tools 0.2.21), kept for one
// purpose: reading an embedded data directory written before the server moved to PGlite 0.5
// (PostgreSQL 18), which cannot open it. A package of its own because the tools want exactly
// PGlite 0.3.16 beside them (a peer dependency) while the server has 0.5: here both resolve to
// this folder's own node_modules. The server imports it only when it finds such a directory
// (apps/server/src/db/upgrade-pg17.ts; docs/decisions/platform.md, "The embedded database's
// PostgreSQL version").
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** Opens the PostgreSQL 17 cluster in `dir` with PGlite 0.3, and the extensions the server loaded then. */
export function openPg17(dir) {
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

/**
 * The whole database of `pg` as plain SQL for `exec`: its schemas, tables, rows (as INSERTs of up to
 * 1,000 rows each), sequences' values, indexes, functions and triggers.
 */
export async function dumpPg17(pg) {
  const file = await pgDump({ pg, args: ['--rows-per-insert=1000'] });
  // pgDump does not wait for its last statement (DEALLOCATE ALL and the search path): one more
  // statement does, since PGlite runs them one after the other.
  await pg.query('select 1');
  return file.text();
}
