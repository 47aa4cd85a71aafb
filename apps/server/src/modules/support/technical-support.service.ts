import type {
  CreateSupportTicketBody,
  SortOrder,
  SupportTicket,
  SupportTicketSortColumn,
  SupportTicketStatus,
  SupportTopic,
} from '@manara/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization, requireInOrganization } from '../../platform/tenancy.ts';
import { mailOrganization, mailRequester } from './support.mail.ts';
import { canManageTickets } from './support.policy.ts';
import { getOrganizationContact } from './support.recipients.ts';
import { supportTickets } from './support.tables.ts';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'rateLimiter'>;
type TicketRow = typeof supportTickets.$inferSelect;

function toTicket(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    status: row.status,
    issueTopic: row.issueTopic as SupportTicket['issueTopic'],
    issueDescription: row.issueDescription,
    name: row.name,
    email: row.email,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Opens a ticket. A signed-in user's name and e-mail default to the account's; a guest must
 * give both. The organization gets the ticket by e-mail, the requester an acknowledgement.
 */
export async function createSupportTicket(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof CreateSupportTicketBody>,
): Promise<SupportTicket> {
  const account = ctx.user;
  const name = body.name ?? (account ? `${account.firstName} ${account.lastName}`.trim() : undefined);
  const email = body.email ?? account?.email;
  if (!name || !email) throw new AppError('support-001');
  await deps.rateLimiter.consume('formsPerAddress', `support:${ctx.client.ip}`, 'common-006');
  const [row] = await deps.db
    .insert(supportTickets)
    .values({
      organizationId: ctx.orgId,
      userId: account?.id ?? null,
      name,
      email: email.toLowerCase(),
      issueTopic: body.issueTopic,
      issueDescription: body.issueDescription,
      language: ctx.language,
    })
    .returning();
  if (!row) throw new Error('support ticket insert returned nothing');
  const contact = await getOrganizationContact(deps.db, ctx.orgId);
  await mailOrganization(
    deps.mailer,
    ctx.orgId,
    contact,
    'ticket',
    [
      ['ticketNumber', String(row.id)],
      ['name', row.name],
      ['email', row.email],
      ['topic', row.issueTopic],
    ],
    row.issueDescription,
  );
  await mailRequester(
    deps.mailer,
    ctx.orgId,
    contact,
    'received',
    { email: row.email, name: row.name, language: ctx.language },
    { id: row.id, text: row.issueDescription },
  );
  return toTicket(row);
}

/** What each column sorts by: the requester's name, the status received, pending, resolved; ties newest first. */
const ticketSortKeys: SortKeys<SupportTicketSortColumn> = {
  createdAt: [supportTickets.createdAt, supportTickets.id],
  name: [supportTickets.name],
  status: [supportTickets.status],
};

/**
 * The caller's own tickets, or — for support staff asking for `scope=organization` — every ticket
 * of the organization; newest first unless sorted.
 */
export async function listSupportTickets(
  deps: Deps,
  ctx: RequestContext,
  query: {
    skip: number;
    take: number;
    scope: 'mine' | 'organization';
    status?: SupportTicketStatus | undefined;
    issueTopic?: SupportTopic | undefined;
    sort?: SupportTicketSortColumn | undefined;
    order?: SortOrder | undefined;
  },
) {
  if (!ctx.user) throw new AppError('common-009');
  if (query.scope === 'organization' && !(await canManageTickets(deps.db, ctx))) throw new AppError('common-007');
  const conditions: SQL[] = [eq(supportTickets.organizationId, ctx.orgId)];
  if (query.scope === 'mine') conditions.push(eq(supportTickets.userId, ctx.user.id));
  if (query.status) conditions.push(eq(supportTickets.status, query.status));
  if (query.issueTopic) conditions.push(eq(supportTickets.issueTopic, query.issueTopic));
  const where = and(...conditions);
  const { data: rows, total } = await paged(
    query,
    deps.db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(
        ...orderOf(ticketSortKeys, sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
          desc(supportTickets.createdAt),
          desc(supportTickets.id),
        ]),
      )
      .$dynamic(),
    deps.db.$count(supportTickets, where),
  );
  return { data: rows.map(toTicket), total };
}

/** Support staff move a ticket between RECEIVED, PENDING and RESOLVED; the requester hears of a change. */
export async function updateSupportTicket(
  deps: Deps,
  ctx: RequestContext,
  ticketId: number,
  body: { status: SupportTicketStatus },
): Promise<SupportTicket> {
  const before = await requireInOrganization(deps.db, supportTickets, ctx.orgId, ticketId);
  if (before.status === body.status) return toTicket(before);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: body.status, updatedAt: ctx.clock.now() })
      .where(inOrganization(supportTickets, ctx.orgId, eq(supportTickets.id, before.id)))
      .returning();
    if (!updated) throw notFound();
    await ctx.events.publish(
      'support.ticket-updated',
      { organizationId: ctx.orgId, ticketId: updated.id, status: updated.status },
      tx,
    );
    return updated;
  });
  const contact = await getOrganizationContact(deps.db, ctx.orgId);
  await mailRequester(
    deps.mailer,
    ctx.orgId,
    contact,
    'status',
    { email: row.email, name: row.name, language: row.language },
    { id: row.id, status: row.status },
  );
  return toTicket(row);
}
