import {
  addPushToken,
  countNotifications,
  type DomainEventName,
  deleteNotification,
  deletePushToken,
  getNotificationLiveUpdate,
  getNotificationSettings,
  getOrganizationNotificationSettings,
  getPushPublicKey,
  listNotificationControlGroups,
  listNotifications,
  listNotificationsV2,
  listNotificationTemplates,
  openNotificationStream,
  readAllNotifications,
  readNotification,
  updateNotificationSettings,
  updateOrganizationNotificationSettings,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import { defineModule, type Listeners, type ModuleDeps } from '../../platform/module.ts';
import { deliverEvent, SEND_JOB, unsafeSendNotifications } from './notifications.deliver.ts';
import * as push from './notifications.push.ts';
import { type NotificationTemplateDef, templatesById } from './notifications.registry.ts';
import * as notifications from './notifications.service.ts';
import * as settings from './notifications.settings.ts';
import { createStreamHub, type StreamHub } from './notifications.streams.ts';
import * as notificationsTables from './notifications.tables.ts';

/** Each app's stream hub, for the tests that drive its sweep (one app per deps). */
const hubs = new WeakMap<AppDeps['events'], StreamHub>();

/** The live streams of the app built over `deps` (tests). */
export function streamHubOf(deps: Pick<AppDeps, 'events'>): StreamHub | undefined {
  return hubs.get(deps.events);
}

function templatesOf(deps: ModuleDeps): readonly NotificationTemplateDef[] {
  return deps.extensions.list('notificationTemplates');
}

export const notificationsModule = defineModule({
  name: 'notifications',
  tables: notificationsTables,
  calls: {
    countNotifications,
    listNotifications,
    listNotificationsV2,
    readAllNotifications,
    readNotification,
    deleteNotification,
    listNotificationTemplates,
    getNotificationLiveUpdate,
    listNotificationControlGroups,
    getNotificationSettings,
    updateNotificationSettings,
    getOrganizationNotificationSettings,
    updateOrganizationNotificationSettings,
    addPushToken,
    deletePushToken,
    getPushPublicKey,
    openNotificationStream,
  },
  // The stream's organization is its token's: EventSource sends no headers.
  tenantless: ['openNotificationStream'],
  handlers: (deps) => {
    const list = templatesOf(deps);
    const templates = templatesById(list);
    const vapidKeys = push.vapidKeysOf(deps.db, deps.config);
    deps.jobs.handle(SEND_JOB, (payload) =>
      unsafeSendNotifications(deps, templates, vapidKeys, (payload as { ids: number[] }).ids),
    );
    const hub = createStreamHub(deps, templates);
    hubs.set(deps.events, hub);
    const heartbeat = setInterval(() => {
      hub.sweep().catch(() => undefined);
    }, deps.config.sseHeartbeatSeconds * 1000);
    heartbeat.unref();
    deps.onClose(async () => {
      clearInterval(heartbeat);
      await hub.close();
    });
    const sd = { db: deps.db, bus: deps.bus, templates };
    return {
      countNotifications: (ctx, { query }) => notifications.countNotifications(sd, ctx, query.portals),
      listNotifications: (ctx, { query }) => notifications.listNotifications(sd, ctx, query),
      listNotificationsV2: (ctx, { query }) => notifications.listNotificationsV2(sd, ctx, query),
      readAllNotifications: (ctx, { query }) => notifications.readAllNotifications(sd, ctx, query.portals),
      readNotification: (ctx, { params, query }) =>
        notifications.readNotification(sd, ctx, params.notificationId, query.language),
      deleteNotification: async (ctx, { params }) => {
        await notifications.deleteNotification(sd, ctx, params.notificationId);
        return null;
      },
      listNotificationTemplates: (ctx, { query }) => settings.listTemplates(ctx, list, query.language),
      getNotificationLiveUpdate: (ctx, { query }) => notifications.getLiveUpdate(sd, ctx, query),
      listNotificationControlGroups: (ctx, { query }) => settings.listControlGroups(ctx, list, query),
      getNotificationSettings: (ctx, { query }) => settings.getSettings(deps.db, ctx, list, query.language),
      updateNotificationSettings: (ctx, { query, body }) =>
        settings.updateSettings(deps.db, ctx, list, body, query.language),
      getOrganizationNotificationSettings: (ctx, { query }) =>
        settings.getOrganizationSettings(deps.db, ctx, list, query.language),
      updateOrganizationNotificationSettings: (ctx, { query, body }) =>
        settings.updateOrganizationSettings(deps.db, ctx, list, body, query.language),
      addPushToken: (ctx, { body }) => push.addPushToken(deps.db, deps.config, ctx, body),
      deletePushToken: async (ctx, { params }) => {
        await push.deletePushToken(deps.db, ctx, params.pushTokenId);
        return null;
      },
      getPushPublicKey: async () => ({ publicKey: (await vapidKeys()).publicKey }),
      openNotificationStream: (_ctx, { query }, http) => hub.open(http.request, http.reply, query),
    };
  },
  // One durable listener per event that some template answers; each template builds its own batch.
  listens: (deps) => {
    const byEvent = new Map<DomainEventName, NotificationTemplateDef[]>();
    for (const template of templatesOf(deps)) {
      byEvent.set(template.event, [...(byEvent.get(template.event) ?? []), template]);
    }
    return Object.fromEntries(
      [...byEvent].map(([event, templates]) => [
        event,
        (payload: unknown) => deliverEvent(deps, templates, payload as never),
      ]),
    ) as Listeners;
  },
});
