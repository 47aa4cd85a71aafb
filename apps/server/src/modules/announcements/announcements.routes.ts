import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as announcements from './announcements.service.ts';
import * as admin from './announcements-admin.service.ts';

export function announcementsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.listOrgAnnouncements, (ctx, { query }) =>
    announcements.listOrgAnnouncements(db, ctx, query),
  );
  registerCall(app, deps, calls.dismissOrgAnnouncement, (ctx, { params }) =>
    announcements.dismissOrgAnnouncement(db, ctx, params.announcementId),
  );
  registerCall(app, deps, calls.getOrgAnnouncement, (ctx, { params }) =>
    admin.getOrgAnnouncement(db, ctx, params.announcementId),
  );
  registerCall(app, deps, calls.createOrgAnnouncement, (ctx, { body }) => admin.createOrgAnnouncement(db, ctx, body));
  registerCall(app, deps, calls.updateOrgAnnouncement, (ctx, { params, body }) =>
    admin.updateOrgAnnouncement(db, ctx, params.announcementId, body),
  );
  registerCall(app, deps, calls.deleteOrgAnnouncement, (ctx, { params }) =>
    admin.deleteOrgAnnouncement(db, ctx, params.announcementId),
  );
}
