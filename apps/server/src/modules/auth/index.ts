/**
 * Signing in and out, sessions and tokens, passwords, registration, phone verification and SAML
 * single sign-on.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `auth.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { authModule } from './auth.module.ts';
export {
  /** Which of some sessions are still signed in (every organization's, by id). */
  unsafeLiveSessionIds,
  /** View: sessions still signed in, to join on `id` (every organization's, by the id one holds). */
  unsafeLiveSessions,
} from './auth.reads.ts';
export { sendMemberInvitation } from './invitations.ts';
export { unsafeRevokeUserSessions } from './sessions.ts';
