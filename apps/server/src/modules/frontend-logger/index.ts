/**
 * Client errors reported by the web app.
 *
 * The module's public surface: other modules and the app import this file, never the files
 * behind it (`.dependency-cruiser.cjs`). It owns no tables.
 */
export { frontendLoggerModule } from './frontend-logger.module.ts';
