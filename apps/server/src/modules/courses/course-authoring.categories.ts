import type { AuthoringCategory } from '@manara/contract';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { mapPage, paged } from '../../platform/pagination.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseCategories, courses } from './courses.tables.ts';

type CategoryRow = typeof courseCategories.$inferSelect;

function toCategory(row: CategoryRow): AuthoringCategory {
  return { id: row.id, name: row.name, nameAr: row.nameAr, parentId: row.parentId, position: row.position };
}

async function listOrganizationCategories(db: Db | Tx, orgId: number): Promise<CategoryRow[]> {
  return db.select().from(courseCategories).where(eq(courseCategories.organizationId, orgId));
}

/**
 * The organization's categories, locked until the transaction ends: two moves at once (A under B
 * and B under A) would each find no loop, and together make one.
 */
async function lockOrganizationCategories(tx: Tx, orgId: number): Promise<CategoryRow[]> {
  return tx.select().from(courseCategories).where(eq(courseCategories.organizationId, orgId)).for('update');
}

/**
 * The categories as administrators edit them (both names), by position then name, with how many
 * courses each holds; `q` searches both names (case-insensitive, `%` and `_` taken literally).
 */
export async function listAuthoringCategories(
  db: Db,
  ctx: RequestContext,
  query: { skip: number; take: number; q?: string | undefined },
): Promise<{ data: (AuthoringCategory & { courseCount: number })[]; total: number }> {
  const text = query.q?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(courseCategories.organizationId, ctx.orgId),
    pattern ? or(ilike(courseCategories.name, pattern), ilike(courseCategories.nameAr, pattern)) : undefined,
  );
  const courseCount = db
    .select({ categoryId: courses.categoryId, courseCount: count().as('course_count') })
    .from(courses)
    .where(eq(courses.organizationId, ctx.orgId))
    .groupBy(courses.categoryId)
    .as('category_courses');
  const page = await paged(
    query,
    db
      .select({ row: courseCategories, courseCount: courseCount.courseCount })
      .from(courseCategories)
      .leftJoin(courseCount, eq(courseCount.categoryId, courseCategories.id))
      .where(where)
      .orderBy(asc(courseCategories.position), asc(courseCategories.name), asc(courseCategories.id))
      .$dynamic(),
    db.$count(courseCategories, where),
  );
  return mapPage(page, ({ row, courseCount }) => ({ ...toCategory(row), courseCount: Number(courseCount ?? 0) }));
}

/** A parent must be a category of the organization, and not the category itself or one below it. */
function checkParent(categories: CategoryRow[], categoryId: number | null, parentId: number | null | undefined) {
  if (parentId === undefined || parentId === null) return;
  const byId = new Map(categories.map((c) => [c.id, c]));
  if (!byId.has(parentId)) throw new AppError('courses-075');
  const seen = new Set<number>();
  for (let current: number | null = parentId; current !== null; current = byId.get(current)?.parentId ?? null) {
    if (current === categoryId) throw new AppError('courses-082');
    if (seen.has(current)) break; // an old cycle in the data: stop walking
    seen.add(current);
  }
}

export async function createCourseCategory(
  db: Db,
  ctx: RequestContext,
  body: { name: string; nameAr: string; parentId?: number | null | undefined; position?: number | undefined },
): Promise<AuthoringCategory> {
  checkParent(await listOrganizationCategories(db, ctx.orgId), null, body.parentId);
  const [row] = await db
    .insert(courseCategories)
    .values({
      organizationId: ctx.orgId,
      name: body.name,
      nameAr: body.nameAr,
      parentId: body.parentId ?? null,
      position: body.position ?? 0,
    })
    .returning();
  if (!row) throw new Error('category not inserted');
  return toCategory(row);
}

/** Renames or moves a category; a move under itself or one of its own sub-categories is `courses-082`. */
export async function updateCourseCategory(
  db: Db,
  ctx: RequestContext,
  categoryId: number,
  body: { name?: string; nameAr?: string; parentId?: number | null; position?: number },
): Promise<AuthoringCategory> {
  return db.transaction(async (tx) => {
    const categories =
      body.parentId === undefined
        ? await listOrganizationCategories(tx, ctx.orgId)
        : await lockOrganizationCategories(tx, ctx.orgId);
    if (!categories.some((c) => c.id === categoryId)) throw notFound();
    checkParent(categories, categoryId, body.parentId);
    const [row] = await tx
      .update(courseCategories)
      .set(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)))
      .where(inOrganization(courseCategories, ctx.orgId, eq(courseCategories.id, categoryId)))
      .returning();
    if (!row) throw notFound();
    return toCategory(row);
  });
}

/** Deletes a category; its courses and sub-categories lose it (their foreign keys set null). */
export async function deleteCourseCategory(db: Db, ctx: RequestContext, categoryId: number): Promise<null> {
  const deleted = await db
    .delete(courseCategories)
    .where(inOrganization(courseCategories, ctx.orgId, eq(courseCategories.id, categoryId)))
    .returning({ id: courseCategories.id });
  if (deleted.length === 0) throw notFound();
  return null;
}
