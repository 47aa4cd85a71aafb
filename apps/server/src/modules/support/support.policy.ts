import { MemberPermission } from '@manara/contract';
import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { checkPermissions } from '../permissions/index.ts';

/** Support staff: members holding the administrator portal (the same rule as PATCH technical-support). */
export async function canManageTickets(db: Db, ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return false;
  return (await checkPermissions(db, ctx.permissions())).member(MemberPermission.administratorPortal);
}
