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
import { engagementAccessRules } from './engagement.access.ts';
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
    // The `courseAnnouncementReader` rule found the announcement's course and the caller's place in it.
    getCourseAnnouncement: (ctx, { found }) => announcements.getCourseAnnouncement(db, ctx, found),
    // The `courseAuthor` rule checked the caller and found the course.
    createCourseAnnouncement: (ctx, { found, body }) =>
      announcements.createCourseAnnouncement(db, ctx, found.course, sanitizeRichFields(body, ['content']), clock.now()),
    listAuthoredCourseAnnouncements: (ctx, { params, query }) =>
      announcements.listAuthoredCourseAnnouncements(db, ctx, params.courseId, query),
    // The `courseAnnouncementAuthor` rule found the announcement, of a course the caller authors.
    updateCourseAnnouncement: (ctx, { body, found }) =>
      announcements.updateCourseAnnouncement(db, ctx, found, sanitizeRichFields(body, ['content'])),
    deleteCourseAnnouncement: (ctx, { found }) => announcements.deleteCourseAnnouncement(db, ctx, found),
  }),
  provides: { notificationTemplates: [courseAnnouncementTemplate], accessRules: engagementAccessRules },
});
