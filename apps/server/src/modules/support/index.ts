/**
 * Contact, technical support tickets and the newsletter subscription.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `support.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { supportModule } from './support.module.ts';
