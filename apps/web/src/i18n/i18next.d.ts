import 'i18next';
import type { ErrorCode } from '@manara/contract';
import type access from '../features/access/i18n/en.json';
import type auth from '../features/auth/i18n/en.json';
import type catalogue from '../features/catalogue/i18n/en.json';
import type certificates from '../features/certificates/i18n/en.json';
import type authoring from '../features/course-authoring/i18n/en.json';
import type mailbox from '../features/dev/i18n/en.json';
import type landing from '../features/landing/i18n/en.json';
import type learning from '../features/learning/i18n/en.json';
import type members from '../features/members/i18n/en.json';
import type notifications from '../features/notifications/i18n/en.json';
import type organizations from '../features/organizations/i18n/en.json';
import type portal from '../features/portal/i18n/en.json';
import type publicSite from '../features/public-site/i18n/en.json';
import type reviews from '../features/reviews/i18n/en.json';
import type specializations from '../features/specializations/i18n/en.json';
import type support from '../features/support/i18n/en.json';
import type profile from '../features/users/i18n/en.json';
import type global from './en.json';

/**
 * The namespaces and their keys (English is the reference; the parity test holds Arabic to it).
 * `translation` is the global namespace; a feature's namespace is in `features/<feature>/i18n/`
 * (the folder of each is in `namespaces.ts`). Keys of `translation` work unprefixed in every
 * namespace (fallbackNS): a feature's component says `t('errors.common-500')` as well as its own keys.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    resources: {
      // The errors' texts come from the contract's catalogue (i18n.ts adds them to the global texts).
      translation: typeof global & { errors: Record<ErrorCode, string> };
      access: typeof access;
      auth: typeof auth;
      authoring: typeof authoring;
      catalogue: typeof catalogue;
      certificates: typeof certificates;
      landing: typeof landing;
      learning: typeof learning;
      mailbox: typeof mailbox;
      members: typeof members;
      organizations: typeof organizations;
      portal: typeof portal;
      notifications: typeof notifications;
      profile: typeof profile;
      publicSite: typeof publicSite;
      reviews: typeof reviews;
      specializations: typeof specializations;
      support: typeof support;
    };
  }
}
