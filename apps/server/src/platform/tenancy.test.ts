/**
 * Tenancy as structure: every query of a tenant table keeps to one organization, or lives in a
 * function named `unsafe…` that says why (docs/decisions/platform.md). The server's own source is
 * read here, so a new query that forgets the organization fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { courseReviews } from '../modules/reviews/reviews.tables.ts';
import { type BareQuery, findBareQueries, type SourceText, type TableInfo } from '../test/tenancy-scan.ts';
import { inOrganization } from './tenancy.ts';

/** Every table of the schema; a tenant table is one with an `organization_id` column. */
function schemaTables(): Map<string, TableInfo> {
  const tables = new Map<string, TableInfo>();
  for (const [name, value] of Object.entries(schema)) {
    if (!is(value, PgTable)) continue;
    const column = Object.entries(getTableColumns(value)).find(([, c]) => c.name === 'organization_id');
    tables.set(name, {
      sqlName: getTableName(value),
      organizationColumn: column ? { property: column[0], sqlName: column[1].name } : null,
    });
  }
  return tables;
}

const tables = schemaTables();
const helpers = ['inOrganization', 'findInOrganization', 'requireInOrganization'];

/** The server's source: every `.ts` file under `src/` but tests and the tests' helpers. */
function serverSource(): SourceText[] {
  const root = new URL('..', import.meta.url).pathname;
  return (readdirSync(root, { recursive: true }) as string[])
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith('test/'))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

const describeQuery = (q: BareQuery) => `${q.path}:${q.line} ${q.table} in ${q.inFunction ?? '(top)'}: ${q.query}`;

describe('the server source', () => {
  it('derives the tenant tables from the Drizzle tables', () => {
    const tenant = [...tables].filter(([, info]) => info.organizationColumn).map(([name]) => name);
    expect(tenant).toEqual(expect.arrayContaining(['courses', 'courseEnrollees', 'courseReviews', 'subsectionNotes']));
    expect(tenant).not.toContain('users');
    expect(tenant).not.toContain('organizations');
  });

  it('reads and writes tenant rows only within one organization, or in a function named unsafe…', () => {
    const files = serverSource();
    expect(files.length).toBeGreaterThan(100);
    const bare = findBareQueries(files, { tables, helpers });
    expect(bare.map(describeQuery), 'queries that do not keep to one organization').toEqual([]);
  });
});

describe('inOrganization', () => {
  it('ANDs the organization column with the conditions', () => {
    const query = new PgDialect().sqlToQuery(inOrganization(courseReviews, 7, eq(courseReviews.id, 3)));
    expect(query.sql).toBe('("course_reviews"."organization_id" = $1 and "course_reviews"."id" = $2)');
    expect(query.params).toEqual([7, 3]);
  });
});

/** The check over a few files of its own (paths as under `src/`). */
function scan(files: Record<string, string>): string[] {
  const sources = Object.entries(files).map(([path, text]) => ({ path, text }));
  return findBareQueries(sources, { tables, helpers }).map((q) => `${q.path}:${q.line} ${q.table}`);
}

const imports = `import { and, eq, inArray, sql } from 'drizzle-orm';
import { inOrganization } from '../../platform/tenancy.ts';
import { organizations } from '../organizations/organizations.tables.ts';
import { users } from '../users/users.tables.ts';
import { courseReviews } from './reviews.tables.ts';
`;

describe('the check', () => {
  it('finds a read, an update, a delete and a count by bare id', () => {
    const found = scan({
      'modules/reviews/a.ts': `${imports}
export async function getReview(db, id) {
  return db.select().from(courseReviews).where(eq(courseReviews.id, id));
}
export async function hide(db, id) {
  await db.update(courseReviews).set({ status: 'HIDDEN' }).where(eq(courseReviews.id, id));
  await db.delete(courseReviews).where(eq(courseReviews.id, id));
  return db.$count(courseReviews, eq(courseReviews.id, id));
}`,
    });
    expect(found).toEqual([
      'modules/reviews/a.ts:8 courseReviews',
      'modules/reviews/a.ts:11 courseReviews',
      'modules/reviews/a.ts:12 courseReviews',
      'modules/reviews/a.ts:13 courseReviews',
    ]);
  });

  it('accepts the organization column, the helper, and both through variables, pushes and local functions', () => {
    const found = scan({
      'modules/reviews/a.ts': `${imports}
function ofOrganization(orgId) {
  return eq(courseReviews.organizationId, orgId);
}
export async function reads(db, ctx, id) {
  await db.select().from(courseReviews).where(and(eq(courseReviews.id, id), eq(courseReviews.organizationId, ctx.orgId)));
  await db.delete(courseReviews).where(inOrganization(courseReviews, ctx.orgId, eq(courseReviews.id, id)));
  const conditions = [eq(courseReviews.courseId, id)];
  conditions.push(ofOrganization(ctx.orgId));
  const where = and(...conditions);
  return db.$count(courseReviews, where);
}`,
    });
    expect(found).toEqual([]);
  });

  it('follows a condition into another file and a parameter to every caller', () => {
    const files = {
      'modules/reviews/where.ts': `${imports}
export function published(orgId) {
  return inOrganization(courseReviews, orgId, eq(courseReviews.status, 'PUBLISHED'));
}`,
      'modules/reviews/a.ts': `${imports}
import { published } from './where.ts';
export function page(db, where) {
  return db.select().from(courseReviews).where(where);
}`,
      'modules/reviews/b.ts': `${imports}
import { published } from './where.ts';
import { page } from './a.ts';
export const list = (db, ctx) => page(db, published(ctx.orgId));
`,
    };
    expect(scan(files)).toEqual([]);
    // One caller that passes a bare condition makes the query bare.
    files['modules/reviews/b.ts'] += 'export const all = (db, id) => page(db, eq(courseReviews.courseId, id));\n';
    expect(scan(files)).toEqual(['modules/reviews/a.ts:9 courseReviews']);
  });

  it('asks a builder that returns a query without conditions of each caller', () => {
    const builder = `${imports}
function selectReviews(db) {
  return db.select().from(courseReviews).innerJoin(users, eq(users.id, courseReviews.userId));
}
export const one = (db, ctx, id) => selectReviews(db).where(inOrganization(courseReviews, ctx.orgId, eq(courseReviews.id, id)));
`;
    expect(scan({ 'modules/reviews/a.ts': builder })).toEqual([]);
    expect(
      scan({
        'modules/reviews/a.ts': `${builder}export const bare = (db, id) => selectReviews(db).where(eq(courseReviews.id, id));\n`,
      }),
    ).toEqual(['modules/reviews/a.ts:8 courseReviews']);
  });

  it('does not take a join on the organization column for a condition', () => {
    const found = scan({
      'modules/reviews/a.ts': `${imports}
export const withOrganization = (db, id) =>
  db.select().from(courseReviews)
    .innerJoin(organizations, eq(organizations.id, courseReviews.organizationId))
    .where(eq(courseReviews.id, id));
`,
    });
    expect(found).toEqual(['modules/reviews/a.ts:8 courseReviews']);
  });

  it('reads raw SQL: a tenant table named in a template or by its SQL name needs the organization', () => {
    const found = scan({
      'modules/reviews/a.ts': `${imports}
export async function raw(db, ctx, id) {
  await db.execute(sql\`select * from \${courseReviews} where \${courseReviews.id} = \${id}\`);
  await db.execute(sql\`update course_reviews set status = 'HIDDEN' where id = \${id}\`);
  await db.execute(sql\`update course_reviews set status = 'HIDDEN' where id = \${id} and organization_id = \${ctx.orgId}\`);
}`,
    });
    expect(found).toEqual(['modules/reviews/a.ts:8 courseReviews', 'modules/reviews/a.ts:9 courseReviews']);
  });

  it('lets a function named unsafe… read by bare id, callbacks inside it too', () => {
    const found = scan({
      'modules/reviews/a.ts': `${imports}
/** Unsafe: … */
export async function unsafeReviewsByIds(db, ids) {
  return db.transaction(async (tx) => tx.select().from(courseReviews).where(inArray(courseReviews.id, ids)));
}
export const unsafeCount = (db) => db.$count(courseReviews);
export const safeCount = (db) => db.$count(courseReviews);
`,
    });
    expect(found).toEqual(['modules/reviews/a.ts:12 courseReviews']);
  });

  it('leaves tables without an organization column alone', () => {
    expect(
      scan({
        'modules/users/a.ts': `${imports}export const user = (db, id) => db.select().from(users).where(eq(users.id, id));\n`,
      }),
    ).toEqual([]);
  });
});
