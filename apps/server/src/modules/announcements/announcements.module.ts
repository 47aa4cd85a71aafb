import {
  createOrgAnnouncement,
  deleteOrgAnnouncement,
  dismissOrgAnnouncement,
  getOrgAnnouncement,
  listOrgAnnouncements,
  updateOrgAnnouncement,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { organizationAnnouncementTemplate } from './announcements.notifications.ts';
import * as announcements from './announcements.service.ts';
import * as announcementsTables from './announcements.tables.ts';
import * as admin from './announcements-admin.service.ts';

export const announcementsModule = defineModule({
  name: 'announcements',
  tables: announcementsTables,
  calls: {
    listOrgAnnouncements,
    dismissOrgAnnouncement,
    getOrgAnnouncement,
    createOrgAnnouncement,
    updateOrgAnnouncement,
    deleteOrgAnnouncement,
  },
  handlers: ({ db }) => ({
    listOrgAnnouncements: (ctx, { query }) => announcements.listOrgAnnouncements(db, ctx, query),
    dismissOrgAnnouncement: (ctx, { params }) => announcements.dismissOrgAnnouncement(db, ctx, params.announcementId),
    getOrgAnnouncement: (ctx, { params }) => admin.getOrgAnnouncement(db, ctx, params.announcementId),
    createOrgAnnouncement: (ctx, { body }) => admin.createOrgAnnouncement(db, ctx, body),
    updateOrgAnnouncement: (ctx, { params, body }) => admin.updateOrgAnnouncement(db, ctx, params.announcementId, body),
    deleteOrgAnnouncement: (ctx, { params }) => admin.deleteOrgAnnouncement(db, ctx, params.announcementId),
  }),
  provides: { notificationTemplates: [organizationAnnouncementTemplate] },
});
