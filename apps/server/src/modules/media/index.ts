/**
 * Uploaded files: their metadata, access rules, uploads and serving (the bytes are
 * platform/storage.ts), and the registry of what other modules' columns that point at files do
 * to them (the `mediaUses` extension point, `media.uses.ts`).
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `media.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 *
 * `files.ts` comes first (its name sorts first), and imports nothing of other modules: the users
 * module builds its `people` view from `unsafeFiles` as it loads, and this module's other files
 * lead back to users (through permissions), so the view is exported before they load.
 */

export {
  /** View: files as other modules read them, to join by id, under a name of one's choice. */
  unsafeFiles,
} from './files.ts';
/** A stored file's row. */
export type { MediaRow } from './media.access.ts';
export { requireMediaAttachable } from './media.access.ts';
export { mediaModule } from './media.module.ts';
export {
  /** The organization's file of an id, if any. */
  findMedia,
  /** View: files with their organization and storage key, for a module that reads their bytes. */
  unsafeStoredFiles,
} from './media.reads.ts';
export { toMediaSummary, unsafeMediaByIds } from './media.service.ts';
export type {
  MediaOpenCheck,
  MediaReference,
  MediaUse,
  PublicMediaUse,
  RestrictedMediaUse,
} from './media.uses.ts';
