import { createHash } from 'node:crypto';
import type { Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Statements built once (issue 11, "prepared statements"). Drizzle builds a statement's text anew
 * each time it runs: a fifth of an uncached read's processor time on the embedded database
 * (docs/decisions/performance.md, session 13's profile). A hot statement written with placeholders
 * (`sql.placeholder`) for every value that changes between runs is built once per database handle
 * and shape here (Drizzle's `prepare`), then run with the values (`execute`).
 *
 * `shape` names what changes the statement's text (a sort, which filters are on): each shape is
 * built once; values never go into it, only into the placeholders. `build` gets the statement's
 * name, `name` and the shape's digest: on the PostgreSQL server it is a named statement of each
 * connection, parsed there once (node-postgres); the embedded database keeps every text it runs
 * anyway (`db/pglite-statements.ts`). At most `limit` shapes are kept per handle, the last used.
 * A transaction's handle is new for each transaction: its statements are built for it and go with it.
 */
export function builtOnce<Shape extends string, Statement>(
  name: string,
  build: (db: Db, shape: Shape, statementName: string) => Statement,
  limit = 64,
): (db: Db, shape: Shape) => Statement {
  const perHandle = new WeakMap<Db, Map<Shape, Statement>>();
  return (db, shape) => {
    let shapes = perHandle.get(db);
    if (!shapes) {
      shapes = new Map();
      perHandle.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (statement === undefined) {
      // PostgreSQL's names are at most 63 bytes: the shape goes in as a digest.
      const digest = createHash('sha256').update(shape).digest('base64url').slice(0, 16);
      statement = build(db, shape, `${name}_${digest}`);
      if (shapes.size >= limit) shapes.delete(shapes.keys().next().value as Shape);
    } else {
      shapes.delete(shape);
    }
    shapes.set(shape, statement);
    return statement;
  };
}

/** A value a condition compares with, or the placeholder that stands for it in a statement built once. */
export type Bound<T> = T | Placeholder<string, T>;
