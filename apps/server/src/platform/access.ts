import type { Access } from '@manara/contract';
import type { RequestContext } from './context.ts';
import { AppError } from './errors.ts';
import type { PermissionResolver } from './identity.ts';

/**
 * The one access guard. Member permissions are checked against the member's set together
 * with the organization's (their prerequisites are organization permissions); organization
 * permissions only against the organization's.
 */
export async function enforceAccess(
  ctx: RequestContext,
  access: Access,
  options: { outboxEnabled: boolean; permissions: Pick<PermissionResolver, 'check'> },
): Promise<void> {
  if (access.kind === 'public') return;
  if (access.kind === 'devOnly') {
    if (!options.outboxEnabled) throw new AppError('common-001');
    return;
  }
  if (!ctx.user) throw new AppError('common-009');
  if (ctx.user.forceResetPassword && !access.duringForcedReset) throw new AppError('auth-005');
  const member = access.memberPermissions ?? [];
  const organization = access.organizationPermissions ?? [];
  if (member.length === 0 && organization.length === 0) return;
  const can = await options.permissions.check(ctx.permissions());
  if (!organization.every((slug) => can.organization(slug)) || !member.every((slug) => can.member(slug))) {
    throw new AppError('common-007');
  }
}
