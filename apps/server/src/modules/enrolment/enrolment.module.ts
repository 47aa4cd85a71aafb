import { defineModule } from '../../platform/module.ts';
import { confirmationCheckboxesCalls, confirmationCheckboxesHandlers } from './confirmation-checkboxes.handlers.ts';
import { enrolledStudentsCalls, enrolledStudentsHandlers } from './enrolled-students.handlers.ts';
import { enrolmentCalls, enrolmentHandlers } from './enrolment.handlers.ts';
import * as enrolmentTables from './enrolment.tables.ts';
import { interestsCalls, interestsHandlers } from './interests.handlers.ts';
import { courseOpenedTemplate } from './interests.notifications.ts';
import { unsafeNotifyInterestedLearners } from './interests.service.ts';
import { wishlistCalls, wishlistHandlers } from './wishlist.handlers.ts';

export const enrolmentModule = defineModule({
  name: 'enrolment',
  tables: enrolmentTables,
  calls: {
    ...enrolmentCalls,
    ...enrolledStudentsCalls,
    ...wishlistCalls,
    ...interestsCalls,
    ...confirmationCheckboxesCalls,
  },
  // A course that opens mails the members who asked to be told (once each: they are marked as told).
  provides: { notificationTemplates: [courseOpenedTemplate] },
  listens: (deps) => ({
    'courses.opened': async (event) => {
      await unsafeNotifyInterestedLearners(deps, event);
    },
  }),
  handlers: (deps) => ({
    ...enrolmentHandlers(deps),
    ...enrolledStudentsHandlers(deps),
    ...wishlistHandlers(deps),
    ...interestsHandlers(deps),
    ...confirmationCheckboxesHandlers(deps),
  }),
});
