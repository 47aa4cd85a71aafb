import {
  createCourseAnnouncement,
  deleteCourseAnnouncement,
  getCourseAnnouncement,
  listAuthoredCourseAnnouncements,
  listCourseAnnouncements,
  updateCourseAnnouncement,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { sanitizeRichFields } from '../../platform/rich-text.ts';
import * as announcements from './course-announcements.service.ts';
import { courseAnnouncementTemplate } from './engagement.notifications.ts';
import * as engagementTables from './engagement.tables.ts';

/** Course announcements: learners read them, authors post them, and their learners are notified. */
export const engagementModule = defineModule({
  name: 'engagement',
  tables: engagementTables,
  calls: {
    listCourseAnnouncements,
    getCourseAnnouncement,
    createCourseAnnouncement,
    listAuthoredCourseAnnouncements,
    updateCourseAnnouncement,
    deleteCourseAnnouncement,
  },
  handlers: ({ db, clock }) => ({
    // The `courseLearner` rule checked the caller.
    listCourseAnnouncements: (_ctx, { query, found }) =>
      announcements.listCourseAnnouncements(db, found.course, query, clock.now()),
    getCourseAnnouncement: (ctx, { params }) => announcements.getCourseAnnouncement(db, ctx, params.announcementId),
    // The `courseAuthor` rule checked the caller and found the course.
    createCourseAnnouncement: (ctx, { found, body }) =>
      announcements.createCourseAnnouncement(db, ctx, found.course, sanitizeRichFields(body, ['content']), clock.now()),
    listAuthoredCourseAnnouncements: (ctx, { params, query }) =>
      announcements.listAuthoredCourseAnnouncements(db, ctx, params.courseId, query),
    // Signed in only: the service finds the announcement in the organization and asks for its course's authors.
    updateCourseAnnouncement: (ctx, { params, body }) =>
      announcements.updateCourseAnnouncement(db, ctx, params.announcementId, sanitizeRichFields(body, ['content'])),
    deleteCourseAnnouncement: (ctx, { params }) =>
      announcements.deleteCourseAnnouncement(db, ctx, params.announcementId),
  }),
  provides: { notificationTemplates: [courseAnnouncementTemplate] },
});
