import type * as calls from '@manara/contract';
import { type Language, type NotificationChannel, notificationTargetArea } from '@manara/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type RequestContext, signedInUserId } from '../../platform/context.ts';
import { readSettings, validateChanges } from './notifications.preferences.ts';
import { controlGroups, type NotificationTemplateDef } from './notifications.registry.ts';
import { notificationOrganizationSettings, notificationSettings } from './notifications.tables.ts';

type Changes = { notificationControlGroupId: number; isDisabled: boolean; channel?: NotificationChannel | undefined }[];
type Templates = readonly NotificationTemplateDef[];

const languageOf = (ctx: RequestContext, asked: Language | undefined): Language => asked ?? ctx.language;

export function getSettings(db: Db, ctx: RequestContext, templates: Templates, language?: Language) {
  return readSettings(db, ctx.orgId, signedInUserId(ctx), templates, languageOf(ctx, language));
}

/** The member's choices, each group × channel an upsert; a critical group cannot be switched off. */
export async function updateSettings(
  db: Db,
  ctx: RequestContext,
  templates: Templates,
  changes: Changes,
  language?: Language,
) {
  const userId = signedInUserId(ctx);
  const rows = validateChanges(changes).map((c) => ({ ...c, organizationId: ctx.orgId, userId }));
  await db
    .insert(notificationSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        notificationSettings.organizationId,
        notificationSettings.userId,
        notificationSettings.controlGroupId,
        notificationSettings.channel,
      ],
      set: { isDisabled: sql`excluded.is_disabled`, updatedAt: ctx.clock.now() },
    });
  return readSettings(db, ctx.orgId, userId, templates, languageOf(ctx, language));
}

export function getOrganizationSettings(db: Db, ctx: RequestContext, templates: Templates, language?: Language) {
  return readSettings(db, ctx.orgId, null, templates, languageOf(ctx, language));
}

export async function updateOrganizationSettings(
  db: Db,
  ctx: RequestContext,
  templates: Templates,
  changes: Changes,
  language?: Language,
) {
  const rows = validateChanges(changes).map((c) => ({ ...c, organizationId: ctx.orgId }));
  await db
    .insert(notificationOrganizationSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        notificationOrganizationSettings.organizationId,
        notificationOrganizationSettings.controlGroupId,
        notificationOrganizationSettings.channel,
      ],
      set: { isDisabled: sql`excluded.is_disabled`, updatedAt: ctx.clock.now() },
    });
  return readSettings(db, ctx.orgId, null, templates, languageOf(ctx, language));
}

export function listControlGroups(
  ctx: RequestContext,
  templates: Templates,
  query: { skip: number; take: number; portals?: readonly number[] | undefined; language?: Language | undefined },
): calls.CallResponse<typeof calls.listNotificationControlGroups> {
  const language = languageOf(ctx, query.language);
  const portals = query.portals;
  const all = controlGroups
    .filter((g) => !portals || g.portals.some((p) => portals.includes(p)))
    .map((g) => ({
      id: g.id,
      name: g.name[language],
      isCritical: g.isCritical,
      portals: [...g.portals],
      children: templates
        .filter((t) => t.controlGroupId === g.id)
        .sort((a, b) => a.id - b.id)
        .map((t) => ({ id: t.id, name: t.name[language] })),
    }));
  return { data: all.slice(query.skip, query.skip + query.take), total: all.length };
}

export function listTemplates(
  ctx: RequestContext,
  templates: Templates,
  language?: Language,
): calls.CallResponse<typeof calls.listNotificationTemplates> {
  const lang = languageOf(ctx, language);
  const data = [...templates]
    .sort((a, b) => a.id - b.id)
    .map((t) => ({
      id: t.id,
      key: t.key,
      name: t.name[lang],
      controlGroupId: t.controlGroupId,
      portal: t.portal,
      target: notificationTargetArea(t.id),
      channels: [...t.channels],
    }));
  return { data, total: data.length };
}
