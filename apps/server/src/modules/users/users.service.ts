import { OrganizationPermission, type UpdateUserBody, type User } from '@manara/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import type { IdentityChanges, SessionIdentity, SessionUser } from '../../platform/identity.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { unsafeLiveSessions } from '../auth/index.ts';
import { unsafeFiles } from '../media/index.ts';
import {
  administersOrganization,
  checkPermissions,
  organizationPermissionSlugs,
  permissionSetSlugs,
} from '../permissions/index.ts';
import { saveExtraFields } from './registration-form.service.ts';
import { organizationMembers, registrationFields, userFieldValues, users } from './users.tables.ts';

/** The user of a live session (not revoked, not expired at `now`, the app's time), with their membership of `orgId`. */
export async function findSessionUser(
  db: Db,
  now: Date,
  userId: number,
  orgId: number,
  sessionId: number,
): Promise<SessionUser | null> {
  return (await findSession(db, now, userId, orgId, sessionId))?.user ?? null;
}

/**
 * The live session's user, membership and permissions (the organization's and the membership's
 * set) in one statement: what a signed-in request needs to know of its caller.
 */
export async function findSession(
  db: Db,
  now: Date,
  userId: number,
  orgId: number,
  sessionId: number,
): Promise<SessionIdentity | null> {
  const session = unsafeLiveSessions(now);
  const [row] = await db
    .select({
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        type: users.type,
        deactivatedAt: users.deactivatedAt,
        forceResetPassword: users.forceResetPassword,
        preferredLanguage: users.preferredLanguage,
      },
      membership: { id: organizationMembers.id, permissionSetId: organizationMembers.permissionSetId },
      expiresAt: session.expiresAt,
      masqueradedById: session.masqueradedById,
      organizationSlugs: organizationPermissionSlugs(orgId),
      memberSlugs: permissionSetSlugs(organizationMembers.permissionSetId),
    })
    .from(users)
    .innerJoin(session, and(eq(session.id, sessionId), eq(session.userId, users.id)))
    .leftJoin(organizationMembers, inOrganization(organizationMembers, orgId, eq(organizationMembers.userId, users.id)))
    .where(eq(users.id, userId));
  if (!row) return null;
  const membership = row.membership?.id != null ? row.membership : null;
  return {
    orgId,
    user: { ...row.user, sessionId, membership, masqueradedById: row.masqueradedById },
    permissions: {
      organization: new Set(row.organizationSlugs),
      member: new Set(membership ? row.memberSlugs : []),
    },
    expiresAt: row.expiresAt,
  };
}

/**
 * Disables a user (or enables them again) `at` a time of the app's clock, outside any transaction
 * (members administration deactivates in its own, through `applyAccountChange`). Every process
 * refuses their sessions (auth-001) from the next request.
 */
export async function setUserDisabled(
  db: Db,
  identity: IdentityChanges,
  userId: number,
  change: { disabled: boolean; at: Date },
): Promise<void> {
  await db
    .update(users)
    .set({ deactivatedAt: change.disabled ? change.at : null, updatedAt: change.at })
    .where(eq(users.id, userId));
  await identity.changed({ userId });
}

/**
 * Gives a member another permission set of the organization: the one write of a membership's
 * set. Every process applies the new set from the next request.
 */
export async function setMemberPermissionSet(
  db: Db,
  identity: IdentityChanges,
  orgId: number,
  userId: number,
  permissionSetId: number,
): Promise<void> {
  await db
    .update(organizationMembers)
    .set({ permissionSetId })
    .where(inOrganization(organizationMembers, orgId, eq(organizationMembers.userId, userId)));
  await identity.changed({ userId });
}

/**
 * Changes a member's set and/or whether it is locked, in the caller's transaction; the caller
 * tells the identity cache once it has committed.
 */
export async function updateMembership(
  db: Db | Tx,
  orgId: number,
  userId: number,
  change: { permissionSetId?: number | undefined; permissionSetIsLocked?: boolean | undefined },
): Promise<void> {
  await db
    .update(organizationMembers)
    .set({
      ...(change.permissionSetId !== undefined ? { permissionSetId: change.permissionSetId } : {}),
      ...(change.permissionSetIsLocked !== undefined ? { permissionSetIsLocked: change.permissionSetIsLocked } : {}),
    })
    .where(inOrganization(organizationMembers, orgId, eq(organizationMembers.userId, userId)));
}

/** Ends a person's membership of the organization, in the caller's transaction; the account stays. */
export async function removeMembership(db: Db | Tx, orgId: number, userId: number): Promise<void> {
  await db
    .delete(organizationMembers)
    .where(inOrganization(organizationMembers, orgId, eq(organizationMembers.userId, userId)));
}

/** A user as the API shows them, with the values of `orgId`'s registration form. */
export async function getUserDto(db: Db, orgId: number, userId: number): Promise<User> {
  const picture = unsafeFiles('picture');
  const [[row], values] = await Promise.all([
    db
      .select({ user: users, image: { url: picture.url } })
      .from(users)
      .leftJoin(picture, eq(picture.id, users.profileImageId))
      .where(eq(users.id, userId)),
    db
      .select({ fieldKey: registrationFields.fieldKey, value: userFieldValues.value })
      .from(userFieldValues)
      .innerJoin(registrationFields, eq(registrationFields.id, userFieldValues.fieldId))
      .where(inOrganization(registrationFields, orgId, eq(userFieldValues.userId, userId))),
  ]);
  if (!row) throw notFound();
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    firstNameAr: u.firstNameAr,
    lastNameAr: u.lastNameAr,
    phoneNumber: u.phoneNumber,
    isVerified: u.isVerified,
    city: u.city,
    country: u.country,
    position: u.position,
    workPlace: u.workPlace,
    about: u.about,
    gender: u.gender,
    preferredLanguage: u.preferredLanguage,
    type: u.type,
    forceResetPassword: u.forceResetPassword,
    twoFactorEnabled: u.twoFactorEnabled,
    profileImage: row.image?.url ? { url: row.image.url } : null,
    extraFields: values.map((v) => ({ formField: { fieldKey: v.fieldKey }, value: v.value })),
  };
}

/** Oneself, or — for a member who may manage members — another member of the organization. */
async function assertMayRead(db: Db, ctx: RequestContext, userId: number): Promise<void> {
  if (ctx.user?.id === userId) return;
  const can = await checkPermissions(db, ctx.permissions());
  const mayManage = administersOrganization(can) && can.organization(OrganizationPermission.crudMembers);
  const [member] = mayManage
    ? await db
        .select({ id: organizationMembers.id })
        .from(organizationMembers)
        .where(inOrganization(organizationMembers, ctx.orgId, eq(organizationMembers.userId, userId)))
    : [];
  if (!member) throw notFound();
}

export async function getUser(db: Db, ctx: RequestContext, userId: number): Promise<User> {
  await assertMayRead(db, ctx, userId);
  return getUserDto(db, ctx.orgId, userId);
}

/** Updates one's own profile; anyone else's answers 404. */
export async function updateUser(
  db: Db,
  ctx: RequestContext,
  userId: number,
  body: z.output<typeof UpdateUserBody>,
): Promise<User> {
  if (ctx.user?.id !== userId) throw notFound();
  const { extraFields, ...profile } = body;
  await db.transaction(async (tx) => {
    if (Object.keys(profile).length) {
      await tx
        .update(users)
        .set({ ...profile, updatedAt: ctx.clock.now() })
        .where(eq(users.id, userId));
    }
    if (extraFields) await saveExtraFields(tx, ctx.orgId, userId, extraFields, { partial: true });
  });
  // The session carries the name and the preferred language, the kept profile all of it.
  await ctx.identity.changed({ userId });
  return getUserDto(db, ctx.orgId, userId);
}
