import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { isCourseAdministrator } from '../courses/index.ts';
import { organizationMembers } from '../users/users.tables.ts';

/**
 * Whose courses a call acts on: the caller's own, or — for the organization's course
 * administrators — any member's. Anyone else's id answers 404, as a missing one would.
 */
export async function resolveTargetUser(
  db: Db,
  ctx: RequestContext,
  userId: number,
): Promise<{ userId: number; byAdministrator: boolean }> {
  if (!ctx.user) throw new AppError('common-009');
  if (ctx.user.id === userId) return { userId, byAdministrator: false };
  if (!(await isCourseAdministrator(db, ctx))) throw notFound();
  const [member] = await db
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(inOrganization(organizationMembers, ctx.orgId, eq(organizationMembers.userId, userId)));
  if (!member) throw notFound();
  return { userId, byAdministrator: true };
}
