import { defineModule } from '../../platform/module.ts';
import { courseApprovalCalls, courseApprovalHandlers } from './course-approval.handlers.ts';
import { courseAuthoringCalls, courseAuthoringHandlers } from './course-authoring.handlers.ts';
import { courseTranslationsCalls, courseTranslationsHandlers } from './course-translations.handlers.ts';
import { courseAccessRules } from './courses.access.ts';

export const coursesModule = defineModule({
  name: 'courses',
  calls: { ...courseAuthoringCalls, ...courseTranslationsCalls, ...courseApprovalCalls },
  handlers: (deps) => ({
    ...courseAuthoringHandlers(deps),
    ...courseTranslationsHandlers(deps),
    ...courseApprovalHandlers(deps),
  }),
  // Who authors, learns and sees a course: the guard asks these for the calls that name them.
  provides: { accessRules: courseAccessRules },
});
