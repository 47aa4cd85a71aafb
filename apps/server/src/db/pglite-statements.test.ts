/**
 * The embedded database's kept statements (`keepStatements`): the answers, errors, transactions
 * and notifications of PGlite's own `query`, with each statement text parsed once.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepStatements } from './pglite-statements.ts';

describe.skipIf(process.env.DATABASE_URL)('kept statements on the embedded database', () => {
  let own: PGlite;
  let kept: PGlite;
  const schema = `
    create table items (id serial primary key, name text unique not null, tags text[] not null default '{}',
      price numeric(10, 2), doc jsonb, at timestamptz, on_sale boolean not null default false);`;

  beforeAll(async () => {
    [own, kept] = await Promise.all([PGlite.create(), PGlite.create()]);
    expect(keepStatements(kept, 4)).toBe(true);
    await Promise.all([own.exec(schema), kept.exec(schema)]);
  });
  afterAll(async () => {
    await Promise.all([own.close(), kept.close()]);
  });

  /** The names of the statements the session keeps prepared. */
  async function preparedNames(db: PGlite): Promise<string[]> {
    const { rows } = await db.query<{ name: string }>('select name from pg_prepared_statements order by name');
    return rows.map((r) => r.name);
  }

  it('answers as PGlite does: rows in both row modes, typed values, counts of changed rows', async () => {
    const at = new Date('2026-11-28T06:00:00.000Z');
    const steps: [string, unknown[], { rowMode?: 'array' | 'object' }?][] = [
      [
        'insert into items (name, tags, price, doc, at, on_sale) values ($1, $2, $3, $4, $5, $6) returning *',
        ['first', ['a', 'b'], 12.5, { k: [1, 2] }, at, true],
      ],
      ['insert into items (name, tags) values ($1, $2)', ['second', []]],
      ['insert into items (name, price, at) values ($1, $2, $3) returning id, price, at', ['third', null, null]],
      ['select * from items where id = any($1) order by id', [[1, 2, 3]], { rowMode: 'array' }],
      ['select name, $1::int + 1 as next from items order by id', [41]],
      ['update items set on_sale = not on_sale where name <> $1', ['first']],
      ['delete from items where name = $1 returning name', ['second']],
      ['select count(*)::int as n, max(at) as last from items', []],
    ];
    for (const [text, params, options] of steps) {
      const expected = await own.query(text, params, options);
      expect(await kept.query(text, params, options), text).toEqual(expected);
    }
  });

  it('parses a text once and keeps the last used statements only, closing the others', async () => {
    const before = await preparedNames(kept);
    for (let i = 0; i < 3; i++) await kept.query('select $1::int * 2 as twice', [i]);
    const after = await preparedNames(kept);
    // One more statement kept for the three runs of the same text (and the first one of the query above).
    expect(after.length).toBeLessThanOrEqual(4);
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    for (let i = 0; i < 6; i++) await kept.query(`select ${i} as n where $1::boolean`, [true]);
    expect((await preparedNames(kept)).length).toBeLessThanOrEqual(4);
    // A text whose statement was closed is parsed again and answers as before.
    expect((await kept.query('select $1::int * 2 as twice', [21])).rows).toEqual([{ twice: 42 }]);
  });

  it("fails with PostgreSQL's own error and code, and the statement goes on working", async () => {
    const insert = 'insert into items (name) values ($1) returning name';
    await kept.query(insert, ['unique']);
    await expect(kept.query(insert, ['unique'])).rejects.toMatchObject({ code: '23505', constraint: 'items_name_key' });
    await expect(kept.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(kept.query('selec 1', [])).rejects.toMatchObject({ code: '42601' });
    expect((await kept.query(insert, ['unique, again'])).rows).toEqual([{ name: 'unique, again' }]);
    expect((await kept.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it("keeps a transaction's statements in the transaction: a rollback undoes them, an error aborts it", async () => {
    const count = async () => (await kept.query<{ n: number }>('select count(*)::int as n from items')).rows[0]?.n;
    const start = await count();
    await kept
      .transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['in a rolled back transaction']);
        expect((await tx.query<{ n: number }>('select count(*)::int as n from items')).rows[0]?.n).toBe(
          (start ?? 0) + 1,
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await count()).toBe(start);
    await expect(
      kept.transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['twice']);
        await tx.query('insert into items (name) values ($1)', ['twice']).catch(() => undefined);
        await tx.query('select 1 as one', []);
      }),
    ).rejects.toMatchObject({ code: '25P02' });
    expect(await count()).toBe(start);
    await kept.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['committed']);
    });
    expect(await count()).toBe((start ?? 0) + 1);
  });

  it('answers with the new columns after a migration changed what a kept statement returns', async () => {
    await kept.exec('create table notes (id int primary key)');
    await kept.query('insert into notes (id) values ($1)', [1]);
    expect((await kept.query('select * from notes where id = $1', [1])).rows).toEqual([{ id: 1 }]);
    await kept.exec('alter table notes add column body text');
    expect((await kept.query('select * from notes where id = $1', [1])).rows).toEqual([{ id: 1, body: null }]);
  });

  it('delivers the notifications a statement sends', async () => {
    const heard: string[] = [];
    const stop = await kept.listen('kept_channel', (payload) => heard.push(payload));
    await kept.query("select pg_notify('kept_channel', $1)", ['hello']);
    await expect.poll(() => heard).toEqual(['hello']);
    await stop();
  });
});
