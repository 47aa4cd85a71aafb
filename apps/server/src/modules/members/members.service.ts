import {
  type InviteMemberBody,
  type MemberSortColumn,
  type MemberStatus,
  type OrganizationMember,
  PermissionContext,
  type SortOrder,
} from '@manara/contract';
import { and, asc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization, requireInOrganization } from '../../platform/tenancy.ts';
import { sendMemberInvitation, unsafeRevokeUserSessions } from '../auth/index.ts';
import { courseEnrollees } from '../enrolment/enrolment.tables.ts';
import { unenrolFromCourse } from '../enrolment/index.ts';
import { permissionSets } from '../permissions/permissions.tables.ts';
import {
  type AccountChange,
  applyAccountChange,
  type InviteOutcome,
  personSearch,
  provisionInvitedMember,
  removeMembership,
  updateMembership,
} from '../users/index.ts';
import { organizationMembers, users } from '../users/users.tables.ts';

export type MembersDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'clock'>;

type ListQuery = {
  skip: number;
  take: number;
  search?: string | undefined;
  permissionSetId?: number | undefined;
  status?: MemberStatus | undefined;
  sort?: MemberSortColumn | undefined;
  order?: SortOrder | undefined;
};

/** Active, then awaiting approval, then deactivated: the statuses in the order the filter lists them. */
const statusRank = sql`case when ${users.deactivatedAt} is not null then 2 when ${users.requiresApproval} then 1 else 0 end`;

/** What each sortable column sorts by; ties fall to the name, then the id. */
const sortKeys: SortKeys<MemberSortColumn> = {
  name: [users.firstName, users.lastName],
  email: [users.email],
  permissionSet: [permissionSets.name],
  status: [statusRank],
  joinedAt: [organizationMembers.createdAt],
};

/** By name unless the query names another column. */
function memberOrder(query: ListQuery): SQL[] {
  return orderOf(sortKeys, sortingOf(query, { sort: 'name', order: 'asc' }), [
    asc(users.firstName),
    asc(users.lastName),
    asc(users.id),
  ]);
}

const columns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  firstNameAr: users.firstNameAr,
  lastNameAr: users.lastNameAr,
  deactivatedAt: users.deactivatedAt,
  requiresApproval: users.requiresApproval,
  forceResetPassword: users.forceResetPassword,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  setId: permissionSets.id,
  setSlug: permissionSets.slug,
  setName: permissionSets.name,
  setNameAr: permissionSets.nameAr,
  permissionSetIsLocked: organizationMembers.permissionSetIsLocked,
  joinedAt: organizationMembers.createdAt,
};

type Row = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  firstNameAr: string | null;
  lastNameAr: string | null;
  deactivatedAt: Date | null;
  requiresApproval: boolean;
  forceResetPassword: boolean;
  hasPassword: boolean;
  setId: number;
  setSlug: string;
  setName: string;
  setNameAr: string | null;
  permissionSetIsLocked: boolean;
  joinedAt: Date;
};

function statusOf(row: Pick<Row, 'deactivatedAt' | 'requiresApproval'>): MemberStatus {
  if (row.deactivatedAt) return 'deactivated';
  return row.requiresApproval ? 'pending' : 'active';
}

function toMember(ctx: RequestContext, row: Row): OrganizationMember {
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    firstNameAr: row.firstNameAr,
    lastNameAr: row.lastNameAr,
    permissionSet: {
      id: row.setId,
      slug: row.setSlug,
      name: ctx.language === 'ar' && row.setNameAr ? row.setNameAr : row.setName,
    },
    permissionSetIsLocked: row.permissionSetIsLocked,
    status: statusOf(row),
    forceResetPassword: row.forceResetPassword,
    isInvitationPending: !row.hasPassword,
    joinedAt: row.joinedAt.toISOString(),
  };
}

function statusCondition(status: MemberStatus | undefined): SQL | undefined {
  if (status === 'deactivated') return isNotNull(users.deactivatedAt);
  if (status === 'pending') return and(isNull(users.deactivatedAt), eq(users.requiresApproval, true));
  if (status === 'active') return and(isNull(users.deactivatedAt), eq(users.requiresApproval, false));
  return undefined;
}

function membersOf(db: Db | Tx, orgId: number, ...conditions: (SQL | undefined)[]) {
  return db
    .select(columns)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(permissionSets, eq(permissionSets.id, organizationMembers.permissionSetId))
    .where(inOrganization(organizationMembers, orgId, ...conditions));
}

/** The organization's members by name, searched and filtered (the portal's Members page). */
export async function listMembers(db: Db, ctx: RequestContext, query: ListQuery) {
  const conditions = [
    personSearch(query.search, users),
    query.permissionSetId !== undefined ? eq(organizationMembers.permissionSetId, query.permissionSetId) : undefined,
    statusCondition(query.status),
  ];
  const page = await paged(
    query,
    membersOf(db, ctx.orgId, ...conditions)
      .orderBy(...memberOrder(query))
      .$dynamic(),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(inOrganization(organizationMembers, ctx.orgId, ...conditions)),
  );
  return { data: page.data.map((row) => toMember(ctx, row)), total: page.total };
}

/** One member of the organization; another organization's (or nobody's) answers 404. */
export async function getMember(db: Db | Tx, ctx: RequestContext, userId: number): Promise<OrganizationMember> {
  const [row] = await membersOf(db, ctx.orgId, eq(organizationMembers.userId, userId));
  if (!row) throw notFound();
  return toMember(ctx, row);
}

function refuseSelf(ctx: RequestContext, userId: number): void {
  if (ctx.user?.id === userId) throw new AppError('members-001');
}

/**
 * Whether the person is a member of another organization too. Unsafe: it reads memberships of
 * every organization, to refuse an administrator a change of the account (sign-in, password)
 * that would reach into another organization (docs/decisions/members.md).
 */
async function unsafeBelongsElsewhere(tx: Db | Tx, orgId: number, userId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), ne(organizationMembers.organizationId, orgId)))
    .limit(1);
  return other !== undefined;
}

/** A member's set must be one of the organization's member sets (not another context's). */
async function requireMemberSet(tx: Db | Tx, orgId: number, permissionSetId: number) {
  const set = await requireInOrganization(tx, permissionSets, orgId, permissionSetId);
  if (set.contextId !== PermissionContext.organizationMember) throw new AppError('members-003');
  return set;
}

/** Gives a member another set and/or locks it; not one's own membership. */
export async function updateMember(
  db: Db,
  ctx: RequestContext,
  userId: number,
  body: { permissionSetId?: number | undefined; permissionSetIsLocked?: boolean | undefined },
): Promise<OrganizationMember> {
  await getMember(db, ctx, userId);
  refuseSelf(ctx, userId);
  await db.transaction(async (tx) => {
    if (body.permissionSetId !== undefined) {
      const set = await requireMemberSet(tx, ctx.orgId, body.permissionSetId);
      await recordAudit(tx, ctx, {
        action: 'members.permission_set_assigned',
        subjectUserId: userId,
        target: { kind: 'permissionSet', id: set.id, name: set.name },
      });
    }
    if (body.permissionSetIsLocked !== undefined) {
      await recordAudit(tx, ctx, {
        action: body.permissionSetIsLocked ? 'members.permission_set_locked' : 'members.permission_set_unlocked',
        subjectUserId: userId,
      });
    }
    await updateMembership(tx, ctx.orgId, userId, body);
  });
  // Every process applies the new set from the member's next request.
  await ctx.identity.changed({ userId });
  return getMember(db, ctx, userId);
}

/**
 * A change of the member's account (their sign-in), in one transaction: deactivating ends their
 * sessions, forcing a reset holds them at the new-password page from their next request.
 */
export async function changeAccount(
  deps: MembersDeps,
  ctx: RequestContext,
  userId: number,
  change: AccountChange,
): Promise<OrganizationMember> {
  const { db } = deps;
  await getMember(db, ctx, userId);
  if (change !== 'approve') refuseSelf(ctx, userId);
  await db.transaction(async (tx) => {
    if (await unsafeBelongsElsewhere(tx, ctx.orgId, userId)) throw new AppError('members-002');
    const now = deps.clock.now();
    await applyAccountChange(tx, userId, change, now);
    if (change === 'deactivate') await unsafeRevokeUserSessions(tx, now, userId, 'deactivated by an administrator');
    if (change === 'deactivate' || change === 'reactivate') {
      await recordAudit(tx, ctx, {
        action: change === 'deactivate' ? 'members.deactivated' : 'members.reactivated',
        subjectUserId: userId,
      });
    }
  });
  await ctx.identity.changed({ userId });
  return getMember(db, ctx, userId);
}

export type InviteInput = z.output<typeof InviteMemberBody>;

/**
 * Makes the person a member in one transaction: a new account when the e-mail is unknown,
 * else the existing account joins (docs/decisions/members.md); then mails them. Safe to run in
 * parallel for the same e-mail: the unique e-mail and membership decide, one wins.
 */
export async function inviteMember(
  deps: MembersDeps,
  ctx: RequestContext,
  input: InviteInput,
): Promise<{ outcome: InviteOutcome; userId: number }> {
  const { db } = deps;
  const result = await db.transaction(async (tx) => {
    const set =
      input.permissionSetId !== undefined
        ? await requireMemberSet(tx, ctx.orgId, input.permissionSetId)
        : await defaultSet(tx, ctx.orgId);
    return provisionInvitedMember(tx, ctx.orgId, set.id, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      firstNameAr: input.firstNameAr || null,
      lastNameAr: input.lastNameAr || null,
      preferredLanguage: input.preferredLanguage ?? ctx.language,
    });
  });
  if (result.outcome !== 'alreadyMember') {
    const [person] = await db
      .select({ email: users.email, firstName: users.firstName, preferredLanguage: users.preferredLanguage })
      .from(users)
      .where(eq(users.id, result.userId));
    if (person) {
      await sendMemberInvitation(deps, ctx.orgId, { ...person, id: result.userId, hasPassword: result.hasPassword });
    }
  }
  return { outcome: result.outcome, userId: result.userId };
}

async function defaultSet(tx: Tx, orgId: number) {
  const [set] = await tx
    .select({ id: permissionSets.id })
    .from(permissionSets)
    .where(
      inOrganization(
        permissionSets,
        orgId,
        eq(permissionSets.isDefault, true),
        eq(permissionSets.contextId, PermissionContext.organizationMember),
      ),
    )
    .limit(1);
  if (!set) throw new AppError('members-003');
  return set;
}

/** The invite call: a person already a member is refused (members-004). */
export async function inviteOne(deps: MembersDeps, ctx: RequestContext, input: InviteInput) {
  const { outcome, userId } = await inviteMember(deps, ctx, input);
  if (outcome === 'alreadyMember') throw new AppError('members-004');
  return getMember(deps.db, ctx, userId);
}

/** The organization's member sets, to find one named in an import by slug or name (either language). */
export async function memberSetsOf(db: Db, orgId: number) {
  return db
    .select({
      id: permissionSets.id,
      slug: permissionSets.slug,
      name: permissionSets.name,
      nameAr: permissionSets.nameAr,
    })
    .from(permissionSets)
    .where(inOrganization(permissionSets, orgId, eq(permissionSets.contextId, PermissionContext.organizationMember)));
}

/**
 * Sends an invited member who has not signed in yet (no password) a new invitation: a new
 * single-use link, the earlier one still valid until it expires. Others answer `members-007`.
 */
export async function resendInvitation(
  deps: MembersDeps,
  ctx: RequestContext,
  userId: number,
): Promise<OrganizationMember> {
  const member = await getMember(deps.db, ctx, userId);
  if (!member.isInvitationPending) throw new AppError('members-007');
  const [person] = await deps.db
    .select({ email: users.email, firstName: users.firstName, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw notFound();
  await sendMemberInvitation(deps, ctx.orgId, { ...person, id: userId, hasPassword: false });
  return member;
}

/**
 * Removes a person from the organization, in one transaction: their enrolments in the
 * organization's courses end (seats freed, `course.unenrolled` recorded), then their membership.
 * The account, finished lessons, certificates and activity stay (docs/decisions/members.md).
 * Not one's own membership (`members-001`).
 */
export async function removeMember(deps: MembersDeps, ctx: RequestContext, userId: number): Promise<null> {
  const { db } = deps;
  await getMember(db, ctx, userId);
  refuseSelf(ctx, userId);
  await db.transaction(async (tx) => {
    const enrolled = await tx
      .select({ courseId: courseEnrollees.courseId })
      .from(courseEnrollees)
      .where(inOrganization(courseEnrollees, ctx.orgId, eq(courseEnrollees.userId, userId)));
    for (const { courseId } of enrolled) await unenrolFromCourse(tx, { orgId: ctx.orgId, courseId, userId });
    await removeMembership(tx, ctx.orgId, userId);
  });
  // Every process forgets the membership: the person's next request here is no member's.
  await ctx.identity.changed({ userId });
  return null;
}
