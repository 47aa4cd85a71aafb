/**
 * Organization announcements: the banner's messages and their administration.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `announcements.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { announcementsModule } from './announcements.module.ts';
