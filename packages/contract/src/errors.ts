import { announcementsErrors } from './errors/announcements.ts';
import { authErrors } from './errors/auth.ts';
import { certificatesErrors } from './errors/certificates.ts';
import { commonErrors } from './errors/common.ts';
import { coursesErrors } from './errors/courses.ts';
import { mediaErrors } from './errors/media.ts';
import { membersErrors } from './errors/members.ts';
import { notificationsErrors } from './errors/notifications.ts';
import { organizationsErrors } from './errors/organizations.ts';
import { permissionsErrors } from './errors/permissions.ts';
import { reviewsErrors } from './errors/reviews.ts';
import { specializationsErrors } from './errors/specializations.ts';
import { ssoErrors } from './errors/sso.ts';
import { supportErrors } from './errors/support.ts';

/**
 * Every error code the API answers with, its HTTP status and its message in both languages:
 * one file per domain under `errors/`, merged here. The spec's auth-001…auth-013 keep their
 * meaning; other domains add `<domain>-NNN` codes. These texts are the only ones: the server
 * answers them as `message`, and the web app shows them (`errors.<code>`, added to its texts).
 */
/** The domains' codes, each file its own (a test holds every code to its file's prefix, once). */
export const errorsByDomain = {
  common: commonErrors,
  organizations: organizationsErrors,
  permissions: permissionsErrors,
  announcements: announcementsErrors,
  support: supportErrors,
  courses: coursesErrors,
  certificates: certificatesErrors,
  reviews: reviewsErrors,
  specializations: specializationsErrors,
  media: mediaErrors,
  members: membersErrors,
  notifications: notificationsErrors,
  auth: authErrors,
  sso: ssoErrors,
};

export const errorCatalogue = {
  ...commonErrors,
  ...organizationsErrors,
  ...permissionsErrors,
  ...announcementsErrors,
  ...supportErrors,
  ...coursesErrors,
  ...certificatesErrors,
  ...reviewsErrors,
  ...specializationsErrors,
  ...mediaErrors,
  ...membersErrors,
  ...notificationsErrors,
  ...authErrors,
  ...ssoErrors,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  // Its own codes only: `in` would also find what every object inherits (`toString`).
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}
