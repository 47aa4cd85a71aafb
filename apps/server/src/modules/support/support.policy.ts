import type { Db } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { isOrganizationAdministrator } from '../permissions/index.ts';

/** Support staff: the organization's administrators (the same rule as PATCH technical-support). */
export function canManageTickets(db: Db, ctx: RequestContext): Promise<boolean> {
  return isOrganizationAdministrator(db, ctx);
}
