import { getCourseAnnouncement, listCourseAnnouncements } from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as announcements from './course-announcements.service.ts';

/** Course announcements as learners read them; authoring comes with the instructor calls. */
export const engagementModule = defineModule({
  name: 'engagement',
  calls: { listCourseAnnouncements, getCourseAnnouncement },
  handlers: ({ db }) => ({
    // The `courseLearner` rule checked the caller.
    listCourseAnnouncements: (_ctx, { params, query }) =>
      announcements.listCourseAnnouncements(db, params.courseId, query),
    getCourseAnnouncement: (ctx, { params }) => announcements.getCourseAnnouncement(db, ctx, params.announcementId),
  }),
});
