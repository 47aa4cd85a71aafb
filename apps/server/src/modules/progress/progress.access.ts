import type { AnyAccessRule } from '../../platform/access.ts';
import { type OwnNote, requireOwnNote } from './notes.service.ts';

declare module '../../platform/access.ts' {
  interface AccessRuleFound {
    noteOwner: OwnNote;
  }
}

/** The `noteOwner` rule of the contract: the caller's own note, with its lesson (404 otherwise). */
export const progressAccessRules: readonly AnyAccessRule[] = [{ name: 'noteOwner', check: requireOwnNote }];
