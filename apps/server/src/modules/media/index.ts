/**
 * Uploaded files: their metadata, access rules, uploads and serving (the bytes are
 * platform/storage.ts).
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `media.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { mediaModule } from './media.module.ts';
export { type MediaReference, requireOrganizationMedia, toMediaSummary } from './media.service.ts';
