/**
 * A module writes only its own tables (docs/architecture.md, "Module boundaries"; issue 9): it may
 * join another module's tables to read them in one statement, but it inserts, updates and deletes
 * another module's rows only through a function that module exports. The modules' own source is
 * read here, so a new write of another module's table fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { appModules } from '../app-modules.ts';
import { type ForeignWrite, findForeignWrites, type OwnedTable, type SourceText } from '../test/module-writes-scan.ts';

const root = new URL('..', import.meta.url).pathname;

/**
 * Every module's tables by exported name, each with its owner: the module whose manifest lists it
 * (its `tables`, the namespace of its tables file; app-modules.test.ts holds a module's name to its
 * folder, so the scan can tell a file's module by its path).
 */
function ownedTables(): Map<string, OwnedTable> {
  const tables = new Map<string, OwnedTable>();
  for (const mod of appModules) {
    for (const [name, value] of Object.entries(mod.tables ?? {})) {
      if (is(value, PgTable)) tables.set(name, { owner: mod.name, sqlName: getTableName(value) });
    }
  }
  return tables;
}

const tables = ownedTables();

/** The modules' source: every `.ts` file under `src/modules/` but tests. */
function modulesSource(): SourceText[] {
  return (readdirSync(join(root, 'modules'), { recursive: true }) as string[])
    .map((path) => `modules/${path.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

const describeWrite = (w: ForeignWrite) => `${w.path}:${w.line} ${w.write}(${w.table}), owned by ${w.owner}`;

describe('the modules', () => {
  it('know every table’s owner from their manifests', () => {
    expect(tables.get('users')?.owner).toBe('users');
    expect(tables.get('organizationMembers')?.owner).toBe('users');
    expect(tables.get('courseOfferings')?.owner).toBe('courses');
    expect(tables.get('courseEnrollees')).toEqual({ owner: 'enrolment', sqlName: 'course_enrollees' });
  });

  it('write only their own tables; another module’s rows change through its exported functions', () => {
    const files = modulesSource();
    expect(files.length).toBeGreaterThan(100);
    expect(findForeignWrites(files, tables).map(describeWrite), 'writes of another module’s table').toEqual([]);
  });
});

/** The check over a few files of its own (paths as under `src/`). */
function scan(files: Record<string, string>): string[] {
  const sources = Object.entries(files).map(([path, text]) => ({ path, text }));
  return findForeignWrites(sources, tables).map((w) => `${w.path}:${w.line} ${w.write} ${w.table}`);
}

const imports = `import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courseOfferings } from '../courses/courses.tables.ts';
import { courseEnrollees as enrollees } from '../enrolment/enrolment.tables.ts';
import { organizationMembers, users } from '../users/users.tables.ts';
import { courseReviews } from './reviews.tables.ts';
`;

describe('the check', () => {
  it('finds an insert, an update and a delete of another module’s table, also under another name', () => {
    const found = scan({
      'modules/reviews/a.ts': `${imports}
export async function write(db, tx, id) {
  await db.insert(users).values({ email: 'a@b.c' });
  await tx.update(courseOfferings).set({ ratingCount: 1 }).where(eq(courseOfferings.id, id));
  await tx.delete(enrollees).where(eq(enrollees.id, id));
  const members = organizationMembers;
  const other = alias(users, 'other');
  await db.delete(members);
  await db.update(other).set({ city: null });
}`,
    });
    expect(found).toEqual([
      'modules/reviews/a.ts:9 insert users',
      'modules/reviews/a.ts:10 update courseOfferings',
      'modules/reviews/a.ts:11 delete courseEnrollees',
      'modules/reviews/a.ts:14 delete organizationMembers',
      'modules/reviews/a.ts:15 update users',
    ]);
  });

  it('finds a write in SQL, by the table as a value or by its SQL name', () => {
    const found = scan({
      'modules/reviews/a.ts': `${imports}
export async function write(tx, id) {
  await tx.execute(sql\`update \${courseOfferings} set rating_count = 0 where id = \${id}\`);
  await tx.execute(sql\`
    with done as (select 1)
    update course_enrollees e set progress = 1\`);
  await tx.execute(sql\`delete from "organization_members" where user_id = \${id}\`);
}`,
    });
    expect(found).toEqual([
      'modules/reviews/a.ts:9 update courseOfferings',
      'modules/reviews/a.ts:10 update courseEnrollees',
      'modules/reviews/a.ts:13 delete organizationMembers',
    ]);
  });

  it('lets a module write its own tables and read, join and lock another’s', () => {
    const found = scan({
      'modules/reviews/a.ts': `${imports}
export async function reviews(db, tx, id) {
  await db.insert(courseReviews).values({ rating: 5 });
  await tx.update(courseReviews).set({ status: 'HIDDEN' }).where(eq(courseReviews.id, id));
  await tx.delete(courseReviews).where(eq(courseReviews.id, id));
  await tx.select().from(courseOfferings).where(eq(courseOfferings.courseId, id)).for('update');
  await db.select().from(courseReviews).innerJoin(users, eq(users.id, courseReviews.userId));
  await tx.execute(sql\`select * from course_enrollees e join \${users} u on u.id = e.user_id for update\`);
  await tx.insert(courseReviews).values({ rating: 4 }).onConflictDoUpdate({ target: courseReviews.id, set: { rating: 4 } });
  await tx.execute(sql\`insert into course_reviews (rating) values (1) on conflict do update set rating = 1\`);
}`,
      // Outside a module (the seed, the reference data) nothing is checked.
      'db/seed/demo.ts': `${imports}
export const seed = (db) => db.insert(users).values({ email: 'a@b.c' });`,
    });
    expect(found).toEqual([]);
  });
});
