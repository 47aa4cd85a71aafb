import { defineModule } from '../../platform/module.ts';
import { courseApprovalCalls, courseApprovalHandlers } from './course-approval.handlers.ts';
import { courseAuthoringCalls, courseAuthoringHandlers } from './course-authoring.handlers.ts';
import { courseTranslationsCalls, courseTranslationsHandlers } from './course-translations.handlers.ts';
import { courseAccessRules } from './courses.access.ts';
import { courseMediaUse } from './courses.media-uses.ts';
import { courseApprovalDecidedTemplate } from './courses.notifications.ts';
import * as coursesTables from './courses.tables.ts';
import { organizationCoursesCalls, organizationCoursesHandlers } from './organization-courses.handlers.ts';

export const coursesModule = defineModule({
  name: 'courses',
  tables: coursesTables,
  calls: {
    ...courseAuthoringCalls,
    ...courseTranslationsCalls,
    ...courseApprovalCalls,
    ...organizationCoursesCalls,
  },
  handlers: (deps) => ({
    ...courseAuthoringHandlers(deps),
    ...courseTranslationsHandlers(deps),
    ...courseApprovalHandlers(deps),
    ...organizationCoursesHandlers(deps),
  }),
  provides: {
    // A course's cover and introductory video are public files (the media module's registry).
    mediaUses: [courseMediaUse],
    // Who authors, learns and sees a course: the guard asks these for the calls that name them.
    accessRules: courseAccessRules,
    notificationTemplates: [courseApprovalDecidedTemplate],
  },
});
