import { type AppRoute, page, withNamespaces } from '../../routing/app-route.ts';

/** `/notifications` (spec 1 §2): signed-in users. */
export const notificationRoutes: readonly AppRoute[] = withNamespaces(
  ['notifications'],
  [
    page(
      '/notifications',
      'notifications',
      async () => (await import('./pages/notifications-page.tsx')).NotificationsPage,
      {
        requiresAuth: true,
      },
    ),
  ],
);
