import { z } from 'zod';
import {
  CalendarDate,
  DateTime,
  defineCall,
  Id,
  listOf,
  MAX_INT4,
  NoContent,
  Pagination,
  publicAccess,
  Sorting,
  Text,
  takeUpTo,
} from './http.ts';
import { MemberPermission } from './permission-slugs.ts';

const canManageSets = { kind: 'signedIn', memberPermissions: [MemberPermission.managePermissionSets] } as const;

export const PermissionSummary = z.object({
  id: z.number().int(),
  slug: Text(),
  name: Text(),
  isHidden: z.boolean(),
  contextId: z.number().int(),
  category: z.object({ id: z.number().int(), slug: Text(), name: Text() }).nullable(),
  prerequisites: z.array(z.object({ slug: Text() })),
  peers: z.array(z.object({ slug: Text() })),
});
export type PermissionSummary = z.infer<typeof PermissionSummary>;

export const PermissionSet = z.object({
  id: z.number().int(),
  slug: Text(),
  name: Text(),
  organizationId: z.number().int(),
  contextId: z.number().int(),
  canBeEdited: z.boolean(),
  canBeDeleted: z.boolean(),
  isPredefined: z.boolean(),
  clonedFromId: z.number().int().nullable(),
  memberCount: z.number().int(),
});
export type PermissionSet = z.infer<typeof PermissionSet>;

export const PermissionSetDetail = PermissionSet.extend({ permissions: z.array(Text()) });

/** A permission set's name (the editor's and the clone dialog's field). */
export const PermissionSetName = Text().trim().min(1).max(120);
const SetName = PermissionSetName;
const Slugs = z.array(Text().trim().min(1).max(100)).max(500);

export const getSystemPermissions = defineCall({
  method: 'GET',
  path: '/permissions-system',
  summary:
    "The permission slugs in force for the caller: the organization's own, plus the signed-in member's set. Anonymous callers get the organization's.",
  tags: ['permissions'],
  access: publicAccess,
  response: z.object({ data: z.array(Text()) }),
});

export const listPermissions = defineCall({
  method: 'GET',
  path: '/permissions',
  summary: 'The permission catalogue with contexts and prerequisites, as the permission check needs it.',
  tags: ['permissions'],
  access: publicAccess,
  query: Pagination.extend({
    // Clients ask for the whole catalogue with the largest safe integer (spec 1); served as at most 500.
    take: takeUpTo(500),
  }),
  response: listOf(PermissionSummary),
});

export const listPermissionContexts = defineCall({
  method: 'GET',
  path: '/permission-contexts',
  summary: 'Permission contexts with the bypass slug of each.',
  tags: ['permissions'],
  access: canManageSets,
  query: Pagination,
  response: listOf(z.object({ id: z.number().int(), slug: Text(), name: Text(), bypassSlug: Text() })),
});

export const listPermissionCategories = defineCall({
  method: 'GET',
  path: '/permission-categories',
  summary: 'Permission categories.',
  tags: ['permissions'],
  access: canManageSets,
  query: Pagination,
  response: listOf(z.object({ id: z.number().int(), slug: Text(), name: Text() })),
});

export const listPermissionSets = defineCall({
  method: 'GET',
  path: '/permission-sets',
  summary: "The organization's permission sets.",
  tags: ['permissions'],
  access: canManageSets,
  query: Pagination.extend({ contextId: z.coerce.number().int().min(1).max(MAX_INT4).optional() }),
  response: listOf(PermissionSet),
});

export const getPermissionSet = defineCall({
  method: 'GET',
  path: '/permission-sets/:permissionSetId',
  summary: 'One permission set with its permission slugs.',
  tags: ['permissions'],
  access: canManageSets,
  params: z.object({ permissionSetId: Id }),
  response: PermissionSetDetail,
});

export const createPermissionSet = defineCall({
  method: 'POST',
  path: '/permission-sets',
  summary: 'Creates a permission set, or clones one when `clonedFromId` is given.',
  tags: ['permissions'],
  access: canManageSets,
  body: z.object({ name: SetName, clonedFromId: Id.optional(), permissions: Slugs.optional() }),
  response: PermissionSetDetail,
  status: 201,
  errors: ['permissions-004', 'permissions-005', 'permissions-006', 'common-002'],
});

export const updatePermissionSet = defineCall({
  method: 'PATCH',
  path: '/permission-sets/:permissionSetId',
  summary: "Renames a set or replaces its permissions. Predefined sets that can't be edited refuse.",
  tags: ['permissions'],
  access: canManageSets,
  params: z.object({ permissionSetId: Id }),
  body: z
    .object({ name: SetName.optional(), permissions: Slugs.optional() })
    .refine((b) => b.name !== undefined || b.permissions !== undefined, { message: 'Nothing to change' }),
  response: PermissionSetDetail,
  errors: ['permissions-001', 'permissions-004', 'permissions-005', 'permissions-006'],
});

export const deletePermissionSet = defineCall({
  method: 'DELETE',
  path: '/permission-sets/:permissionSetId',
  summary: 'Deletes a set that can be deleted and that no member uses.',
  tags: ['permissions'],
  access: canManageSets,
  params: z.object({ permissionSetId: Id }),
  response: NoContent,
  status: 204,
  errors: ['permissions-002', 'permissions-003'],
});

/** What the audit log records (docs/decisions/permissions.md, "The audit log"). */
export const AuditAction = z.enum([
  'auth.masquerade',
  'auth.masquerade_ended',
  'account.deleted',
  'permission_sets.created',
  'permission_sets.updated',
  'permission_sets.deleted',
  'members.permission_set_assigned',
  'members.permission_set_locked',
  'members.permission_set_unlocked',
  'members.deactivated',
  'members.reactivated',
  'courses.deleted',
]);
export type AuditAction = z.infer<typeof AuditAction>;

/** What an entry was about besides a person: a permission set or a course, by its name at the time. */
export const AuditTarget = z.object({ kind: z.enum(['permissionSet', 'course']), id: z.number().int(), name: Text() });
export type AuditTarget = z.infer<typeof AuditTarget>;

const AuditPerson = z.object({ id: z.number().int(), name: Text(), email: Text() });

export const AuditEntry = z.object({
  id: z.number().int(),
  action: AuditAction,
  createdAt: DateTime(),
  /** Who did it; null when no one signed in did (or their account is gone). */
  actor: AuditPerson.nullable(),
  /** The person it was done to, if any. */
  subject: AuditPerson.nullable(),
  target: AuditTarget.nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** The audit log's columns it sorts by; newest first unless told (ties: newest first). */
export const AuditSortColumn = z.enum(['createdAt', 'action', 'actor', 'subject']);
export type AuditSortColumn = z.infer<typeof AuditSortColumn>;

export const listAuditLog = defineCall({
  method: 'GET',
  path: '/audit-log',
  summary:
    "The organization's audit log, newest first unless `sort` names a column (then ascending unless `order` is desc): masquerades, permission changes and deletions, filtered by action, actor (name or e-mail) and dates (inclusive calendar days, UTC).",
  tags: ['permissions'],
  access: {
    kind: 'signedIn',
    memberPermissions: [MemberPermission.administratorPortal],
    organizationPermissions: ['crud_members'],
  },
  query: Pagination.extend({
    action: AuditAction.optional(),
    actor: Text().trim().max(200).optional(),
    from: CalendarDate().optional(),
    to: CalendarDate().optional(),
  }).extend(Sorting(AuditSortColumn).shape),
  response: listOf(AuditEntry),
});
