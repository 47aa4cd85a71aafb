/** Support tickets and contact messages (issue 13), in the administrator mode's support area. */
export const SUPPORT_INBOX_PATH = '/portal/admin/support';
/** Newsletter subscribers and their export (issue 13), in the administrator mode's support area. */
export const NEWSLETTER_SUBSCRIBERS_PATH = '/portal/admin/newsletter';
