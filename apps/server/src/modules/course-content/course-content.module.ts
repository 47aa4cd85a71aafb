import { defineModule } from '../../platform/module.ts';
import { courseContentCalls, courseContentHandlers } from './course-content.handlers.ts';
import { sectionAuthoringCalls, sectionAuthoringHandlers } from './section-authoring.handlers.ts';

export const courseContentModule = defineModule({
  name: 'course-content',
  calls: { ...courseContentCalls, ...sectionAuthoringCalls },
  handlers: (deps) => ({ ...courseContentHandlers(deps), ...sectionAuthoringHandlers(deps) }),
});
