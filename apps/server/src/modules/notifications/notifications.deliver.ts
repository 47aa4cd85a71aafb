import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DomainEvent, DomainEventName, NotificationChannel } from '@manara/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../platform/module.ts';
import { organizationNames } from '../organizations/index.ts';
import { membershipsIn, people } from '../users/index.ts';
import { channelsOf } from './notifications.preferences.ts';
import { pushToUser, type VapidKeys } from './notifications.push.ts';
import { type NotificationBatch, type NotificationTemplateDef, renderText } from './notifications.registry.ts';
import { unreadCountsOf } from './notifications.service.ts';
import { inIds } from './notifications.sql.ts';
import { notifications, pushTokens } from './notifications.tables.ts';
import { type StreamMessage, userChannel, type WireNotification } from './notifications.view.ts';

/** The job that sends a batch's e-mails and pushes, after the commit that created it. */
export const SEND_JOB = 'notifications.send';

const PUBLISH_CONCURRENCY = 200;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The durable listener of an event that templates answer: each template builds its batch, and
 * each organization's recipients get it on the channels their settings leave on.
 */
export async function deliverEvent<N extends DomainEventName>(
  deps: ModuleDeps,
  templates: readonly NotificationTemplateDef[],
  event: DomainEvent<N>,
): Promise<void> {
  for (const template of templates) {
    const batch = await template.build(deps, event as never);
    if (!batch || batch.recipients.length === 0) continue;
    const byOrganization = new Map<number, Set<number>>();
    for (const r of batch.recipients) {
      const ids = byOrganization.get(r.organizationId) ?? new Set();
      ids.add(r.userId);
      byOrganization.set(r.organizationId, ids);
    }
    for (const [orgId, userIds] of byOrganization) await deliverBatch(deps, template, batch, orgId, [...userIds]);
  }
}

/** Of `userIds`, the active members of the organization. */
async function activeMembers(deps: ModuleDeps, orgId: number, userIds: readonly number[]): Promise<number[]> {
  const memberships = membershipsIn(orgId);
  const rows = await deps.db
    .select({ id: people.id })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.userId))
    .where(and(inIds(memberships.userId, userIds), isNull(people.deactivatedAt)));
  return rows.map((r) => r.id);
}

/**
 * Creates the rows of one organization's recipients (once per recipient and source, whatever the
 * number of deliveries), writes the job that mails and pushes them in the same transaction, then
 * tells the live streams of each recipient, with their unread counts, on the bus.
 */
async function deliverBatch(
  deps: ModuleDeps,
  template: NotificationTemplateDef,
  batch: NotificationBatch,
  orgId: number,
  userIds: readonly number[],
): Promise<void> {
  const members = await activeMembers(deps, orgId, userIds);
  const channels = await channelsOf(deps.db, orgId, members, template);
  const recipients = members.flatMap((userId) => {
    const on = channels.get(userId);
    return on && on.size > 0 ? [{ userId, on }] : [];
  });
  if (recipients.length === 0) return;
  const createdAt = deps.clock.now();
  const flags = (channel: NotificationChannel) => recipients.map((r) => (r.on.has(channel) ? 't' : 'f')).join(',');
  const inserted = await deps.db.transaction(async (tx) => {
    // One statement for the whole batch (its parameters and data are the same for every recipient):
    // an announcement to every member is one insert, not thousands.
    const result = await tx.execute<{
      id: number;
      userId: number;
      isInApp: boolean;
      sendEmail: boolean;
      sendPush: boolean;
    }>(sql`
      insert into ${notifications} (organization_id, user_id, template_id, control_group_id, portal, source_key,
        params, data, is_in_app, send_email, send_push, created_at)
      select ${orgId}, r.user_id, ${template.id}, ${template.controlGroupId}, ${template.portal}, ${batch.sourceKey},
        ${JSON.stringify(batch.params)}::jsonb, ${JSON.stringify(batch.data)}::jsonb, r.in_app, r.email, r.push,
        ${createdAt.toISOString()}::timestamptz
      from unnest(
        string_to_array(${recipients.map((r) => r.userId).join(',')}, ',')::int[],
        string_to_array(${flags('inApp')}, ',')::boolean[],
        string_to_array(${flags('email')}, ',')::boolean[],
        string_to_array(${flags('push')}, ',')::boolean[]
      ) as r(user_id, in_app, email, push)
      on conflict do nothing
      returning id, user_id as "userId", is_in_app as "isInApp", send_email as "sendEmail", send_push as "sendPush"`);
    const rows = result.rows;
    const toSend = rows.filter((r) => r.sendEmail || r.sendPush).map((r) => r.id);
    for (const ids of chunks(toSend, 500)) {
      await deps.jobs.enqueue({ kind: SEND_JOB, payload: { ids }, organizationId: orgId }, tx);
    }
    return rows;
  });
  const wire = (row: (typeof inserted)[number]): WireNotification => ({
    id: row.id,
    templateId: template.id,
    portal: template.portal,
    params: batch.params,
    data: batch.data as WireNotification['data'],
    readAt: null,
    createdAt: createdAt.toISOString(),
  });
  await publishNotifications(
    deps,
    orgId,
    inserted.filter((r) => r.isInApp).map((r) => ({ userId: r.userId, notification: wire(r) })),
  );
}

/** Each new notification to its user's streams on every process, with the user's unread counts of after the commit. */
export async function publishNotifications(
  deps: Pick<ModuleDeps, 'db' | 'bus'>,
  orgId: number,
  created: readonly { userId: number; notification: WireNotification }[],
): Promise<void> {
  if (created.length === 0) return;
  const counts = await unreadCountsOf(
    deps.db,
    orgId,
    created.map((c) => c.userId),
  );
  for (const part of chunks(created, PUBLISH_CONCURRENCY)) {
    await Promise.all(
      part.map(({ userId, notification }) => {
        const message: StreamMessage = { kind: 'notification', notification, unread: counts.get(userId) ?? {} };
        return deps.bus.publish(userChannel(orgId, userId), message);
      }),
    );
  }
}

/**
 * The e-mails and pushes of created notifications, each in its recipient's language. The
 * recipient's settings are asked again at sending: a channel switched off since is left out.
 * Unsafe: by the ids of the sending job alone, which may hold notifications of several organizations.
 */
export async function unsafeSendNotifications(
  deps: ModuleDeps,
  templates: ReadonlyMap<number, NotificationTemplateDef>,
  vapidKeys: () => Promise<VapidKeys>,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await deps.db
    .select({
      notification: notifications,
      email: people.email,
      firstName: people.firstName,
      firstNameAr: people.firstNameAr,
      language: people.preferredLanguage,
      orgName: organizationNames.name,
      orgNameAr: organizationNames.nameArabic,
      orgPrefix: organizationNames.domainPrefix,
    })
    .from(notifications)
    .innerJoin(people, eq(people.id, notifications.userId))
    .innerJoin(organizationNames, eq(organizationNames.id, notifications.organizationId))
    .where(and(inIds(notifications.id, ids), isNull(people.deactivatedAt)));
  // The settings of the batch's recipients, one pair of queries per organization and template.
  const groups = new Map<string, { orgId: number; template: NotificationTemplateDef; userIds: number[] }>();
  for (const row of rows) {
    const template = templates.get(row.notification.templateId);
    if (!template) continue;
    const key = `${row.notification.organizationId}:${template.id}`;
    const group = groups.get(key) ?? { orgId: row.notification.organizationId, template, userIds: [] };
    group.userIds.push(row.notification.userId);
    groups.set(key, group);
  }
  const channels = new Map<string, Set<NotificationChannel>>();
  for (const [key, group] of groups) {
    for (const [userId, on] of await channelsOf(deps.db, group.orgId, group.userIds, group.template)) {
      channels.set(`${key}:${userId}`, on);
    }
  }
  const pushUsers = rows.filter((r) => r.notification.sendPush).map((r) => r.notification.userId);
  const withTokens = new Set(
    pushUsers.length === 0
      ? []
      : (
          await deps.db
            .selectDistinct({ userId: pushTokens.userId })
            .from(pushTokens)
            .where(inIds(pushTokens.userId, pushUsers))
        ).map((r) => r.userId),
  );
  for (const row of rows) {
    // A turn of the event loop per recipient: hundreds of writes on the embedded database, which
    // answers on this thread, would otherwise hold every request meanwhile (see jobs.ts runDue).
    await nextTurn();
    const n = row.notification;
    const template = templates.get(n.templateId);
    if (!template) continue;
    const on = channels.get(`${n.organizationId}:${template.id}:${n.userId}`) ?? new Set();
    const language = row.language;
    const text = renderText(template.text, n.params, language);
    const link = new URL('/notifications', deps.config.publicUrl);
    link.searchParams.set('org', row.orgPrefix);
    if (n.sendEmail && on.has('email')) {
      const name = (language === 'ar' && row.firstNameAr) || row.firstName;
      const org = language === 'ar' ? row.orgNameAr : row.orgName;
      await deps.mailer.send({
        to: row.email,
        subject: text.length > 150 ? `${text.slice(0, 147)}…` : text,
        text: mailBody[language]({ name, text, org, link: link.toString() }),
        organizationId: n.organizationId,
      });
    }
    if (n.sendPush && on.has('push') && withTokens.has(n.userId)) {
      const target = { orgId: n.organizationId, userId: n.userId, now: deps.clock.now() };
      await pushToUser(deps.db, await vapidKeys(), deps.config.vapidSubject, target, {
        notificationId: n.id,
        title: language === 'ar' ? row.orgNameAr : row.orgName,
        body: text,
        url: link.pathname + link.search,
        templateId: n.templateId,
      });
    }
  }
}

type MailValues = { name: string; text: string; org: string; link: string };
const mailBody: Record<'en' | 'ar', (v: MailValues) => string> = {
  en: (v) =>
    `Hello ${v.name},\n\n${v.text}\n\nSee your notifications at ${v.org}: ${v.link}\n\nYou can choose which notifications reach you by e-mail in the settings tab of your notifications.`,
  ar: (v) =>
    `مرحبًا ${v.name}،\n\n${v.text}\n\nاطلع على إشعاراتك في ${v.org}: ${v.link}\n\nيمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من تبويب الإعدادات في إشعاراتك.`,
};
