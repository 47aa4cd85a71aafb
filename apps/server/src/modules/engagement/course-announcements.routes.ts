import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import { getCourseAnnouncement, listCourseAnnouncements } from './course-announcements.service.ts';

/** Course announcements as learners read them; authoring comes with the instructor calls. */
export function courseAnnouncementsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCall(app, deps, calls.listCourseAnnouncements, (ctx, { params, query }) =>
    listCourseAnnouncements(db, ctx, params.courseId, query),
  );
  registerCall(app, deps, calls.getCourseAnnouncement, (ctx, { params }) =>
    getCourseAnnouncement(db, ctx, params.announcementId),
  );
}
