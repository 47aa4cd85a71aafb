import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { keepStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';
import { upgradeFromPg17 } from './upgrade-pg17.ts';

/** The extensions the migrations create, which PGlite loads only when asked (course search: pg_trgm). */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

/**
 * The embedded PostgreSQL's settings, given on its command line after PGlite's own. PGlite's memory
 * is WebAssembly memory, which grows and never shrinks: `shared_buffers` (PostgreSQL's 128 MB by
 * default) is held for the process's life, and an index built with `maintenance_work_mem` (64 MB)
 * keeps what it took. At 16 MB each the server is 80–110 MB smaller, at no measurable cost in
 * throughput (docs/decisions/performance.md, "PGlite 0.5 and its settings").
 */
export const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** PGlite with this server's extensions and settings, in `dataDir` (in memory without one). */
function createPGlite(dataDir: string | null, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: EMBEDDED_EXTENSIONS,
    startParams,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

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
  /**
   * Listens to `channel` (`NOTIFY`, sent when a writer's transaction commits, from any process):
   * `heard` on each notification. On PostgreSQL the listening connection may drop: `down` then,
   * and `up` once it listens anew (what was sent in between is unknown). Resolves when listening.
   */
  listen(channel: NotifyChannel, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The channels the schema's triggers notify (migration `content-changes`). */
export type NotifyChannel = 'content_changed' | 'viewer_changed';
export const NOTIFY_CHANNELS: readonly NotifyChannel[] = ['content_changed', 'viewer_changed'];

export interface ChannelHandlers {
  /** A notification, with its payload ('' when none). */
  heard(payload: string): void;
  down(): void;
  up(): void;
}

const STARTUP_LOCK = 7_262_701;
const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * The embedded database's prepared data directory, written by the server's build beside the bundle
 * (`npm run build`: a new cluster with every migration of that build, `writeEmbeddedTemplate`).
 */
export const EMBEDDED_TEMPLATE = new URL('./embedded-template', import.meta.url).pathname;

/**
 * Opens PostgreSQL at `url`, or PGlite in `dataDir` (in memory when `dataDir` is null). An
 * in-memory PGlite may start from `loadDataDir`, a copy of another one's data directory
 * (`dumpDataDir`): the tests' template database, which skips initdb and the migrations. A new
 * `dataDir` starts as a copy of `template`'s cluster when there is one (the build's prepared data
 * directory, a closed cluster on disk, copied file by file: nothing of it passes through memory),
 * which saves initdb and the migrations of the build: most of a first start (issue 11). Without it
 * (a run from source), or for a data directory that exists, PGlite starts as always; the
 * migrations run after either way, so a template older than the code only leaves more to apply.
 * A data directory that PGlite 0.3 (PostgreSQL 17) wrote is upgraded first (`upgradeFromPg17`,
 * told to `log`); when it cannot be, this throws `DataDirectoryUpgradeError` and changes nothing.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
  loadDataDir?: Blob;
  template?: string;
  log?: (message: string) => void;
}): Promise<Database> {
  if (options.url) {
    const notifications = notificationHub();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Every connection listens: a transaction's own notification reaches its connection before
      // its COMMIT answers, so this process forgets what a write changed before the writer goes on.
      onConnect: async (client: pg.ClientBase) => {
        client.on('notification', (message) => notifications.deliver(message.channel, message.payload));
        for (const channel of NOTIFY_CHANNELS) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      },
    });
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
      // The pool's connections hear this process's writes at once; a connection of its own hears
      // the other processes' while the pool's are busy or closed.
      async listen(channel, handlers) {
        notifications.add(channel, handlers);
        const stop = await listenOnPostgres(options.url as string, channel, handlers, notifications.deliver);
        return async () => {
          notifications.remove(channel, handlers);
          await stop();
        };
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'db');
    await upgradeFromPg17(dir, (work) => createPGlite(work), options.log ?? (() => undefined));
    const prepared = options.template ? join(options.template, 'db') : null;
    if (prepared && !existsSync(join(dir, 'PG_VERSION')) && existsSync(join(prepared, 'PG_VERSION'))) {
      cpSync(prepared, dir, { recursive: true });
    }
    mkdirSync(dir, { recursive: true });
    client = await createPGlite(dir);
  } else {
    client = await createPGlite(null, options.loadDataDir);
  }
  keepStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // PGlite belongs to this process alone.
    exclusively: (work) => work(),
    // One connection, in this process: a notification is heard as its COMMIT's answer is read,
    // before the writer goes on; none can be missed.
    async listen(channel, handlers) {
      const stop = await client.listen(channel, (sent) => handlers.heard(notificationOf(sent).payload));
      return stop;
    },
    close: () => client.close(),
  };
}

/**
 * A notification as the triggers send it, '<transaction>/<payload>' (migration
 * `notifications-name-their-transaction`): the transaction tells copies of one notification from
 * another notification with the same payload. A payload without it (an older trigger) is taken whole.
 */
export function notificationOf(sent: string): { transaction: string | null; payload: string } {
  const slash = sent.indexOf('/');
  if (slash < 1 || !/^\d+$/.test(sent.slice(0, slash))) return { transaction: null, payload: sent };
  return { transaction: sent.slice(0, slash), payload: sent.slice(slash + 1) };
}

/**
 * The handlers of a process's channels on PostgreSQL, and what they hear. A notification reaches
 * every listening connection of the process (the pool's and the listeners'), each at its own time:
 * it is acted on when first heard, and later copies, which would forget what was read since, are
 * dropped (told apart by their transaction, `notificationOf`).
 */
export function notificationHub() {
  const listeners = new Map<string, Set<ChannelHandlers>>();
  const firstHeard = new LRUCache<string, true>({ max: 10_000 });
  return {
    add(channel: string, handlers: ChannelHandlers) {
      const forChannel = listeners.get(channel) ?? new Set();
      forChannel.add(handlers);
      listeners.set(channel, forChannel);
    },
    remove(channel: string, handlers: ChannelHandlers) {
      listeners.get(channel)?.delete(handlers);
    },
    deliver(channel: string, sent: string | undefined) {
      const { transaction, payload } = notificationOf(sent ?? '');
      if (transaction !== null) {
        const key = `${channel}\n${sent}`;
        if (firstHeard.has(key)) return;
        firstHeard.set(key, true);
      }
      for (const handlers of listeners.get(channel) ?? []) handlers.heard(payload);
    },
  };
}

/**
 * A connection of its own that `LISTEN`s on PostgreSQL and hands what it hears to `deliver`. When
 * it drops (a restart, a network cut) `down` is called at once, and `up` when it listens again; it
 * retries every second until `stop`.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  deliver: (channel: string, sent: string | undefined) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) deliver(channel, message.payload);
    });
    const dropped = () => {
      if (client !== next) return;
      client = null;
      handlers.down();
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(reconnect, 1000).unref();
    };
    next.on('error', dropped);
    next.on('end', dropped);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = () => {
    retry = null;
    connect().then(
      () => handlers.up(),
      () => {
        if (!stopped) retry = setTimeout(reconnect, 1000).unref();
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/**
 * Writes the embedded database's prepared data directory at `path` (its cluster in `path/db`, as
 * `openDatabase` lays out any data directory): a new cluster with every migration, closed (the
 * build's `EMBEDDED_TEMPLATE`). No reference or demo data: those are written at start, as for any
 * data directory, with the start's clock.
 */
export async function writeEmbeddedTemplate(path: string): Promise<void> {
  rmSync(path, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: path });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/** A copy of an in-memory PGlite's data directory, to open others from (`loadDataDir`). */
export function dumpEmbeddedDatabase(database: Database): Promise<Blob> {
  if (database.kind !== 'embedded') throw new Error('only an embedded database has a data directory to copy');
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}
