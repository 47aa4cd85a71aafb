import { randomBytes } from 'node:crypto';
import {
  AuditAction,
  type AuditSortColumn,
  AuditTarget,
  buildPermissionCatalogue,
  bypassSlugFor,
  type CallResponse,
  type getPermissionSet,
  hasPermission,
  type Language,
  type listPermissions,
  MemberPermission,
  type PermissionCatalogue,
  PermissionContext,
  type PermissionSet,
  type SortOrder,
} from '@manara/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { EffectivePermissions, PermissionCheck } from '../../platform/identity.ts';
import { mapPage, paged } from '../../platform/pagination.ts';
import { auditLog } from '../../platform/platform.tables.ts';
import { nullable, orderOf, type SortKeys, sortingOf } from '../../platform/sorting.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { findMembership, memberCountOf, peopleAs } from '../users/index.ts';
import {
  organizationPermissions,
  permissionCategories,
  permissionContexts,
  permissionPeers,
  permissionPrerequisites,
  permissionSetPermissions,
  permissionSets,
  permissions,
} from './permissions.tables.ts';

/** Slugs held by the organization and, when given, by a member's permission set. */
export async function loadEffectivePermissions(
  db: Db,
  orgId: number,
  permissionSetId: number | null,
): Promise<EffectivePermissions> {
  const [organization, member] = await Promise.all([
    db
      .select({ slug: permissions.slug })
      .from(organizationPermissions)
      .innerJoin(permissions, eq(permissions.id, organizationPermissions.permissionId))
      .where(eq(organizationPermissions.organizationId, orgId)),
    permissionSetId === null
      ? Promise.resolve([])
      : db
          .select({ slug: permissions.slug })
          .from(permissionSetPermissions)
          .innerJoin(permissions, eq(permissions.id, permissionSetPermissions.permissionId))
          .where(eq(permissionSetPermissions.permissionSetId, permissionSetId)),
  ]);
  return { organization: new Set(organization.map((r) => r.slug)), member: new Set(member.map((r) => r.slug)) };
}

/**
 * What the organization and the member hold together, once per `EffectivePermissions`: the
 * identity cache hands a signed-in caller the same object on every request until it changes, and
 * a kept object is never altered (a change makes a new one).
 */
const heldTogether = new WeakMap<EffectivePermissions, ReadonlySet<string>>();
function everythingHeld(permissions: EffectivePermissions): ReadonlySet<string> {
  let all = heldTogether.get(permissions);
  if (!all) {
    all = new Set([...permissions.organization, ...permissions.member]);
    heldTogether.set(permissions, all);
  }
  return all;
}

/** The check of `held`: the caller's (`ctx.permissions()`) or anyone's effective permissions. */
export async function checkPermissions(
  db: Db,
  held: EffectivePermissions | Promise<EffectivePermissions>,
): Promise<PermissionCheck> {
  const [permissions, catalogue] = await Promise.all([held, getPermissionCatalogue(db)]);
  const all = everythingHeld(permissions);
  return {
    member: (slug) => hasPermission(slug, all, catalogue),
    organization: (slug) => hasPermission(slug, permissions.organization, catalogue),
  };
}

/**
 * The one definition of an organization administrator: a member holding the administrator
 * portal, asked of any member's permission check (the sign-in's portals, members administration).
 * (A course administrator, who also needs the organization's `crud_courses`, is
 * `isCourseAdministrator` of the courses module.)
 */
export function administersOrganization(can: PermissionCheck): boolean {
  return can.member(MemberPermission.administratorPortal);
}

/** Whether the caller is an organization administrator (`administersOrganization`): signed in and holding it. */
export async function isOrganizationAdministrator(db: Db, ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return false;
  return administersOrganization(await checkPermissions(db, ctx.permissions()));
}

/** The check of another member of the organization, or null when the user is not one. */
export async function checkMemberPermissions(db: Db, orgId: number, userId: number): Promise<PermissionCheck | null> {
  const member = await findMembership(db, orgId, userId);
  if (!member) return null;
  return checkPermissions(db, loadEffectivePermissions(db, orgId, member.permissionSetId));
}

/**
 * The organization's member permission sets whose holders pass `holds`, asked of each set as
 * `checkMemberPermissions` asks it of one member (the set's permissions with the organization's).
 * A list of the members "who may …" then filters on their set in SQL and keeps the rule in one
 * place; an organization has a handful of sets, read in one statement.
 */
export async function permissionSetsWhere(
  db: Db,
  ctx: RequestContext,
  holds: (can: PermissionCheck) => boolean,
): Promise<number[]> {
  const [held, rows] = await Promise.all([
    ctx.permissions(),
    db
      .select({ setId: permissionSets.id, slug: permissions.slug })
      .from(permissionSets)
      .leftJoin(permissionSetPermissions, eq(permissionSetPermissions.permissionSetId, permissionSets.id))
      .leftJoin(permissions, eq(permissions.id, permissionSetPermissions.permissionId))
      .where(
        inOrganization(permissionSets, ctx.orgId, eq(permissionSets.contextId, PermissionContext.organizationMember)),
      ),
  ]);
  const slugsOf = new Map<number, Set<string>>();
  for (const row of rows) {
    const slugs = slugsOf.get(row.setId) ?? new Set<string>();
    if (row.slug !== null) slugs.add(row.slug);
    slugsOf.set(row.setId, slugs);
  }
  const sets = await Promise.all(
    [...slugsOf].map(async ([setId, member]) => ({
      setId,
      can: await checkPermissions(db, { organization: held.organization, member }),
    })),
  );
  return sets.filter((set) => holds(set.can)).map((set) => set.setId);
}

const catalogues = new WeakMap<Db, Promise<PermissionCatalogue>>();

/** The catalogue changes only with reference data at start-up, so each database's is read once. */
export function getPermissionCatalogue(db: Db): Promise<PermissionCatalogue> {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = permissionRows(db)
      .then((rows) => describePermissions(db, 'en', rows))
      .then(buildPermissionCatalogue);
    catalogue.catch(() => catalogues.delete(db));
    catalogues.set(db, catalogue);
  }
  return catalogue;
}

export function forgetPermissionCatalogue(db: Db): void {
  catalogues.delete(db);
}

function localized(language: Language, en: string, ar: string | null): string {
  return language === 'ar' && ar ? ar : en;
}

/** The permissions with their category, by id (a dynamic select: the catalogue reads them all, the list pages them). */
function permissionRows(db: Db) {
  return db
    .select({
      id: permissions.id,
      slug: permissions.slug,
      nameEn: permissions.nameEn,
      nameAr: permissions.nameAr,
      isHidden: permissions.isHidden,
      contextId: permissions.contextId,
      category: {
        id: permissionCategories.id,
        slug: permissionCategories.slug,
        nameEn: permissionCategories.nameEn,
        nameAr: permissionCategories.nameAr,
      },
    })
    .from(permissions)
    .leftJoin(permissionCategories, eq(permissionCategories.id, permissions.categoryId))
    .orderBy(asc(permissions.id))
    .$dynamic();
}

type PermissionRow = Awaited<ReturnType<typeof permissionRows>>[number];

/** `rows` in `language`, each with the slugs of its prerequisites and peers. */
async function describePermissions(db: Db, language: Language, rows: PermissionRow[]) {
  const ids = rows.map((r) => r.id);
  const [prerequisites, peers] = ids.length
    ? await Promise.all([
        db
          .select({ permissionId: permissionPrerequisites.permissionId, slug: permissions.slug })
          .from(permissionPrerequisites)
          .innerJoin(permissions, eq(permissions.id, permissionPrerequisites.prerequisiteId))
          .where(inArray(permissionPrerequisites.permissionId, ids)),
        db
          .select({ permissionId: permissionPeers.permissionId, slug: permissions.slug })
          .from(permissionPeers)
          .innerJoin(permissions, eq(permissions.id, permissionPeers.peerId))
          .where(inArray(permissionPeers.permissionId, ids)),
      ])
    : [[], []];
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: localized(language, r.nameEn, r.nameAr),
    isHidden: r.isHidden,
    contextId: r.contextId,
    category: r.category
      ? { id: r.category.id, slug: r.category.slug, name: localized(language, r.category.nameEn, r.category.nameAr) }
      : null,
    prerequisites: prerequisites.filter((p) => p.permissionId === r.id).map((p) => ({ slug: p.slug })),
    peers: peers.filter((p) => p.permissionId === r.id).map((p) => ({ slug: p.slug })),
  }));
}

export async function listPermissionCatalogue(
  db: Db,
  ctx: RequestContext,
  page: { skip: number; take: number },
): Promise<CallResponse<typeof listPermissions>> {
  const rows = await paged(page, permissionRows(db), db.$count(permissions));
  return { data: await describePermissions(db, ctx.language, rows.data), total: rows.total };
}

/** The caller's slugs: the organization's, plus the member set's when signed in. */
export async function listSystemPermissions(ctx: RequestContext): Promise<string[]> {
  const held = await ctx.permissions();
  return [...new Set([...held.organization, ...held.member])].sort();
}

export async function listPermissionContexts(db: Db, ctx: RequestContext, page: { skip: number; take: number }) {
  const rows = await paged(
    page,
    db.select().from(permissionContexts).orderBy(asc(permissionContexts.id)).$dynamic(),
    db.$count(permissionContexts),
  );
  return mapPage(rows, (r) => ({
    id: r.id,
    slug: r.slug,
    name: localized(ctx.language, r.nameEn, r.nameAr),
    bypassSlug: bypassSlugFor(r.id),
  }));
}

export async function listPermissionCategories(db: Db, ctx: RequestContext, page: { skip: number; take: number }) {
  const rows = await paged(
    page,
    db.select().from(permissionCategories).orderBy(asc(permissionCategories.id)).$dynamic(),
    db.$count(permissionCategories),
  );
  return mapPage(rows, (r) => ({ id: r.id, slug: r.slug, name: localized(ctx.language, r.nameEn, r.nameAr) }));
}

/**
 * How many members hold the set of the row, those of its organization. The set's columns written
 * out in full: inside the count's subquery Drizzle would leave `id` unqualified. Built when asked,
 * not as the module loads: the users module may still be loading then.
 */
function memberCount() {
  return memberCountOf(sql`"permission_sets"."organization_id"`, sql`"permission_sets"."id"`);
}

function toPermissionSet(
  row: typeof permissionSets.$inferSelect & { memberCount: number },
  language: Language,
): PermissionSet {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(language, row.name, row.nameAr),
    organizationId: row.organizationId,
    contextId: row.contextId,
    canBeEdited: row.canBeEdited,
    canBeDeleted: row.canBeDeleted,
    isPredefined: row.isPredefined,
    clonedFromId: row.clonedFromId,
    memberCount: Number(row.memberCount),
  };
}

export async function listPermissionSets(
  db: Db,
  ctx: RequestContext,
  query: { skip: number; take: number; contextId?: number | undefined },
) {
  const where = and(
    eq(permissionSets.organizationId, ctx.orgId),
    query.contextId ? eq(permissionSets.contextId, query.contextId) : undefined,
  );
  const rows = await paged(
    query,
    db
      .select({ set: permissionSets, memberCount: memberCount() })
      .from(permissionSets)
      .where(where)
      .orderBy(asc(permissionSets.id))
      .$dynamic(),
    db.$count(permissionSets, where),
  );
  return mapPage(rows, (r) => toPermissionSet({ ...r.set, memberCount: r.memberCount }, ctx.language));
}

export async function getPermissionSetById(
  db: Db | Tx,
  ctx: RequestContext,
  permissionSetId: number,
): Promise<CallResponse<typeof getPermissionSet>> {
  const [row] = await db
    .select({ set: permissionSets, memberCount: memberCount() })
    .from(permissionSets)
    .where(inOrganization(permissionSets, ctx.orgId, eq(permissionSets.id, permissionSetId)));
  if (!row) throw notFound();
  const slugs = await db
    .select({ slug: permissions.slug })
    .from(permissionSetPermissions)
    .innerJoin(permissions, eq(permissions.id, permissionSetPermissions.permissionId))
    .where(eq(permissionSetPermissions.permissionSetId, permissionSetId))
    .orderBy(asc(permissions.slug));
  return {
    ...toPermissionSet({ ...row.set, memberCount: row.memberCount }, ctx.language),
    permissions: slugs.map((s) => s.slug),
  };
}

/** Ids of assignable permissions of one context; hidden ones (bypass slugs) are not assignable. */
async function resolveAssignable(tx: Tx, slugs: string[], contextId: number): Promise<number[]> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({
      id: permissions.id,
      slug: permissions.slug,
      contextId: permissions.contextId,
      isHidden: permissions.isHidden,
    })
    .from(permissions)
    .where(inArray(permissions.slug, unique));
  const known = rows.filter((r) => !r.isHidden);
  const unknown = unique.filter((slug) => !known.some((r) => r.slug === slug));
  if (unknown.length) {
    throw new AppError(
      'permissions-004',
      unknown.map((slug) => ({ path: 'body.permissions', message: slug })),
    );
  }
  const foreign = known.filter((r) => r.contextId !== contextId);
  if (foreign.length) {
    throw new AppError(
      'permissions-005',
      foreign.map((r) => ({ path: 'body.permissions', message: r.slug })),
    );
  }
  const ids = known.map((r) => r.id);
  await requirePrerequisites(tx, ids, contextId);
  return ids;
}

/**
 * A set must hold the prerequisites of its permissions that belong to its own context (those of
 * other contexts, the organization's plan, are not the set's to give): `permissions-006` names
 * each missing one as `needed ← by`.
 */
async function requirePrerequisites(tx: Tx, ids: number[], contextId: number): Promise<void> {
  if (ids.length === 0) return;
  const held = new Set(ids);
  const prerequisite = alias(permissions, 'prerequisite');
  const dependant = alias(permissions, 'dependant');
  const rows = await tx
    .select({ by: dependant.slug, neededId: prerequisite.id, needed: prerequisite.slug })
    .from(permissionPrerequisites)
    .innerJoin(prerequisite, eq(prerequisite.id, permissionPrerequisites.prerequisiteId))
    .innerJoin(dependant, eq(dependant.id, permissionPrerequisites.permissionId))
    .where(and(inArray(permissionPrerequisites.permissionId, ids), eq(prerequisite.contextId, contextId)));
  const missing = rows.filter((r) => !held.has(r.neededId));
  if (missing.length) {
    throw new AppError(
      'permissions-006',
      missing.map((r) => ({ path: 'body.permissions', message: `${r.needed} ← ${r.by}` })),
    );
  }
}

async function replaceSetPermissions(tx: Tx, setId: number, permissionIds: number[]) {
  await tx.delete(permissionSetPermissions).where(eq(permissionSetPermissions.permissionSetId, setId));
  if (permissionIds.length) {
    await tx
      .insert(permissionSetPermissions)
      .values(permissionIds.map((permissionId) => ({ permissionSetId: setId, permissionId })));
  }
}

function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return base || 'set';
}

/** Creates a set, copying the permissions of `clonedFromId` unless `permissions` is given. */
export async function createPermissionSet(
  db: Db,
  ctx: RequestContext,
  body: { name: string; clonedFromId?: number | undefined; permissions?: string[] | undefined },
) {
  const id = await db.transaction(async (tx) => {
    let contextId = 4;
    let permissionIds: number[] = [];
    if (body.clonedFromId !== undefined) {
      const source = await getPermissionSetById(tx, ctx, body.clonedFromId);
      contextId = source.contextId;
      if (body.permissions === undefined) {
        const rows = await tx
          .select({ permissionId: permissionSetPermissions.permissionId })
          .from(permissionSetPermissions)
          .where(eq(permissionSetPermissions.permissionSetId, source.id));
        permissionIds = rows.map((r) => r.permissionId);
      }
    }
    if (body.permissions !== undefined) permissionIds = await resolveAssignable(tx, body.permissions, contextId);
    const [created] = await tx
      .insert(permissionSets)
      .values({
        organizationId: ctx.orgId,
        slug: `${slugify(body.name)}_${randomBytes(3).toString('hex')}`,
        name: body.name,
        contextId,
        clonedFromId: body.clonedFromId ?? null,
      })
      .returning({ id: permissionSets.id });
    if (!created) throw new Error('insert returned nothing');
    await replaceSetPermissions(tx, created.id, permissionIds);
    if (body.clonedFromId !== undefined && body.permissions === undefined) {
      await requirePrerequisites(tx, permissionIds, contextId);
    }
    await recordAudit(tx, ctx, {
      action: 'permission_sets.created',
      target: { kind: 'permissionSet', id: created.id, name: body.name },
      details: { clonedFromId: body.clonedFromId ?? null },
    });
    return created.id;
  });
  return getPermissionSetById(db, ctx, id);
}

export async function updatePermissionSet(
  db: Db,
  ctx: RequestContext,
  permissionSetId: number,
  body: { name?: string | undefined; permissions?: string[] | undefined },
) {
  await db.transaction(async (tx) => {
    const [set] = await tx
      .select()
      .from(permissionSets)
      .where(inOrganization(permissionSets, ctx.orgId, eq(permissionSets.id, permissionSetId)))
      .for('update');
    if (!set) throw notFound();
    if (!set.canBeEdited) throw new AppError('permissions-001');
    if (body.name !== undefined) {
      await tx
        .update(permissionSets)
        .set({ name: body.name, nameAr: null })
        .where(inOrganization(permissionSets, ctx.orgId, eq(permissionSets.id, set.id)));
    }
    if (body.permissions !== undefined) {
      await replaceSetPermissions(tx, set.id, await resolveAssignable(tx, body.permissions, set.contextId));
    }
    await recordAudit(tx, ctx, {
      action: 'permission_sets.updated',
      target: { kind: 'permissionSet', id: set.id, name: body.name ?? set.name },
      details: {
        ...(body.name !== undefined && body.name !== set.name ? { previousName: set.name } : {}),
        ...(body.permissions !== undefined ? { permissions: [...new Set(body.permissions)].sort() } : {}),
      },
    });
  });
  if (body.permissions !== undefined) await ctx.identity.changed({ permissionSetId });
  return getPermissionSetById(db, ctx, permissionSetId);
}

export async function deletePermissionSet(db: Db, ctx: RequestContext, permissionSetId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [set] = await tx
      .select({ set: permissionSets, memberCount: memberCount() })
      .from(permissionSets)
      .where(inOrganization(permissionSets, ctx.orgId, eq(permissionSets.id, permissionSetId)))
      .for('update');
    if (!set) throw notFound();
    if (!set.set.canBeDeleted) throw new AppError('permissions-002');
    if (Number(set.memberCount) > 0) throw new AppError('permissions-003');
    await tx
      .delete(permissionSets)
      .where(inOrganization(permissionSets, ctx.orgId, eq(permissionSets.id, permissionSetId)));
    await recordAudit(tx, ctx, {
      action: 'permission_sets.deleted',
      target: { kind: 'permissionSet', id: set.set.id, name: set.set.name },
    });
  });
  await ctx.identity.changed({ permissionSetId });
  return null;
}

type AuditQuery = {
  skip: number;
  take: number;
  action?: AuditAction | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: AuditSortColumn | undefined;
  order?: SortOrder | undefined;
};

function personName(
  row: { firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null },
  language: Language,
) {
  const arabic = language === 'ar' && Boolean(row.firstNameAr);
  const first = arabic ? (row.firstNameAr ?? row.firstName) : row.firstName;
  const last = arabic ? (row.lastNameAr ?? row.lastName) : row.lastName;
  return `${first} ${last}`.trim();
}

function personOf(
  row: null | {
    id: number | null;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    firstNameAr: string | null;
    lastNameAr: string | null;
  },
  language: Language,
) {
  if (!row || row.id === null || row.email === null) return null;
  return {
    id: row.id,
    email: row.email,
    name: personName(
      {
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
        firstNameAr: row.firstNameAr,
        lastNameAr: row.lastNameAr,
      },
      language,
    ),
  };
}

function targetOf(metadata: unknown): AuditTarget | null {
  const parsed = AuditTarget.safeParse((metadata as { target?: unknown } | null)?.target);
  return parsed.success ? parsed.data : null;
}

/** The organization's audit log, newest first (`GET audit-log`). */
export async function listAuditLog(db: Db, ctx: RequestContext, query: AuditQuery) {
  const actor = peopleAs('actor');
  const subject = peopleAs('subject');
  const text = query.actor?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const actorMatches: SQL | undefined = pattern
    ? or(
        ilike(actor.email, pattern),
        ilike(sql`${actor.firstName} || ' ' || ${actor.lastName}`, pattern),
        ilike(sql`coalesce(${actor.firstNameAr}, '') || ' ' || coalesce(${actor.lastNameAr}, '')`, pattern),
      )
    : undefined;
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  const where = inOrganization(
    auditLog,
    ctx.orgId,
    // Only the actions the contract names are shown (a row of another kind is not this log's).
    query.action ? eq(auditLog.action, query.action) : inArray(auditLog.action, AuditAction.options),
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.createdAt, dayAfter(query.to)) : undefined,
    actorMatches,
  );
  // Newest first unless told; ties (an action, a person) newest first too.
  const sortKeys: SortKeys<AuditSortColumn> = {
    createdAt: [auditLog.createdAt, auditLog.id],
    action: [auditLog.action],
    actor: [nullable(actor.firstName), nullable(actor.lastName)],
    subject: [nullable(subject.firstName), nullable(subject.lastName)],
  };
  const order = orderOf(sortKeys, sortingOf(query, { sort: 'createdAt', order: 'desc' }), [
    desc(auditLog.createdAt),
    desc(auditLog.id),
  ]);
  const rows = await paged(
    query,
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        createdAt: auditLog.createdAt,
        metadata: auditLog.metadata,
        actor: {
          id: actor.id,
          email: actor.email,
          firstName: actor.firstName,
          lastName: actor.lastName,
          firstNameAr: actor.firstNameAr,
          lastNameAr: actor.lastNameAr,
        },
        subject: {
          id: subject.id,
          email: subject.email,
          firstName: subject.firstName,
          lastName: subject.lastName,
          firstNameAr: subject.firstNameAr,
          lastNameAr: subject.lastNameAr,
        },
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(where),
  );
  return mapPage(rows, (r) => ({
    id: r.id,
    action: AuditAction.parse(r.action),
    createdAt: r.createdAt.toISOString(),
    actor: personOf(r.actor, ctx.language),
    subject: personOf(r.subject, ctx.language),
    target: targetOf(r.metadata),
  }));
}
