/**
 * Learners' reviews of courses and their moderation (the course's rating is kept in step).
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `reviews.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { reviewsModule } from './reviews.module.ts';
