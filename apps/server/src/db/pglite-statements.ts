import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Named prepared statements for the embedded database (issue 11, "prepared statements").
 *
 * PGlite's `query` sends every statement as an unnamed one, in six calls into PostgreSQL (parse,
 * describe the statement, bind, describe the portal, execute, sync): PostgreSQL parses, analyses
 * and plans the text again each time, and PGlite decodes the row's description twice. Measured on
 * the catalogue's statements (10,000 courses), that is most of their cost: the page of a search
 * 2.1 ms → 0.8 ms, the cards' parts 2.6 ms → 0.4 ms (docs/decisions/performance.md, session 14).
 *
 * Here a statement text is parsed once, under a name, with its parameters' and columns' types
 * (`describe`); later runs send bind, execute and sync together, in one call. PostgreSQL then
 * keeps the statement's plan as it does for any named statement (`plan_cache_mode` auto: custom
 * plans first, a generic one when it is no dearer). What a caller gets back is what PGlite's own
 * `query` answers (the same `parseResults`, with the kept row description in front of the rows),
 * and errors are PostgreSQL's own (`DatabaseError`, with its `code`).
 *
 * The statements kept are the `limit` last used; the others are closed (`Close`), so the
 * database's memory stays bounded. A statement whose kept plan no longer fits its table (a
 * migration changed the columns it returns) is parsed again once. Options this path does not
 * know (`blob`, `paramTypes`) go through PGlite's own `query`.
 */

const { serialize } = protocol;

/** PGlite's members this uses that its types keep to the class (they are public in JavaScript). */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolStream(message: Uint8Array, options: { syncToFs?: boolean; onNotice?: unknown }): Promise<Message[]>;
  isInTransaction(): boolean;
  syncToFs(): Promise<void>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, unknown>;
}

type Message = { name: string; dataTypeIDs?: number[] };

interface Kept {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them: how to write each value. */
  paramTypes: number[];
  /** The statement's row description, or null when it returns no rows. */
  rowDescription: Message | null;
}

/** PostgreSQL's `feature_not_supported`, which a kept statement raises when its result's columns changed. */
const CACHED_PLAN_CHANGED = '0A000';

/**
 * How many statements are kept. A kept statement holds its parse and plan trees in PostgreSQL's
 * memory, which is the process's for good (WebAssembly memory grows and never shrinks): measured,
 * 100–240 KB for the server's usual statements and 400 KB to 0.8 MB for the catalogue's page.
 * A hundred holds the hot ones (who the caller is, the catalogue's shapes, cards, my courses) for
 * about 20 MB at most; a statement closed leaves its memory to the next one.
 */
export const KEPT_STATEMENTS = 100;

/**
 * Makes `client.query` (and its transactions' `query`) keep statements. A PGlite whose internals
 * are not the ones this knows (another version) is left as it is: answered by its own `query`.
 */
export function keepStatements(client: PGlite, limit = KEPT_STATEMENTS): boolean {
  const pglite = client as unknown as PGliteInternals;
  const internals = ['_checkReady', '_runExclusiveQuery', '_runExclusiveTransaction', 'execProtocolStream'] as const;
  if (internals.some((name) => typeof pglite[name] !== 'function') || typeof pglite.isInTransaction !== 'function') {
    return false;
  }
  const kept = new Map<string, Kept>();
  /** Statements to close, sent in front of the next call into the database. */
  let toClose: Uint8Array[] = [];
  const withClosing = (messages: Uint8Array[]) => {
    // Closing a statement that is already closed is no error: a call that fails may leave none behind.
    const all = concat([...toClose, ...messages]);
    toClose = [];
    return all;
  };
  let named = 0;

  const ownQuery = client.query.bind(client);
  const ownTransaction = client.transaction.bind(client);

  async function prepare(text: string): Promise<Kept> {
    named += 1;
    const name = `s${named}`;
    const messages = await pglite.execProtocolStream(
      withClosing([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement: Kept = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages as never),
      rowDescription: messages.find((m) => m.name === 'rowDescription') ?? null,
    };
    kept.set(text, statement);
    if (kept.size > limit) {
      const [oldestText, oldest] = kept.entries().next().value as [string, Kept];
      kept.delete(oldestText);
      toClose.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  async function execute(statement: Kept, params: unknown[], options: QueryOptions | undefined) {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const oid = statement.paramTypes[i] as number;
      const write = options?.serializers?.[oid] ?? pglite.serializers[oid];
      return write ? write(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      withClosing([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false, onNotice: options?.onNotice },
    );
    const withColumns = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    return parse.parseResults(withColumns as never, pglite.parsers as never, options)[0] as Results;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = kept.get(text);
    if (statement) {
      // Most recently used last: the first entry is the one to close.
      kept.delete(text);
      kept.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    try {
      return (await execute(statement, params, options)) as Results<T>;
    } catch (error) {
      if ((error as { code?: string }).code !== CACHED_PLAN_CHANGED || pglite.isInTransaction()) throw error;
      kept.delete(text);
      toClose.push(serialize.close({ type: 'S', name: statement.name }));
      return (await execute(await prepare(text), params, options)) as Results<T>;
    }
  }

  const handled = (options: QueryOptions | undefined) => !options?.blob && !options?.paramTypes;

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!handled(options)) return ownQuery<T>(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const results = await run<T>(text, params, options);
        if (!pglite.isInTransaction()) await pglite.syncToFs();
        return results;
      }),
    );
  };

  // A transaction's statements are the same session's: they use the kept statements too (its
  // own mutex already holds other transactions off; each statement takes the query mutex).
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    ownTransaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
        if (tx.closed || !handled(options)) return txQuery<R>(text, params, options);
        return pglite._runExclusiveQuery(() => run<R>(text, params, options));
      };
      return callback(tx);
    });
  return true;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
