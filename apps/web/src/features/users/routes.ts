import { type AppRoute, page, withNamespaces } from '../../routing/app-route.ts';
import { PROFILE_PATH } from '../../routing/paths.ts';

/** The signed-in user's profile (issue 3). Its security section uses auth's password fields and dialog. */
export const userRoutes: readonly AppRoute[] = withNamespaces(
  ['profile', 'auth'],
  [
    page(PROFILE_PATH, 'profile', async () => (await import('./pages/profile-page.tsx')).ProfilePage, {
      requiresAuth: true,
    }),
  ],
);
