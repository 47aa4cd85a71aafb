import type { ComponentType } from 'react';
import type en from '../i18n/en.json';

/** A page's name in the i18n files (`pages.<page>.title`), shown in the document title. */
export type PageTitleKey = `pages.${keyof (typeof en)['pages']}.title`;

/** What the shell and (later) the route guard need to know about a page. */
export type RouteMeta = {
  titleKey: PageTitleKey;
  /** Signed-in users only; guests are sent to login and come back after it. */
  requiresAuth: boolean;
  /** Guests only (login, register): signed-in users go to the dashboard. */
  requiresLogout: boolean;
  /** Whether the side menu shows around the page (spec: hidden on landing, auth, certificates…). */
  hasSideMenu: boolean;
};

export type AppRoute = {
  path: string;
  meta: RouteMeta;
  /** The page module, loaded on first visit so that every page is its own chunk. */
  load: () => Promise<ComponentType>;
};

const publicPage = { requiresAuth: false, requiresLogout: false } as const;

export const HOME_PATH = '/landing-page';

/** Every page of the app with its meta. The router builds its routes from this table. */
export const appRoutes: readonly AppRoute[] = [
  {
    path: HOME_PATH,
    meta: { ...publicPage, titleKey: 'pages.landing.title', hasSideMenu: false },
    load: async () => (await import('../features/landing/pages/landing-page.tsx')).LandingPage,
  },
];

/** Shown for any path no route claims. */
export const notFoundRoute: AppRoute = {
  path: '*',
  meta: { ...publicPage, titleKey: 'pages.notFound.title', hasSideMenu: false },
  load: async () => (await import('./pages/not-found-page.tsx')).NotFoundPage,
};
