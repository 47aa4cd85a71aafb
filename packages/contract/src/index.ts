import * as announcements from './announcements.ts';
import * as auth from './auth.ts';
import * as catalogue from './catalogue.ts';
import * as certificates from './certificates.ts';
import * as courseContent from './course-content.ts';
import * as courses from './courses.ts';
import * as engagement from './engagement.ts';
import * as enrolment from './enrolment.ts';
import * as frontendLogger from './frontend-logger.ts';
import type { CallDef } from './http.ts';
import * as media from './media.ts';
import * as members from './members.ts';
import * as notifications from './notifications.ts';
import * as organizations from './organizations.ts';
import * as permissions from './permissions.ts';
import * as progress from './progress.ts';
import * as reviews from './reviews.ts';
import * as specializations from './specializations.ts';
import * as support from './support.ts';
import * as system from './system.ts';
import * as users from './users.ts';

export * from './access.ts';
export * from './announcements.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './certificates.ts';
export * from './constants.ts';
export * from './course-content.ts';
export * from './courses.ts';
export * from './engagement.ts';
export * from './enrolment.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './frontend-logger.ts';
export * from './http.ts';
export * from './media.ts';
export * from './members.ts';
export * from './notifications.ts';
export * from './organizations.ts';
export * from './passwords.ts';
export * from './permission-check.ts';
export * from './permission-slugs.ts';
export * from './permissions.ts';
export * from './progress.ts';
export * from './registration-form.ts';
export * from './reviews.ts';
export * from './specializations.ts';
export * from './support.ts';
export * from './system.ts';
export * from './users.ts';

function callsOf(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (value): value is CallDef =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value,
  );
}

/**
 * Every call of the API, by the server module that answers it: each key is a module's `name`
 * (`defineModule` in `apps/server/src/modules/<name>`) and each file of this package holds that
 * module's calls (`course-content.ts` for `course-content`). The server registers each; the route
 * safety net walks them; `app-modules.test.ts` holds every module's calls to exactly its entry here.
 */
export const callsByDomain = {
  system: callsOf(system),
  auth: callsOf(auth),
  users: callsOf(users),
  members: callsOf(members),
  organizations: callsOf(organizations),
  permissions: callsOf(permissions),
  announcements: callsOf(announcements),
  support: callsOf(support),
  'frontend-logger': callsOf(frontendLogger),
  'course-content': callsOf(courseContent),
  progress: callsOf(progress),
  catalogue: callsOf(catalogue),
  courses: callsOf(courses),
  enrolment: callsOf(enrolment),
  certificates: callsOf(certificates),
  reviews: callsOf(reviews),
  specializations: callsOf(specializations),
  engagement: callsOf(engagement),
  media: callsOf(media),
  notifications: callsOf(notifications),
} as const;
