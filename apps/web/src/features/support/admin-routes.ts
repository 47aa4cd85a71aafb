import { type AppRoute, portalPage, portalRules, withNamespaces } from '../../routing/app-route.ts';
import { NEWSLETTER_SUBSCRIBERS_PATH, SUPPORT_INBOX_PATH } from './support-admin-paths.ts';

/**
 * Support in the staff portal (issue 13): tickets and contact messages, and the newsletter's
 * subscribers with their CSV export. Support staff are the administrators (the server's rule).
 */
export const supportAdminRoutes: readonly AppRoute[] = withNamespaces(
  ['support'],
  [
    portalPage(
      SUPPORT_INBOX_PATH,
      'supportInbox',
      async () => (await import('./portal/support-inbox-page.tsx')).SupportInboxPage,
      portalRules.administrator,
    ),
    portalPage(
      NEWSLETTER_SUBSCRIBERS_PATH,
      'newsletterSubscribers',
      async () => (await import('./portal/newsletter-page.tsx')).NewsletterPage,
      portalRules.administrator,
    ),
  ],
);
