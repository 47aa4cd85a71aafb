/**
 * Notifications: the templates registry every module adds to (`provides: { notificationTemplates }`),
 * preferences by control group and channel, the bell's calls, live streams (`GET sse`), e-mail and
 * Web Push through jobs.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `notifications.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { notificationsModule, streamHubOf } from './notifications.module.ts';
export {
  defineNotificationTemplate,
  type LocalText,
  type NotificationBatch,
  type NotificationTemplateDef,
} from './notifications.registry.ts';
