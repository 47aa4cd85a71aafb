import {
  type Language,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationSetting,
} from '@manara/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type ControlGroupDef,
  controlGroupById,
  controlGroups,
  type NotificationTemplateDef,
} from './notifications.registry.ts';
import { inIds } from './notifications.sql.ts';
import { notificationOrganizationSettings, notificationSettings } from './notifications.tables.ts';

/**
 * Whether a control group reaches a user on a channel: a critical group always; else the user's
 * own choice, else the organization's default, else on.
 */
export function isChannelOn(
  group: Pick<ControlGroupDef, 'isCritical'>,
  userIsDisabled: boolean | undefined,
  organizationIsDisabled: boolean | undefined,
): boolean {
  if (group.isCritical) return true;
  if (userIsDisabled !== undefined) return !userIsDisabled;
  if (organizationIsDisabled !== undefined) return !organizationIsDisabled;
  return true;
}

type Choices = Map<string, boolean>;
const choiceKey = (groupId: number, channel: NotificationChannel) => `${groupId}:${channel}`;

async function organizationChoices(db: Db | Tx, orgId: number, groupIds?: readonly number[]): Promise<Choices> {
  const rows = await db
    .select()
    .from(notificationOrganizationSettings)
    .where(
      and(
        eq(notificationOrganizationSettings.organizationId, orgId),
        groupIds ? inArray(notificationOrganizationSettings.controlGroupId, [...groupIds]) : undefined,
      ),
    );
  return new Map(rows.map((r) => [choiceKey(r.controlGroupId, r.channel), r.isDisabled]));
}

/**
 * The channels of `template` that reach each of `userIds` (members of `orgId`), read in two
 * queries whatever the number of users: every send asks this.
 */
export async function channelsOf(
  db: Db | Tx,
  orgId: number,
  userIds: readonly number[],
  template: Pick<NotificationTemplateDef, 'controlGroupId' | 'channels'>,
): Promise<Map<number, Set<NotificationChannel>>> {
  const group = controlGroupById(template.controlGroupId);
  if (!group) throw new Error(`unknown control group ${template.controlGroupId}`);
  const [organization, own] = await Promise.all([
    organizationChoices(db, orgId, [group.id]),
    userIds.length === 0
      ? []
      : db
          .select()
          .from(notificationSettings)
          .where(
            and(
              eq(notificationSettings.organizationId, orgId),
              eq(notificationSettings.controlGroupId, group.id),
              inIds(notificationSettings.userId, userIds),
            ),
          ),
  ]);
  const byUser = new Map<number, Choices>();
  for (const row of own) {
    const choices = byUser.get(row.userId) ?? new Map();
    choices.set(row.channel, row.isDisabled);
    byUser.set(row.userId, choices);
  }
  const answer = new Map<number, Set<NotificationChannel>>();
  for (const userId of userIds) {
    const choices = byUser.get(userId);
    const on = template.channels.filter((channel) =>
      isChannelOn(group, choices?.get(channel), organization.get(choiceKey(group.id, channel))),
    );
    answer.set(userId, new Set(on));
  }
  return answer;
}

/** The settings as the calls answer them, for a member (`userId`) or for the organization's defaults (null). */
export async function readSettings(
  db: Db | Tx,
  orgId: number,
  userId: number | null,
  templates: readonly NotificationTemplateDef[],
  language: Language,
): Promise<{ data: NotificationSetting[]; total: number }> {
  const organization = await organizationChoices(db, orgId);
  const own: Choices = new Map();
  if (userId !== null) {
    const rows = await db
      .select()
      .from(notificationSettings)
      .where(and(eq(notificationSettings.organizationId, orgId), eq(notificationSettings.userId, userId)));
    for (const r of rows) own.set(choiceKey(r.controlGroupId, r.channel), r.isDisabled);
  }
  const data = controlGroups.map((group): NotificationSetting => {
    const channels = NOTIFICATION_CHANNELS.map((channel) => {
      const key = choiceKey(group.id, channel);
      const isOn =
        userId === null
          ? isChannelOn(group, undefined, organization.get(key))
          : isChannelOn(group, own.get(key), organization.get(key));
      return { channel, isDisabled: !isOn, isLocked: group.isCritical };
    });
    return {
      notificationControlGroupId: group.id,
      controlGroupId: group.id,
      name: group.name[language],
      isDisabled: channels.every((c) => c.isDisabled),
      isCritical: group.isCritical,
      channels,
      children: templates
        .filter((t) => t.controlGroupId === group.id)
        .sort((a, b) => a.id - b.id)
        .map((t) => ({ id: t.id, name: t.name[language] })),
    };
  });
  return { data, total: data.length };
}

/** The changes of a settings call, each group known and none critical switched off. */
export function validateChanges(
  changes: readonly {
    notificationControlGroupId: number;
    isDisabled: boolean;
    channel?: NotificationChannel | undefined;
  }[],
) {
  return changes.flatMap((change) => {
    const group = controlGroupById(change.notificationControlGroupId);
    if (!group) throw new AppError('common-002');
    if (group.isCritical && change.isDisabled) throw new AppError('notifications-002');
    const channels = change.channel ? [change.channel] : NOTIFICATION_CHANNELS;
    return channels.map((channel) => ({ controlGroupId: group.id, channel, isDisabled: change.isDisabled }));
  });
}
