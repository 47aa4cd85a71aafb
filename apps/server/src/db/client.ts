import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The typed database. PGlite and node-postgres share the query builder; we type both as one. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle, usable wherever `Db` is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  /** Runs start-up work (migrations, reference data, seed) in one process at a time. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const STARTUP_LOCK = 7_262_701;
const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * Opens PostgreSQL at `url`, or PGlite in `dataDir` (in memory when `dataDir` is null). An
 * in-memory PGlite may start from `loadDataDir`, a copy of another one's data directory
 * (`dumpDataDir`): the tests' template database, which skips initdb and the migrations.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closes (restart, dropped database) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      async exclusively(work) {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await work();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // PGlite belongs to this process alone.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/** A copy of an in-memory PGlite's data directory, to open others from (`loadDataDir`). */
export function dumpEmbeddedDatabase(database: Database): Promise<Blob> {
  if (database.kind !== 'embedded') throw new Error('only an embedded database has a data directory to copy');
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}
