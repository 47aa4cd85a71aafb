import { defineModule } from '../../platform/module.ts';
import { courseApprovalCalls, courseApprovalHandlers } from './course-approval.handlers.ts';
import { courseAuthoringCalls, courseAuthoringHandlers } from './course-authoring.handlers.ts';
import { courseTranslationsCalls, courseTranslationsHandlers } from './course-translations.handlers.ts';

export const coursesModule = defineModule({
  name: 'courses',
  calls: { ...courseAuthoringCalls, ...courseTranslationsCalls, ...courseApprovalCalls },
  handlers: (deps) => ({
    ...courseAuthoringHandlers(deps),
    ...courseTranslationsHandlers(deps),
    ...courseApprovalHandlers(deps),
  }),
});
