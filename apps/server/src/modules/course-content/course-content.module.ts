import { defineModule } from '../../platform/module.ts';
import { courseContentCalls, courseContentHandlers } from './course-content.handlers.ts';
import { sectionAuthoringRules } from './section-authoring.access.ts';
import { sectionAuthoringCalls, sectionAuthoringHandlers } from './section-authoring.handlers.ts';

export const courseContentModule = defineModule({
  name: 'course-content',
  calls: { ...courseContentCalls, ...sectionAuthoringCalls },
  handlers: (deps) => ({ ...courseContentHandlers(deps), ...sectionAuthoringHandlers(deps) }),
  // Who authors a section or a lesson: the guard asks these for the calls that name them.
  provides: { accessRules: sectionAuthoringRules },
});
