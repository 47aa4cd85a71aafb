import { defineModule } from '../../platform/module.ts';
import { courseContentCalls, courseContentHandlers } from './course-content.handlers.ts';
import { lessonAttachmentUse, lessonVideoUse } from './course-content.media-uses.ts';
import { sectionAuthoringCalls, sectionAuthoringHandlers } from './section-authoring.handlers.ts';

export const courseContentModule = defineModule({
  name: 'course-content',
  calls: { ...courseContentCalls, ...sectionAuthoringCalls },
  // A lesson's video and attachments are restricted files (the media module's registry).
  provides: { mediaUses: [lessonVideoUse, lessonAttachmentUse] },
  handlers: (deps) => ({ ...courseContentHandlers(deps), ...sectionAuthoringHandlers(deps) }),
});
