/**
 * The two page shapes over a real table: offset pages with their total, and keyset pages that
 * neither repeat nor skip a row while new rows arrive at the top of the feed.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { AppError } from './errors.ts';
import { afterCursor, afterKey, decodeCursor, encodeCursor, keysetPaged, paged } from './pagination.ts';
import { smsOutbox } from './platform.tables.ts';

let t: TestApp;
const to = '+966500000001';
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 1; i <= 25; i++) await t.db.insert(smsOutbox).values({ to, text: `message ${i}` });
});
afterAll(() => t?.close());

describe('paged', () => {
  it('answers the rows at skip/take and the total of the filter', async () => {
    const where = eq(smsOutbox.to, to);
    const page = await paged(
      { skip: 20, take: 10 },
      t.db.select().from(smsOutbox).where(where).orderBy(smsOutbox.id).$dynamic(),
      t.db.$count(smsOutbox, where),
    );
    expect(page.total).toBe(25);
    expect(page.data.map((r) => r.text)).toEqual([21, 22, 23, 24, 25].map((i) => `message ${i}`));
  });
});

describe('keysetPaged', () => {
  it('walks a feed newest first without repeating or skipping while new rows arrive', async () => {
    const feed = (cursor: string | undefined) =>
      keysetPaged(
        10,
        t.db
          .select()
          .from(smsOutbox)
          .where(afterCursor([smsOutbox.id], cursor, 'desc'))
          .orderBy(desc(smsOutbox.id))
          .$dynamic(),
        (row) => [row.id],
      );
    const seen: string[] = [];
    let page = await feed(undefined);
    seen.push(...page.data.map((r) => r.text));
    // Three new messages arrive while the reader is on the first page.
    for (let i = 26; i <= 28; i++) await t.db.insert(smsOutbox).values({ to, text: `message ${i}` });
    while (page.next) {
      page = await feed(page.next);
      seen.push(...page.data.map((r) => r.text));
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `message ${25 - i}`));
    const newer = await t.db.select().from(smsOutbox).where(gt(smsOutbox.id, 25));
    expect(newer).toHaveLength(3);
  });

  it('pages by a plain id when the spec makes the last id the cursor (afterKey, cursorOf)', async () => {
    const feed = (before: number | undefined) =>
      keysetPaged(
        10,
        t.db
          .select()
          .from(smsOutbox)
          .where(
            and(eq(smsOutbox.to, to), afterKey([smsOutbox.id], before === undefined ? undefined : [before], 'desc')),
          )
          .orderBy(desc(smsOutbox.id))
          .$dynamic(),
        (row) => [row.id],
        ([id]) => Number(id),
      );
    const first = await feed(undefined);
    expect(typeof first.next).toBe('number');
    expect(first.next).toBe(first.data.at(-1)?.id);
    const second = await feed(first.next ?? undefined);
    expect(second.data[0]?.id).toBeLessThan(first.next ?? 0);
    expect(new Set([...first.data, ...second.data].map((r) => r.id)).size).toBe(20);
  });

  it('refuses a cursor it did not make with a 400 validation error', () => {
    expect(decodeCursor(encodeCursor(['2026-11-24T10:00:00.000Z', 5]), 2)).toEqual(['2026-11-24T10:00:00.000Z', 5]);
    for (const bad of ['not-base64-json', encodeCursor([1]), encodeCursor([{}, 2] as never)]) {
      expect(() => decodeCursor(bad, 2)).toThrow(AppError);
    }
  });
});
