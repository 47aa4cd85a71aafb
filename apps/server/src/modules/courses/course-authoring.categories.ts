import type { AuthoringCategory } from '@manara/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { courseCategories } from './courses.tables.ts';

type CategoryRow = typeof courseCategories.$inferSelect;

function toCategory(row: CategoryRow): AuthoringCategory {
  return { id: row.id, name: row.name, nameAr: row.nameAr, parentId: row.parentId, position: row.position };
}

async function listOrganizationCategories(db: Db, orgId: number): Promise<CategoryRow[]> {
  return db.select().from(courseCategories).where(eq(courseCategories.organizationId, orgId));
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

export async function updateCourseCategory(
  db: Db,
  ctx: RequestContext,
  categoryId: number,
  body: { name?: string; nameAr?: string; parentId?: number | null; position?: number },
): Promise<AuthoringCategory> {
  const categories = await listOrganizationCategories(db, ctx.orgId);
  if (!categories.some((c) => c.id === categoryId)) throw notFound();
  checkParent(categories, categoryId, body.parentId);
  const [row] = await db
    .update(courseCategories)
    .set(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)))
    .where(inOrganization(courseCategories, ctx.orgId, eq(courseCategories.id, categoryId)))
    .returning();
  if (!row) throw notFound();
  return toCategory(row);
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
