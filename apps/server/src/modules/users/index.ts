/**
 * Users and members: profiles, the registration form's extra fields, provisioning, and the person
 * shown beside content.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `users.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export {
  type AccountChange,
  applyAccountChange,
  deleteUser,
  markEmailVerified,
  setPassword,
  setPhoneNumber,
  setTwoFactorEnabled,
} from './accounts.service.ts';
export { people, personColumns, personSearch, toPerson } from './person.ts';
export { saveExtraFields } from './registration-form.service.ts';
export { usersModule } from './users.module.ts';
export {
  type InvitedPerson,
  type InviteOutcome,
  provisionInvitedMember,
  provisionMember,
  provisionRegisteredMember,
  type RegisteringPerson,
} from './users.provision.ts';
export {
  /** A person's membership of an organization (its id and permission set). */
  findMembership,
  /** A person's names in both languages, by id alone. */
  unsafeNamesOf,
} from './users.reads.ts';
export {
  findSession,
  findSessionUser,
  getUserDto,
  removeMembership,
  setMemberPermissionSet,
  setUserDisabled,
  updateMembership,
} from './users.service.ts';
