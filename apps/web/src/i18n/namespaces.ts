import type { Language } from '@manara/contract';
import type { FlatNamespace, TFunction } from 'i18next';

/**
 * The global namespace (`src/i18n/<language>.json`): what the shell and every page show (app,
 * menus, page titles, footer, errors, form messages, …). Loaded before the app first renders.
 */
export const GLOBAL_NAMESPACE = 'translation';

/** A feature's namespace: loaded with the feature's routes, in the current language only. */
export type FeatureNamespace = Exclude<FlatNamespace, typeof GLOBAL_NAMESPACE>;

/** A `t` of any namespace, for helpers that translate global keys: every namespace finds them (fallbackNS). */
export type AnyNamespaceT = TFunction<FlatNamespace>;

/** The folder under `src/features/` whose `i18n/<language>.json` hold each feature namespace. */
export const featureNamespaceFolders = {
  access: 'access',
  auth: 'auth',
  authoring: 'course-authoring',
  catalogue: 'catalogue',
  certificates: 'certificates',
  landing: 'landing',
  learning: 'learning',
  mailbox: 'dev',
  members: 'members',
  organizations: 'organizations',
  portal: 'portal',
  notifications: 'notifications',
  profile: 'users',
  publicSite: 'public-site',
  reviews: 'reviews',
  specializations: 'specializations',
  support: 'support',
} as const satisfies Record<FeatureNamespace, string>;

/** The path of a namespace's texts in a language, relative to `src/i18n/` (as `import.meta.glob` keys them). */
export function bundlePath(namespace: string, language: Language | string): string | undefined {
  if (namespace === GLOBAL_NAMESPACE) return `./${language}.json`;
  const folder = featureNamespaceFolders[namespace as FeatureNamespace];
  return folder && `../features/${folder}/i18n/${language}.json`;
}
