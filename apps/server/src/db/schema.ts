/** Every table, for Drizzle's typed client and for drizzle-kit. Modules own their tables. */
export * from '../modules/announcements/announcements.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/certificates/certificates.tables.ts';
export * from '../modules/course-content/course-content.tables.ts';
export * from '../modules/courses/courses.tables.ts';
export * from '../modules/engagement/engagement.tables.ts';
export * from '../modules/enrolment/enrolment.tables.ts';
export * from '../modules/media/media.tables.ts';
export * from '../modules/notifications/notifications.tables.ts';
export * from '../modules/organizations/organizations.tables.ts';
export * from '../modules/permissions/permissions.tables.ts';
export * from '../modules/progress/progress.tables.ts';
export * from '../modules/reviews/reviews.tables.ts';
export * from '../modules/specializations/specializations.tables.ts';
export * from '../modules/support/support.tables.ts';
export * from '../modules/users/users.tables.ts';
export * from '../platform/platform.tables.ts';
