import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isCourseAdministrator } from '../courses/index.ts';
import { findMembership } from '../users/index.ts';

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
  if (!(await findMembership(db, ctx.orgId, userId))) throw notFound();
  return { userId, byAdministrator: true };
}
