import { defineModule } from '../../platform/module.ts';
import { courseContentCalls, courseContentHandlers } from './course-content.handlers.ts';
import { lessonAttachmentUse, lessonVideoUse } from './course-content.media-uses.ts';
import * as courseContentTables from './course-content.tables.ts';
import { lessonLearningRules } from './lesson-learning.access.ts';
import { sectionAuthoringRules } from './section-authoring.access.ts';
import { sectionAuthoringCalls, sectionAuthoringHandlers } from './section-authoring.handlers.ts';

export const courseContentModule = defineModule({
  name: 'course-content',
  tables: courseContentTables,
  calls: { ...courseContentCalls, ...sectionAuthoringCalls },
  handlers: (deps) => ({ ...courseContentHandlers(deps), ...sectionAuthoringHandlers(deps) }),
  provides: {
    // A lesson's video and attachments are restricted files (the media module's registry).
    mediaUses: [lessonVideoUse, lessonAttachmentUse],
    // Who authors a section or a lesson, who learns a lesson: the guard asks these for the calls that name them.
    accessRules: [...sectionAuthoringRules, ...lessonLearningRules],
  },
});
