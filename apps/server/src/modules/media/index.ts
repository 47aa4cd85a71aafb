/**
 * Uploaded files: their metadata, access rules, uploads and serving (the bytes are
 * platform/storage.ts), and the registry of what other modules' columns that point at files do
 * to them (the `mediaUses` extension point, `media.uses.ts`).
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `media.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */

/** A stored file's row. */
export type { MediaRow } from './media.access.ts';
export { requireMediaAttachable } from './media.access.ts';
export { mediaModule } from './media.module.ts';
/** Stored files of every organization, a read view to join from the row that points at one. */
export { unsafeFiles } from './media.reads.ts';
export { toMediaSummary, unsafeMediaByIds } from './media.service.ts';
export type {
  MediaOpenCheck,
  MediaReference,
  MediaUse,
  PublicMediaUse,
  RestrictedMediaUse,
} from './media.uses.ts';
