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
  rehashPassword,
  setPassword,
  setPhoneNumber,
  setTwoFactorEnabled,
} from './accounts.service.ts';
export {
  people,
  /** View: `people` under another name, for a statement that joins two people. */
  peopleAs,
  personColumns,
  personSearch,
  toPerson,
} from './person.ts';
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
  /** A person's account as signing in reads it (credentials, state, what its e-mails need). */
  type Account,
  /** View: accounts (`Account`'s columns), to join on `id`. */
  accounts,
  /** The account of a user. */
  findAccount,
  /** The account with an e-mail. */
  findAccountByEmail,
  /** The account with an e-mail and its membership of an organization, if any. */
  findAccountWithMembership,
  /** The account of a member of an organization. */
  findMemberAccount,
  /** A person's membership of an organization (its id and permission set). */
  findMembership,
  /** The ids of an organization's members. */
  listMemberIds,
  /** SQL: how many members of an organization hold a permission set. */
  memberCountOf,
  /** View: an organization's memberships, to join on `userId`. */
  membershipsIn,
  /** The user whose phone number it is. */
  phoneNumberHolder,
  /** Whether a person is a member of another organization too (every organization's memberships). */
  unsafeIsMemberElsewhere,
  /** View: a person's memberships in every organization, to join on `organizationId`. */
  unsafeMembershipsOf,
  /** A person's names in both languages, by id alone. */
  unsafeNamesOf,
  /** The organization to write to a person from: a preferred one they belong to, else their first. */
  unsafePreferredMembership,
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
