import type { Language, Notification } from '@manara/contract';
import type { NotificationTemplateDef } from './notifications.registry.ts';
import { renderText } from './notifications.registry.ts';
import type { notifications } from './notifications.tables.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification as it travels on the bus between processes (JSON): what every stream needs to
 * show it in its own language, without reading the database again.
 */
export interface WireNotification {
  id: number;
  templateId: number;
  portal: number;
  params: NotificationRow['params'];
  data: NotificationRow['data'];
  readAt: string | null;
  createdAt: string;
}

/** Unread counts of one user by portal (`{ "1": 3 }`): a stream sums the portals it shows. */
export type PortalCounts = Record<string, number>;

/** What the bus carries on a user's channel. */
export type StreamMessage =
  | { kind: 'notification'; notification: WireNotification; unread: PortalCounts }
  | { kind: 'unread'; unread: PortalCounts };

/** The bus channel of a member's live streams. */
export function userChannel(orgId: number, userId: number): string {
  return `notifications:${orgId}:${userId}`;
}

export function toWire(row: NotificationRow): WireNotification {
  return {
    id: row.id,
    templateId: row.templateId,
    portal: row.portal,
    params: row.params,
    data: row.data,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A notification in `language` (spec 1 §3), its text rendered from its template. */
export function toNotification(
  wire: WireNotification,
  templates: ReadonlyMap<number, NotificationTemplateDef>,
  language: Language,
): Notification {
  const template = templates.get(wire.templateId);
  return {
    id: wire.id,
    text: template ? renderText(template.text, wire.params, language) : '',
    readAt: wire.readAt,
    createdAt: wire.createdAt,
    media: null,
    portal: wire.portal,
    data: { ...wire.data, notificationTemplate: { id: wire.templateId } },
  };
}

/** The unread count over `portals` (all when absent). */
export function sumPortals(counts: PortalCounts, portals: readonly number[] | undefined): number {
  return Object.entries(counts).reduce(
    (sum, [portal, n]) => (!portals || portals.includes(Number(portal)) ? sum + n : sum),
    0,
  );
}
