import { z } from 'zod';
import { Email } from './auth.ts';
import { defineCall, Id, Language, listOf, NoContent, Pagination, Sorting, Text } from './http.ts';
import { MemberPermission, OrganizationPermission } from './permission-slugs.ts';

/**
 * Members administration of the staff portal (issue 13, "Administrators > Members"): the
 * organization's administrators (administrator portal, in an organization whose plan manages
 * members) list, invite, import and manage the organization's members.
 */
const memberAdministrators = {
  kind: 'signedIn',
  memberPermissions: [MemberPermission.administratorPortal],
  organizationPermissions: [OrganizationPermission.crudMembers],
} as const;

export const MemberStatus = z.enum(['active', 'deactivated', 'pending']);
export type MemberStatus = z.infer<typeof MemberStatus>;

export const OrganizationMember = z.object({
  userId: z.number().int(),
  email: Text(),
  firstName: Text(),
  lastName: Text(),
  firstNameAr: Text().nullable(),
  lastNameAr: Text().nullable(),
  permissionSet: z.object({ id: z.number().int(), slug: Text(), name: Text() }),
  permissionSetIsLocked: z.boolean(),
  status: MemberStatus,
  forceResetPassword: z.boolean(),
  /** Invited and not signed in yet: the account has no password (its invitation may be sent again). */
  isInvitationPending: z.boolean(),
  joinedAt: Text(),
});
export type OrganizationMember = z.infer<typeof OrganizationMember>;

const MemberParams = z.object({ userId: Id });
const Name = Text().trim().min(1).max(100);
const OptionalName = Text().trim().max(100).nullable().optional();

/** The Members table's columns it sorts by; by name (first, then last) unless told. */
export const MemberSortColumn = z.enum(['name', 'email', 'permissionSet', 'status', 'joinedAt']);
export type MemberSortColumn = z.infer<typeof MemberSortColumn>;
const MemberSorting = Sorting(MemberSortColumn);

export const listOrganizationMembers = defineCall({
  method: 'GET',
  path: '/organization-members',
  summary:
    "The organization's members, by name unless `sort` names another column (ascending unless `order` is desc): searched by name (English or Arabic) or e-mail, filtered by permission set and status.",
  tags: ['members'],
  access: memberAdministrators,
  query: Pagination.extend({
    search: Text().trim().max(200).optional(),
    permissionSetId: Id.optional(),
    status: MemberStatus.optional(),
  }).extend(MemberSorting.shape),
  response: listOf(OrganizationMember),
});

export const updateOrganizationMember = defineCall({
  method: 'PATCH',
  path: '/organization-members/:userId',
  summary: "Gives a member another of the organization's permission sets, and locks or unlocks it.",
  tags: ['members'],
  access: memberAdministrators,
  params: MemberParams,
  body: z
    .object({ permissionSetId: Id.optional(), permissionSetIsLocked: z.boolean().optional() })
    .refine((b) => b.permissionSetId !== undefined || b.permissionSetIsLocked !== undefined, {
      message: 'Nothing to change',
    }),
  response: OrganizationMember,
  errors: ['members-001', 'members-003'],
});

export const deactivateOrganizationMember = defineCall({
  method: 'POST',
  path: '/organization-members/:userId/deactivate',
  summary: 'Deactivates a member: they cannot sign in and their sessions end.',
  tags: ['members'],
  access: memberAdministrators,
  params: MemberParams,
  response: OrganizationMember,
  errors: ['members-001', 'members-002'],
});

export const reactivateOrganizationMember = defineCall({
  method: 'POST',
  path: '/organization-members/:userId/reactivate',
  summary: 'Reactivates a deactivated member.',
  tags: ['members'],
  access: memberAdministrators,
  params: MemberParams,
  response: OrganizationMember,
  errors: ['members-001', 'members-002'],
});

export const approveOrganizationMember = defineCall({
  method: 'POST',
  path: '/organization-members/:userId/approve',
  summary: 'Approves a registration waiting for approval: the member may sign in.',
  tags: ['members'],
  access: memberAdministrators,
  params: MemberParams,
  response: OrganizationMember,
  errors: ['members-002'],
});

export const forceMemberPasswordReset = defineCall({
  method: 'POST',
  path: '/organization-members/:userId/force-password-reset',
  summary: 'Makes a member choose a new password at their next request.',
  tags: ['members'],
  access: memberAdministrators,
  params: MemberParams,
  response: OrganizationMember,
  errors: ['members-001', 'members-002'],
});

export const resendMemberInvitation = defineCall({
  method: 'POST',
  path: '/organization-members/:userId/invitation',
  summary:
    'Sends an invited member, who has not signed in yet, a new invitation e-mail with a new link (the earlier link keeps working until it expires).',
  tags: ['members'],
  access: memberAdministrators,
  params: MemberParams,
  response: OrganizationMember,
  errors: ['members-007'],
});

export const removeOrganizationMember = defineCall({
  method: 'DELETE',
  path: '/organization-members/:userId',
  summary:
    "Removes a person from the organization: their membership and their enrolments in the organization's courses end (finished lessons and certificates stay); the account itself stays.",
  tags: ['members'],
  access: memberAdministrators,
  params: MemberParams,
  response: NoContent,
  status: 204,
  errors: ['members-001'],
});

export const InviteMemberBody = z.object({
  email: Email,
  firstName: Name,
  lastName: Name,
  firstNameAr: OptionalName,
  lastNameAr: OptionalName,
  permissionSetId: Id.optional(),
  preferredLanguage: Language.optional(),
});

export const inviteOrganizationMember = defineCall({
  method: 'POST',
  path: '/organization-members/invitations',
  summary:
    'Invites a person by e-mail: a new account (an e-mailed link sets its password), or an existing account joins the organization.',
  tags: ['members'],
  access: memberAdministrators,
  body: InviteMemberBody,
  response: OrganizationMember,
  status: 201,
  errors: ['members-003', 'members-004', 'common-002'],
});

/** The largest CSV one import call takes (clients send a long file in parts). */
export const MEMBER_IMPORT_MAX_ROWS = 200;

export const MemberImportRow = z.object({
  /** The row's number in the CSV sent, counting the header as row 1. */
  row: z.number().int(),
  email: Text(),
  outcome: z.enum(['created', 'added', 'alreadyMember', 'invalid']),
  /** Why an invalid row was refused (an error code of the members domain, or `validation`). */
  reason: Text().nullable(),
  /** The fields of an invalid row that were wrong. */
  fields: z.array(Text()),
});
export type MemberImportRow = z.infer<typeof MemberImportRow>;

export const importOrganizationMembers = defineCall({
  method: 'POST',
  path: '/organization-members/imports',
  summary: `Imports members from CSV text (header: email, firstName, lastName, optional firstNameAr, lastNameAr, permissionSet), at most ${MEMBER_IMPORT_MAX_ROWS} rows per call; answers one outcome per row and invites each new member.`,
  tags: ['members'],
  access: memberAdministrators,
  body: z.object({ csv: Text().min(1).max(200_000) }),
  response: z.object({ rows: z.array(MemberImportRow) }),
  errors: ['members-005'],
});
