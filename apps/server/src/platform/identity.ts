import type { MemberPermissionSlug, OrganizationDashboard, OrganizationPermissionSlug } from '@manara/contract';

/**
 * What the platform needs to know of people, permissions and organizations to build a request's
 * context and guard its access. The platform declares these small interfaces; the modules that own
 * the data (users, permissions, organizations) implement them, and the app wires them into its
 * deps (`deps.ts`), so that nothing under `platform/` imports a module.
 */

/** The signed-in user as a request context carries it. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  type: 'ADMIN' | 'MEMBER';
  deactivatedAt: Date | null;
  forceResetPassword: boolean;
  preferredLanguage: 'en' | 'ar';
  sessionId: number;
  /** The administrator who started this session by masquerade, if one did. */
  masqueradedById?: number | null;
  /** The membership of the request's organization; null when the user is not a member. */
  membership: { id: number; permissionSetId: number } | null;
}

/** The permission slugs held by an organization and by a member's permission set. */
export interface EffectivePermissions {
  /** What the organization's plan holds (organization permissions). */
  organization: ReadonlySet<string>;
  /** What the member's permission set holds. */
  member: ReadonlySet<string>;
}

/**
 * Questions about held permissions, answered as the access guard answers them: a member
 * permission against the member's set together with the organization's (its prerequisites may be
 * organization permissions), an organization permission against the organization's alone.
 */
export interface PermissionCheck {
  member(slug: MemberPermissionSlug): boolean;
  organization(slug: OrganizationPermissionSlug): boolean;
}

/** A live session as the request's context needs it: the user, their membership and permissions, when it ends. */
export interface SessionIdentity {
  orgId: number;
  user: SessionUser;
  /** What the organization holds and what the member's permission set holds (none without a membership). */
  permissions: EffectivePermissions;
  /** When the session ends (its refresh-token family expires). */
  expiresAt: Date;
}

/** The users module: the user of a live session and their membership of an organization. */
export interface SessionLookup {
  /** Null when the session is over (revoked, expired) or the user does not exist. */
  findSessionUser(userId: number, orgId: number, sessionId: number): Promise<SessionUser | null>;
  /** The same with the permissions of the organization and the membership, in one statement. */
  findSession(userId: number, orgId: number, sessionId: number): Promise<SessionIdentity | null>;
}

/**
 * What changed of who people are or what they may do, as a writer announces it after its commit
 * (`ctx.identity.changed`, `deps.identity.changed`): a session ended, a user changed (disabled,
 * deleted, profile, password, memberships), a permission set's permissions changed, an
 * organization's permissions changed; `all` when a process cannot tell what it missed.
 */
export type IdentityChange =
  | { sessionId: number }
  | { userId: number }
  | { permissionSetId: number }
  | { orgId: number }
  | { all: true };

/** Announces a change of identity data: this process forgets at once, every other one through the bus. */
export interface IdentityChanges {
  changed(change: IdentityChange): Promise<void>;
}

/** The permissions module: what an organization and a permission set hold, and the check over it. */
export interface PermissionResolver {
  load(orgId: number, permissionSetId: number | null): Promise<EffectivePermissions>;
  check(held: EffectivePermissions | Promise<EffectivePermissions>): Promise<PermissionCheck>;
}

/** The organizations module's cache: whether an organization exists, its dashboard and its settings. */
export interface OrganizationCache extends ConfigurationLookup {
  exists(orgId: number): Promise<boolean>;
  dashboard(orgId: number): Promise<OrganizationDashboard>;
  /** Drops this process's copy of the organization (after a change; `organization.changed` tells the others). */
  forget(orgId: number): void;
}

/** The organizations module: the organization's on/off settings, for the access guard. */
export interface ConfigurationLookup {
  /**
   * Of `keys`, those whose value (the organization's, else the key's default) is `true`. Kept with
   * the organization and dropped by `organization.changed`, which a change of settings publishes.
   */
  flagsOn(orgId: number, keys: readonly string[]): Promise<ReadonlySet<string>>;
}
