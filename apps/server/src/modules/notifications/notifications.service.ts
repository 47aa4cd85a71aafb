import type * as calls from '@manara/contract';
import type { Language, Notification } from '@manara/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { type RequestContext, signedInUserId } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { afterKey, keysetPaged, mapPage, paged } from '../../platform/pagination.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import type { NotificationTemplateDef } from './notifications.registry.ts';
import { inIds } from './notifications.sql.ts';
import { notifications } from './notifications.tables.ts';
import {
  type PortalCounts,
  type StreamMessage,
  sumPortals,
  toNotification,
  toWire,
  userChannel,
} from './notifications.view.ts';

type Deps = Pick<AppDeps, 'db' | 'bus'> & { templates: ReadonlyMap<number, NotificationTemplateDef> };
type Portals = readonly number[] | undefined;

/** What a member sees: their in-app notifications of the organization not deleted, in `portals`. */
function visibleTo(orgId: number, userId: number, portals: Portals): SQL {
  return and(
    eq(notifications.organizationId, orgId),
    eq(notifications.userId, userId),
    eq(notifications.isInApp, true),
    isNull(notifications.hiddenAt),
    portals ? inArray(notifications.portal, [...portals]) : undefined,
  ) as SQL;
}

/** Unread counts by portal of each of `userIds` in one query (a broadcast to thousands asks once). */
export async function unreadCountsOf(
  db: Db | Tx,
  orgId: number,
  userIds: readonly number[],
): Promise<Map<number, PortalCounts>> {
  const answer = new Map<number, PortalCounts>(userIds.map((id) => [id, {}]));
  if (userIds.length === 0) return answer;
  const rows = await db
    .select({ userId: notifications.userId, portal: notifications.portal, n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, orgId),
        inIds(notifications.userId, userIds),
        eq(notifications.isInApp, true),
        isNull(notifications.hiddenAt),
        isNull(notifications.readAt),
      ),
    )
    .groupBy(notifications.userId, notifications.portal);
  for (const row of rows) {
    const counts = answer.get(row.userId) ?? {};
    counts[String(row.portal)] = row.n;
    answer.set(row.userId, counts);
  }
  return answer;
}

export async function unreadCountOf(db: Db | Tx, orgId: number, userId: number, portals: Portals): Promise<number> {
  const counts = (await unreadCountsOf(db, orgId, [userId])).get(userId) ?? {};
  return sumPortals(counts, portals);
}

/** Tells the member's live streams (every process) their new unread counts. */
async function publishUnread(deps: Deps, orgId: number, userId: number): Promise<void> {
  const unread = (await unreadCountsOf(deps.db, orgId, [userId])).get(userId) ?? {};
  const message: StreamMessage = { kind: 'unread', unread };
  await deps.bus.publish(userChannel(orgId, userId), message);
}

const languageOf = (ctx: RequestContext, asked: Language | undefined): Language => asked ?? ctx.language;

export async function countNotifications(deps: Deps, ctx: RequestContext, portals: Portals) {
  return { count: await unreadCountOf(deps.db, ctx.orgId, signedInUserId(ctx), portals) };
}

export async function listNotifications(
  deps: Deps,
  ctx: RequestContext,
  query: { skip: number; take: number; portals?: Portals; language?: Language | undefined; unread: boolean },
): Promise<calls.CallResponse<typeof calls.listNotifications>> {
  const userId = signedInUserId(ctx);
  const where = and(
    visibleTo(ctx.orgId, userId, query.portals),
    query.unread ? isNull(notifications.readAt) : undefined,
  );
  const page = await paged(
    query,
    deps.db.select().from(notifications).where(where).orderBy(desc(notifications.id)).$dynamic(),
    deps.db.$count(notifications, where),
  );
  const language = languageOf(ctx, query.language);
  return mapPage(page, (r) => toNotification(toWire(r), deps.templates, language));
}

/** The list by cursor: `before` the last id the client has; a page grows no duplicates while new ones arrive. */
export async function listNotificationsV2(
  deps: Deps,
  ctx: RequestContext,
  query: {
    before?: number | undefined;
    take: number;
    portals?: Portals;
    language?: Language | undefined;
    unread: boolean;
  },
): Promise<calls.CallResponse<typeof calls.listNotificationsV2>> {
  const userId = signedInUserId(ctx);
  const base = and(
    visibleTo(ctx.orgId, userId, query.portals),
    query.unread ? isNull(notifications.readAt) : undefined,
  );
  const [page, total, unreadCount] = await Promise.all([
    keysetPaged(
      query.take,
      deps.db
        .select()
        .from(notifications)
        .where(and(base, afterKey([notifications.id], query.before === undefined ? undefined : [query.before], 'desc')))
        .orderBy(desc(notifications.id))
        .$dynamic(),
      (r) => [r.id],
      // The spec's cursor is the last id itself, not an opaque one.
      ([id]) => Number(id),
    ),
    deps.db.$count(notifications, base),
    unreadCountOf(deps.db, ctx.orgId, userId, query.portals),
  ]);
  const language = languageOf(ctx, query.language);
  return {
    data: page.data.map((r) => toNotification(toWire(r), deps.templates, language)),
    total,
    unreadCount,
    nextCursor: page.next,
  };
}

/** Every unread one read; the member's other tabs and devices hear the new count. */
export async function readAllNotifications(deps: Deps, ctx: RequestContext, portals: Portals) {
  const userId = signedInUserId(ctx);
  const changed = await deps.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(visibleTo(ctx.orgId, userId, portals), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (changed.length > 0) await publishUnread(deps, ctx.orgId, userId);
  return { unreadCount: await unreadCountOf(deps.db, ctx.orgId, userId, portals) };
}

async function findOwn(db: Db, ctx: RequestContext, notificationId: number) {
  const userId = signedInUserId(ctx);
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), visibleTo(ctx.orgId, userId, undefined)));
  // Another member's notification is not found, as a missing one.
  if (!row) throw notFound();
  return row;
}

/**
 * Reads one: only an unread one changes (a conditional UPDATE), so reading twice, or in two tabs
 * at once, lowers the count once; it can never go below 0.
 */
export async function readNotification(
  deps: Deps,
  ctx: RequestContext,
  notificationId: number,
  language: Language | undefined,
): Promise<{ notification: Notification; unreadCount: number }> {
  const row = await findOwn(deps.db, ctx, notificationId);
  const [changed] = await deps.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(inOrganization(notifications, ctx.orgId, eq(notifications.id, row.id), isNull(notifications.readAt)))
    .returning();
  if (changed) await publishUnread(deps, ctx.orgId, row.userId);
  return {
    notification: toNotification(toWire(changed ?? row), deps.templates, languageOf(ctx, language)),
    unreadCount: await unreadCountOf(deps.db, ctx.orgId, row.userId, undefined),
  };
}

/** Hides a read one (kept, so that its event never brings it back); an unread one is refused. */
export async function deleteNotification(deps: Deps, ctx: RequestContext, notificationId: number): Promise<void> {
  const row = await findOwn(deps.db, ctx, notificationId);
  const [hidden] = await deps.db
    .update(notifications)
    .set({ hiddenAt: ctx.clock.now() })
    .where(
      inOrganization(notifications, ctx.orgId, eq(notifications.id, row.id), sql`${notifications.readAt} is not null`),
    )
    .returning({ id: notifications.id });
  if (!hidden) throw new AppError('notifications-001');
}

/** What was missed since `after`, oldest first, for the stream's replay and the polling call. */
export async function notificationsAfter(
  db: Db,
  orgId: number,
  userId: number,
  after: number,
  portals: Portals,
  limit = 100,
) {
  return db
    .select()
    .from(notifications)
    .where(and(visibleTo(orgId, userId, portals), gt(notifications.id, after)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

export async function getLiveUpdate(
  deps: Deps,
  ctx: RequestContext,
  query: { after: number; portals?: Portals; language?: Language | undefined },
): Promise<calls.CallResponse<typeof calls.getNotificationLiveUpdate>> {
  const userId = signedInUserId(ctx);
  const rows = await notificationsAfter(deps.db, ctx.orgId, userId, query.after, query.portals);
  const language = languageOf(ctx, query.language);
  return {
    data: rows.map((r) => toNotification(toWire(r), deps.templates, language)),
    unreadCount: await unreadCountOf(deps.db, ctx.orgId, userId, query.portals),
    lastEventId: rows.at(-1)?.id ?? query.after,
  };
}
