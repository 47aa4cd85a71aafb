import {
  approveOrganizationMember,
  deactivateOrganizationMember,
  forceMemberPasswordReset,
  importOrganizationMembers,
  inviteOrganizationMember,
  listOrganizationMembers,
  reactivateOrganizationMember,
  removeOrganizationMember,
  resendMemberInvitation,
  updateOrganizationMember,
} from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import { importMembers } from './members.import.ts';
import * as members from './members.service.ts';

/** Members administration of the staff portal (issue 13): owns no tables, writes users' and memberships' rows. */
export const membersModule = defineModule({
  name: 'members',
  calls: {
    listOrganizationMembers,
    updateOrganizationMember,
    deactivateOrganizationMember,
    reactivateOrganizationMember,
    approveOrganizationMember,
    forceMemberPasswordReset,
    inviteOrganizationMember,
    importOrganizationMembers,
    resendMemberInvitation,
    removeOrganizationMember,
  },
  handlers: (deps) => ({
    listOrganizationMembers: (ctx, { query }) => members.listMembers(deps.db, ctx, query),
    updateOrganizationMember: (ctx, { params, body }) => members.updateMember(deps.db, ctx, params.userId, body),
    deactivateOrganizationMember: (ctx, { params }) => members.changeAccount(deps, ctx, params.userId, 'deactivate'),
    reactivateOrganizationMember: (ctx, { params }) => members.changeAccount(deps, ctx, params.userId, 'reactivate'),
    approveOrganizationMember: (ctx, { params }) => members.changeAccount(deps, ctx, params.userId, 'approve'),
    forceMemberPasswordReset: (ctx, { params }) => members.changeAccount(deps, ctx, params.userId, 'forceReset'),
    inviteOrganizationMember: (ctx, { body }) => members.inviteOne(deps, ctx, body),
    importOrganizationMembers: (ctx, { body }) => importMembers(deps, ctx, body.csv),
    resendMemberInvitation: (ctx, { params }) => members.resendInvitation(deps, ctx, params.userId),
    removeOrganizationMember: (ctx, { params }) => members.removeMember(deps, ctx, params.userId),
  }),
});
