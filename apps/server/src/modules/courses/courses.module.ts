import { defineModule } from '../../platform/module.ts';
import { courseApprovalCalls, courseApprovalHandlers } from './course-approval.handlers.ts';
import { courseAuthoringCalls, courseAuthoringHandlers } from './course-authoring.handlers.ts';
import { courseTranslationsCalls, courseTranslationsHandlers } from './course-translations.handlers.ts';
import { courseMediaUse } from './courses.media-uses.ts';

export const coursesModule = defineModule({
  name: 'courses',
  calls: { ...courseAuthoringCalls, ...courseTranslationsCalls, ...courseApprovalCalls },
  // A course's cover and introductory video are public files (the media module's registry).
  provides: { mediaUses: [courseMediaUse] },
  handlers: (deps) => ({
    ...courseAuthoringHandlers(deps),
    ...courseTranslationsHandlers(deps),
    ...courseApprovalHandlers(deps),
  }),
});
