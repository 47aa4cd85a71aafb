/**
 * Specializations: paths of several courses, listed, shown and enrolled in at once.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `specializations.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { specializationsModule } from './specializations.module.ts';
