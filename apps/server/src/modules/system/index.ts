/**
 * Health and the development mail outbox.
 *
 * The module's public surface: other modules and the app import this file, never the files
 * behind it (`.dependency-cruiser.cjs`). It owns no tables.
 */
export { systemModule } from './system.module.ts';
