import { z } from 'zod';
import { defineCall, Id, Language, listOf, MAX_INT4, NoContent, publicAccess, signedIn, Text } from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

/**
 * Notifications (spec 1 §2 bell and panel, §3, §4, §7, §9; spec 2 §7 "Notifications and misc").
 * Paths the spec does not spell out are ours (docs/decisions/notifications.md).
 */

/** The portals a notification belongs to, as `portals` filters name them (`portals=[1]`: the learner app). */
export const NotificationPortal = { learner: 1, instructor: 2, administrator: 3 } as const;
export type NotificationPortal = (typeof NotificationPortal)[keyof typeof NotificationPortal];

/** The ways a notification reaches its user; preferences are control group × channel. */
export const NotificationChannel = z.enum(['inApp', 'email', 'push']);
export type NotificationChannel = z.infer<typeof NotificationChannel>;
export const NOTIFICATION_CHANNELS = NotificationChannel.options;

/**
 * The control groups: what a user switches on and off, each holding templates (its `children`).
 * Critical ones cannot be switched off. Names live with the server's registry.
 */
export const NotificationControlGroupId = {
  courseUpdates: 1,
  certificates: 2,
  courseApproval: 3,
  organizationAnnouncements: 4,
  support: 5,
  security: 6,
  payments: 7,
  examDeadlines: 8,
} as const;

/**
 * The template ids of spec 1 §9 that exist so far, and ours above 42 (the spec's map stops there).
 * Each is declared, with its texts, by the module whose event creates it.
 */
export const NotificationTemplateId = {
  courseAnnouncement: 11,
  certificateIssued: 12,
  courseOpened: 21,
  courseApprovalDecided: 22,
  supportTicketUpdated: 43,
  organizationAnnouncement: 44,
} as const;

/** Where a click on a notification leads: the areas of spec 1 §9's template map (ours from 43). */
export type NotificationTargetArea =
  | 'group'
  | 'event'
  | 'discussionBoard'
  | 'announcement'
  | 'certificate'
  | 'checklist'
  | 'importedCourse'
  | 'plagiarism'
  | 'grades'
  | 'approvalCourse'
  | 'course'
  | 'post'
  | 'wallet'
  | 'supportTicket'
  | 'organizationAnnouncement';

function inRange(id: number, from: number, to: number): boolean {
  return id >= from && id <= to;
}

/** Spec 1 §9: template id → target area; any other id is the course. */
export function notificationTargetArea(templateId: number): NotificationTargetArea {
  if (templateId === 1) return 'group';
  if (templateId === 2) return 'event';
  if (inRange(templateId, 3, 10) || [19, 20, 24].includes(templateId)) return 'discussionBoard';
  if (templateId === 11) return 'announcement';
  if (templateId === 12) return 'certificate';
  if (templateId === 13 || templateId === 14) return 'checklist';
  if (templateId === 15) return 'importedCourse';
  if (templateId === 16 || templateId === 17) return 'plagiarism';
  if (templateId === 18) return 'grades';
  if (templateId === 22) return 'approvalCourse';
  if (inRange(templateId, 27, 30)) return 'post';
  if (inRange(templateId, 34, 42)) return 'wallet';
  if (templateId === NotificationTemplateId.supportTicketUpdated) return 'supportTicket';
  if (templateId === NotificationTemplateId.organizationAnnouncement) return 'organizationAnnouncement';
  return 'course';
}

const OptionalId = z.number().int().nullable().optional();

/** `data` of a notification (spec 1 §3): its template and the ids its target needs. */
export const NotificationData = z.object({
  notificationTemplate: z.object({ id: z.number().int() }),
  groupId: OptionalId,
  postId: OptionalId,
  eventId: OptionalId,
  courseId: OptionalId,
  announcementId: OptionalId,
  gradeItemId: OptionalId,
  discussionBoardId: OptionalId,
  /** Ours: the public (unguessable) id of an issued certificate, the ticket, the approval request. */
  certificateId: Text().nullable().optional(),
  ticketId: OptionalId,
  requestId: OptionalId,
});
export type NotificationData = z.infer<typeof NotificationData>;

/** A notification as the bell, the panel and the stream show it, its text in the asked language. */
export const Notification = z.object({
  id: z.number().int(),
  text: Text(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  media: z.object({ url: z.string() }).nullable(),
  portal: z.number().int(),
  data: NotificationData,
});
export type Notification = z.infer<typeof Notification>;

/** What every stream event carries besides the notification: the server's unread count, so badges cannot drift. */
export const NotificationStreamEvent = z.object({
  notification: Notification.nullable(),
  unreadCount: z.number().int(),
});
export type NotificationStreamEvent = z.infer<typeof NotificationStreamEvent>;

/** The stream's event names: a new notification (with an id, replayable), or a change of the unread count. */
export const NOTIFICATION_STREAM_EVENTS = { notification: 'notification', unread: 'unread-count' } as const;

/**
 * `portals` as the spec's clients send it: `portals=[1]`, `portals=1,2` or `portals=1&portals=2`.
 * Absent: every portal.
 */
export const PortalsQuery = z
  .preprocess((value) => {
    if (value === undefined) return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
      String(v)
        .replace(/^\[|\]$/g, '')
        .split(','),
    );
    return parts.map((p) => p.trim()).filter((p) => p !== '');
  }, z.array(z.coerce.number().int().min(1).max(3)).max(3).optional())
  .optional();

const Skip = z.coerce.number().int().min(0).max(MAX_INT4).default(0);
const Take = z.coerce.number().int().min(1).max(100).default(10);
const QueryFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .default(false);

const ListQuery = z.object({ skip: Skip, take: Take, portals: PortalsQuery, language: Language.optional() });

export const countNotifications = defineCall({
  method: 'GET',
  path: '/notifications/count',
  summary: "The caller's unread notifications in the given portals (`portals=[1]`: the learner app; absent: all).",
  tags: ['notifications'],
  access: signedIn,
  query: z.object({ portals: PortalsQuery }),
  response: z.object({ count: z.number().int() }),
});

export const listNotifications = defineCall({
  method: 'GET',
  path: '/notifications',
  summary:
    "The caller's notifications, newest first, their text in `language` (else the request's). `unread=1`: only unread ones.",
  tags: ['notifications'],
  access: signedIn,
  query: ListQuery.extend({ unread: QueryFlag }),
  response: listOf(Notification),
});

export const listNotificationsV2 = defineCall({
  method: 'GET',
  path: '/notifications/v2',
  summary:
    'The paged list by cursor, for lists that grow while they are read (the panel): `before` is the last id seen; the answer carries `nextCursor` (null at the end) and the unread count.',
  tags: ['notifications'],
  access: signedIn,
  query: z.object({
    before: Id.optional(),
    take: Take,
    portals: PortalsQuery,
    language: Language.optional(),
    unread: QueryFlag,
  }),
  response: z.object({
    data: z.array(Notification),
    total: z.number().int(),
    unreadCount: z.number().int(),
    nextCursor: z.number().int().nullable(),
  }),
});

const UnreadAnswer = z.object({ unreadCount: z.number().int() });

export const readAllNotifications = defineCall({
  method: 'PATCH',
  path: '/notifications/read-all',
  summary: 'Marks every unread notification of the caller (in `portals`, else all) read; answers the unread count.',
  tags: ['notifications'],
  access: signedIn,
  query: z.object({ portals: PortalsQuery }),
  response: UnreadAnswer,
});

const NotificationParams = z.object({ notificationId: Id });

export const readNotification = defineCall({
  method: 'PATCH',
  path: '/notifications/:notificationId/read',
  summary:
    "Marks one of the caller's notifications read (again: no change) and answers it with the unread count, which never goes below 0. Another user's is not found.",
  tags: ['notifications'],
  access: signedIn,
  params: NotificationParams,
  query: z.object({ language: Language.optional() }),
  response: z.object({ notification: Notification, unreadCount: z.number().int() }),
});

export const deleteNotification = defineCall({
  method: 'DELETE',
  path: '/notifications/:notificationId',
  summary:
    "Deletes (hides) one of the caller's read notifications; an unread one is refused (409 `notifications-001`).",
  tags: ['notifications'],
  access: signedIn,
  params: NotificationParams,
  response: NoContent,
  status: 204,
  errors: ['notifications-001'],
});

export const NotificationTemplate = z.object({
  id: z.number().int(),
  key: Text(),
  name: Text(),
  controlGroupId: z.number().int(),
  portal: z.number().int(),
  target: z.string(),
  channels: z.array(NotificationChannel),
});
export type NotificationTemplate = z.infer<typeof NotificationTemplate>;

export const listNotificationTemplates = defineCall({
  method: 'GET',
  path: '/notifications/templates',
  summary: 'The notification templates of the platform: id, control group, portal, target area and channels.',
  tags: ['notifications'],
  access: signedIn,
  query: z.object({ language: Language.optional() }),
  response: listOf(NotificationTemplate),
});

export const getNotificationLiveUpdate = defineCall({
  method: 'GET',
  path: '/notifications/live-update',
  summary:
    'What the stream would have said since `after` (a notification id), oldest first (at most 100), with the unread count: for clients that cannot hold a stream, and after a long absence.',
  tags: ['notifications'],
  access: signedIn,
  query: z.object({
    after: z.coerce.number().int().min(0).max(MAX_INT4).default(0),
    portals: PortalsQuery,
    language: Language.optional(),
  }),
  response: z.object({ data: z.array(Notification), unreadCount: z.number().int(), lastEventId: z.number().int() }),
});

export const NotificationControlGroup = z.object({
  id: z.number().int(),
  name: Text(),
  isCritical: z.boolean(),
  portals: z.array(z.number().int()),
  children: z.array(z.object({ id: z.number().int(), name: Text() })),
});
export type NotificationControlGroup = z.infer<typeof NotificationControlGroup>;

export const listNotificationControlGroups = defineCall({
  method: 'GET',
  path: '/notification-control-groups',
  summary: 'The control groups (with their templates as children) whose templates belong to `portals` (else all).',
  tags: ['notifications'],
  access: signedIn,
  query: ListQuery,
  response: listOf(NotificationControlGroup),
});

export const NotificationChannelSetting = z.object({
  channel: NotificationChannel,
  isDisabled: z.boolean(),
  /** Critical groups: always on. */
  isLocked: z.boolean(),
});

/**
 * One control group's setting (spec 1 §3 Notification setting): `isDisabled` when every channel is
 * off; each channel's state; its templates as `children`.
 */
export const NotificationSetting = z.object({
  notificationControlGroupId: z.number().int(),
  controlGroupId: z.number().int(),
  name: Text(),
  isDisabled: z.boolean(),
  isCritical: z.boolean(),
  channels: z.array(NotificationChannelSetting),
  children: z.array(z.object({ id: z.number().int(), name: Text() })),
});
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** Spec 1 §7: an array of `notificationControlGroupId` and `isDisabled`; `channel` (ours) narrows it to one channel. */
export const UpdateNotificationSettingsBody = z
  .array(
    z.object({
      notificationControlGroupId: z.number().int().min(1).max(MAX_INT4),
      isDisabled: z.boolean(),
      channel: NotificationChannel.optional(),
    }),
  )
  .min(1)
  .max(100);

const SettingsQuery = z.object({ language: Language.optional() });

export const getNotificationSettings = defineCall({
  method: 'GET',
  path: '/notification-control-groups/settings',
  summary:
    "The caller's settings by control group and channel: their own choice, else the organization's default, else on; critical groups locked on.",
  tags: ['notifications'],
  access: signedIn,
  query: SettingsQuery,
  response: listOf(NotificationSetting),
});

export const updateNotificationSettings = defineCall({
  method: 'PATCH',
  path: '/notification-control-groups/settings',
  summary:
    'Switches control groups off or on for the caller, on every channel or on `channel`; a critical group cannot be switched off (409 `notifications-002`). Answers the settings.',
  tags: ['notifications'],
  access: signedIn,
  query: SettingsQuery,
  body: UpdateNotificationSettingsBody,
  response: listOf(NotificationSetting),
  errors: ['common-002', 'notifications-002'],
});

const canManageOrganization = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.manageOrganization],
} as const;

export const getOrganizationNotificationSettings = defineCall({
  method: 'GET',
  path: '/notification-control-groups/organization-settings',
  summary: "The organization's defaults by control group and channel, for its administrators.",
  tags: ['notifications'],
  access: canManageOrganization,
  query: SettingsQuery,
  response: listOf(NotificationSetting),
});

export const updateOrganizationNotificationSettings = defineCall({
  method: 'PATCH',
  path: '/notification-control-groups/organization-settings',
  summary:
    "Changes the organization's defaults (members who chose for themselves keep their choice); critical groups stay on.",
  tags: ['notifications'],
  access: canManageOrganization,
  query: SettingsQuery,
  body: UpdateNotificationSettingsBody,
  response: listOf(NotificationSetting),
  errors: ['common-002', 'notifications-002'],
});

export const AddPushTokenBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: Text().min(1).max(200), auth: Text().min(1).max(100) }),
});

export const addPushToken = defineCall({
  method: 'POST',
  path: '/notifications/push-tokens',
  summary:
    "Keeps a browser's Web Push subscription for the caller (the same endpoint again replaces it). Endpoints of unknown push services are refused (`notifications-003`).",
  tags: ['notifications'],
  access: signedIn,
  body: AddPushTokenBody,
  response: z.object({ id: z.number().int() }),
  status: 201,
  errors: ['notifications-003'],
});

export const deletePushToken = defineCall({
  method: 'DELETE',
  path: '/notifications/push-tokens/:pushTokenId',
  summary: "Forgets one of the caller's push subscriptions (another user's is not found).",
  tags: ['notifications'],
  access: signedIn,
  params: z.object({ pushTokenId: Id }),
  response: NoContent,
  status: 204,
});

export const getPushPublicKey = defineCall({
  method: 'GET',
  path: '/notifications/push-public-key',
  summary: "The server's VAPID public key, for a browser's push subscription.",
  tags: ['notifications'],
  access: signedIn,
  response: z.object({ publicKey: z.string() }),
});

export const openNotificationStream = defineCall({
  method: 'GET',
  path: '/sse',
  summary:
    "Server-sent events of the user's notifications (spec 1 §7: the user id and the access token in the query, since EventSource sends no headers; the organization is the token's). Each `notification` event (id: the notification's) carries it and the unread count; `unread-count` events follow reads elsewhere. `Last-Event-ID` (or `lastEventId`) replays what was missed, in order. Comments keep it alive; it ends when the token expires or its session ends.",
  tags: ['notifications'],
  access: publicAccess,
  query: z.object({
    userId: Id,
    token: Text().min(1).max(4000),
    language: Language.optional(),
    portals: PortalsQuery,
    lastEventId: z.coerce.number().int().min(0).max(MAX_INT4).optional(),
  }),
  response: z.string(),
  produces: 'events',
  errors: ['auth-006'],
});
