import type { AuditAction, AuditTarget } from '@manara/contract';
import type { Db, Tx } from '../db/client.ts';
import type { RequestContext } from './context.ts';
import { auditLog } from './platform.tables.ts';

/**
 * Records an action in the organization's audit log (docs/decisions/permissions.md, "The audit
 * log"). Pass the change's transaction: the entry is written with the change or not at all. The
 * actor is the signed-in caller; `target` names the set or course at the time (it may be gone later).
 */
export async function recordAudit(
  tx: Db | Tx,
  ctx: RequestContext,
  entry: {
    action: AuditAction;
    subjectUserId?: number | null;
    target?: AuditTarget;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    organizationId: ctx.orgId,
    actorId: ctx.user?.id ?? null,
    action: entry.action,
    subjectUserId: entry.subjectUserId ?? null,
    metadata: entry.target || entry.details ? { target: entry.target ?? null, ...entry.details } : null,
  });
}
