import { type AppRoute, page, withNamespaces } from '../../routing/app-route.ts';

/** Development only: the server answers the outbox only while mail goes to it. */
export const devRoutes: readonly AppRoute[] = withNamespaces(
  ['mailbox'],
  [
    page('/dev/mailbox', 'mailbox', async () => (await import('./pages/mailbox-page.tsx')).MailboxPage, {
      hasSideMenu: false,
    }),
  ],
);
