import * as announcements from './announcements.ts';
import * as auth from './auth.ts';
import * as courseCatalogue from './catalogue.ts';
import * as certificateTemplates from './certificate-templates.ts';
import * as certificates from './certificates.ts';
import * as courseAuthoring from './course-authoring.ts';
import * as courseContent from './course-content.ts';
import * as courseEnrolment from './enrolment.ts';
import * as frontendLogger from './frontend-logger.ts';
import type { CallDef } from './http.ts';
import * as jobs from './jobs.ts';
import * as media from './media.ts';
import * as members from './members.ts';
import * as notifications from './notifications.ts';
import * as organizations from './organizations.ts';
import * as permissions from './permissions.ts';
import * as phoneVerifications from './phone-verifications.ts';
import * as registrationFormAdmin from './registration-form-admin.ts';
import * as courseReviews from './reviews.ts';
import * as sectionAuthoring from './section-authoring.ts';
import * as specializations from './specializations.ts';
import * as sso from './sso.ts';
import * as support from './support.ts';
import * as system from './system.ts';
import * as users from './users.ts';

export * from './access.ts';
export * from './announcements.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './certificate-templates.ts';
export * from './certificates.ts';
export * from './constants.ts';
export * from './course-authoring.ts';
export * from './course-content.ts';
export * from './courses.ts';
export * from './enrolment.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './frontend-logger.ts';
export * from './http.ts';
export * from './jobs.ts';
export * from './media.ts';
export * from './members.ts';
export * from './notifications.ts';
export * from './organizations.ts';
export * from './passwords.ts';
export * from './permission-check.ts';
export * from './permission-slugs.ts';
export * from './permissions.ts';
export * from './phone-verifications.ts';
export * from './registration-form.ts';
export * from './registration-form-admin.ts';
export * from './reviews.ts';
export * from './section-authoring.ts';
export * from './specializations.ts';
export * from './sso.ts';
export * from './support.ts';
export * from './system.ts';
export * from './users.ts';

function callsOf(module: Record<string, unknown>): CallDef[] {
  return Object.values(module).filter(
    (value): value is CallDef =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value,
  );
}

/** Every call of the API, by domain. The server registers each; the route safety net walks them. */
export const callsByDomain = {
  auth: callsOf(auth),
  users: callsOf(users),
  organizations: callsOf(organizations),
  permissions: callsOf(permissions),
  system: callsOf(system),
  jobs: callsOf(jobs),
  announcements: callsOf(announcements),
  support: callsOf(support),
  frontendLogger: callsOf(frontendLogger),
  sso: callsOf(sso),
  phoneVerifications: callsOf(phoneVerifications),
  certificates: callsOf(certificates),
  certificateTemplates: callsOf(certificateTemplates),
  courseReviews: callsOf(courseReviews),
  specializations: callsOf(specializations),
  courseCatalogue: callsOf(courseCatalogue),
  courseEnrolment: callsOf(courseEnrolment),
  courseContent: callsOf(courseContent),
  courseAuthoring: callsOf(courseAuthoring),
  sectionAuthoring: callsOf(sectionAuthoring),
  media: callsOf(media),
  members: callsOf(members),
  notifications: callsOf(notifications),
  registrationForm: callsOf(registrationFormAdmin),
} as const;
