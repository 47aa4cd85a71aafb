/**
 * Course announcements, read by a course's learners.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `engagement.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { engagementModule } from './engagement.module.ts';
