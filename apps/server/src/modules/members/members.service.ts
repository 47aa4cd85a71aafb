import {
  type InviteMemberBody,
  type MemberSortColumn,
  type MemberStatus,
  type OrganizationMember,
  PermissionContext,
  type SortOrder,
} from '@manara/contract';
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { paged } from '../../platform/pagination.ts';
import { orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { sendMemberInvitation, unsafeRevokeUserSessions } from '../auth/index.ts';
import { listEnrolledCourseIds, unenrolFromCourse } from '../enrolment/index.ts';
import { findDefaultMemberSet, permissionSetsIn, requirePermissionSet } from '../permissions/index.ts';
import {
  type AccountChange,
  applyAccountChange,
  findAccount,
  type InviteOutcome,
  membershipsIn,
  people,
  personSearch,
  provisionInvitedMember,
  removeMembership,
  unsafeIsMemberElsewhere,
  updateMembership,
} from '../users/index.ts';

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

/** What the members list joins of the organization: its memberships (with `people`) and their permission sets. */
function membersViews(orgId: number) {
  return { memberships: membershipsIn(orgId), sets: permissionSetsIn(orgId) };
}

type MembersViews = ReturnType<typeof membersViews>;

/** What each sortable column sorts by; ties fall to the name, then the id. */
function sortKeys({ memberships, sets }: MembersViews): SortKeys<MemberSortColumn> {
  /** Active, then awaiting approval, then deactivated: the statuses in the order the filter lists them. */
  const statusRank = sql`case when ${people.deactivatedAt} is not null then 2 when ${people.requiresApproval} then 1 else 0 end`;
  return {
    name: [people.firstName, people.lastName],
    email: [people.email],
    permissionSet: [sets.name],
    status: [statusRank],
    joinedAt: [memberships.createdAt],
  };
}

/** By name unless the query names another column. */
function memberOrder(query: ListQuery, views: MembersViews): SQL[] {
  return orderOf(sortKeys(views), sortingOf(query, { sort: 'name', order: 'asc' }), [
    asc(people.firstName),
    asc(people.lastName),
    asc(people.id),
  ]);
}

function columnsOf({ memberships, sets }: MembersViews) {
  return {
    userId: people.id,
    email: people.email,
    firstName: people.firstName,
    lastName: people.lastName,
    firstNameAr: people.firstNameAr,
    lastNameAr: people.lastNameAr,
    deactivatedAt: people.deactivatedAt,
    requiresApproval: people.requiresApproval,
    forceResetPassword: people.forceResetPassword,
    hasPassword: people.hasPassword,
    setId: sets.id,
    setSlug: sets.slug,
    setName: sets.name,
    setNameAr: sets.nameAr,
    permissionSetIsLocked: memberships.permissionSetIsLocked,
    joinedAt: memberships.createdAt,
  };
}

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
  if (status === 'deactivated') return isNotNull(people.deactivatedAt);
  if (status === 'pending') return and(isNull(people.deactivatedAt), eq(people.requiresApproval, true));
  if (status === 'active') return and(isNull(people.deactivatedAt), eq(people.requiresApproval, false));
  return undefined;
}

/** The members of the organization of `views`, with their accounts and sets, that meet `conditions`. */
function membersOf(db: Db | Tx, views: MembersViews, ...conditions: (SQL | undefined)[]) {
  const { memberships, sets } = views;
  return db
    .select(columnsOf(views))
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.userId))
    .innerJoin(sets, eq(sets.id, memberships.permissionSetId))
    .where(and(...conditions));
}

/** The organization's members by name, searched and filtered (the portal's Members page). */
export async function listMembers(db: Db, ctx: RequestContext, query: ListQuery) {
  const views = membersViews(ctx.orgId);
  const { memberships } = views;
  const conditions = [
    personSearch(query.search),
    query.permissionSetId !== undefined ? eq(memberships.permissionSetId, query.permissionSetId) : undefined,
    statusCondition(query.status),
  ];
  const page = await paged(
    query,
    membersOf(db, views, ...conditions)
      .orderBy(...memberOrder(query, views))
      .$dynamic(),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberships)
      .innerJoin(people, eq(people.id, memberships.userId))
      .where(and(...conditions)),
  );
  return { data: page.data.map((row) => toMember(ctx, row)), total: page.total };
}

/** One member of the organization; another organization's (or nobody's) answers 404. */
export async function getMember(db: Db | Tx, ctx: RequestContext, userId: number): Promise<OrganizationMember> {
  const views = membersViews(ctx.orgId);
  const [row] = await membersOf(db, views, eq(views.memberships.userId, userId));
  if (!row) throw notFound();
  return toMember(ctx, row);
}

function refuseSelf(ctx: RequestContext, userId: number): void {
  if (ctx.user?.id === userId) throw new AppError('members-001');
}

/** A member's set must be one of the organization's member sets (not another context's). */
async function requireMemberSet(tx: Db | Tx, orgId: number, permissionSetId: number) {
  const set = await requirePermissionSet(tx, orgId, permissionSetId);
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
    // A change of the account (sign-in, password) must not reach into another organization
    // (docs/decisions/members.md).
    if (await unsafeIsMemberElsewhere(tx, ctx.orgId, userId)) throw new AppError('members-002');
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
    const person = await findAccount(db, result.userId);
    if (person) {
      const { email, firstName, preferredLanguage } = person;
      await sendMemberInvitation(deps, ctx.orgId, {
        email,
        firstName,
        preferredLanguage,
        id: result.userId,
        hasPassword: result.hasPassword,
      });
    }
  }
  return { outcome: result.outcome, userId: result.userId };
}

async function defaultSet(tx: Tx, orgId: number) {
  const set = await findDefaultMemberSet(tx, orgId);
  if (!set) throw new AppError('members-003');
  return set;
}

/** The invite call: a person already a member is refused (members-004). */
export async function inviteOne(deps: MembersDeps, ctx: RequestContext, input: InviteInput) {
  const { outcome, userId } = await inviteMember(deps, ctx, input);
  if (outcome === 'alreadyMember') throw new AppError('members-004');
  return getMember(deps.db, ctx, userId);
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
  const person = await findAccount(deps.db, userId);
  if (!person) throw notFound();
  const { email, firstName, preferredLanguage } = person;
  await sendMemberInvitation(deps, ctx.orgId, { email, firstName, preferredLanguage, id: userId, hasPassword: false });
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
    for (const courseId of await listEnrolledCourseIds(tx, ctx.orgId, userId)) {
      await unenrolFromCourse(tx, { orgId: ctx.orgId, courseId, userId });
    }
    await removeMembership(tx, ctx.orgId, userId);
  });
  // Every process forgets the membership: the person's next request here is no member's.
  await ctx.identity.changed({ userId });
  return null;
}
