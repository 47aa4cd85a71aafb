/** Members administration (issue 13), in the portal's administrator mode. */
export const MEMBERS_PATH = '/portal/admin/members';
