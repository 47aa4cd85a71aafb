import type { PGlite } from '@electric-sql/pglite';

/** PGlite 0.3 (PostgreSQL 17). */
export type PGlite17 = PGlite;

/** Opens the PostgreSQL 17 cluster in `dir` with PGlite 0.3, and the extensions the server loaded then. */
export function openPg17(dir: string): Promise<PGlite17>;

/**
 * The whole database of `pg` as plain SQL for `exec`: its schemas, tables, rows (as INSERTs of up to
 * 1,000 rows each), sequences' values, indexes, functions and triggers.
 */
export function dumpPg17(pg: PGlite17): Promise<string>;
