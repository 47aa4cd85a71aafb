// Every namespace's texts of a language in one object (`en.catalogue.card…`), for the tests to find
// what the app shows. The app loads them per feature (src/i18n/namespaces.ts).

import { errorCatalogue } from '@manara/contract';
import arAccess from '../../src/features/access/i18n/ar.json' with { type: 'json' };
import enAccess from '../../src/features/access/i18n/en.json' with { type: 'json' };
import arAuth from '../../src/features/auth/i18n/ar.json' with { type: 'json' };
import enAuth from '../../src/features/auth/i18n/en.json' with { type: 'json' };
import arCatalogue from '../../src/features/catalogue/i18n/ar.json' with { type: 'json' };
import enCatalogue from '../../src/features/catalogue/i18n/en.json' with { type: 'json' };
import arCertificates from '../../src/features/certificates/i18n/ar.json' with { type: 'json' };
import enCertificates from '../../src/features/certificates/i18n/en.json' with { type: 'json' };
import arAuthoring from '../../src/features/course-authoring/i18n/ar.json' with { type: 'json' };
import enAuthoring from '../../src/features/course-authoring/i18n/en.json' with { type: 'json' };
import arMailbox from '../../src/features/dev/i18n/ar.json' with { type: 'json' };
import enMailbox from '../../src/features/dev/i18n/en.json' with { type: 'json' };
import arLanding from '../../src/features/landing/i18n/ar.json' with { type: 'json' };
import enLanding from '../../src/features/landing/i18n/en.json' with { type: 'json' };
import arLearning from '../../src/features/learning/i18n/ar.json' with { type: 'json' };
import enLearning from '../../src/features/learning/i18n/en.json' with { type: 'json' };
import arMembers from '../../src/features/members/i18n/ar.json' with { type: 'json' };
import enMembers from '../../src/features/members/i18n/en.json' with { type: 'json' };
import arNotifications from '../../src/features/notifications/i18n/ar.json' with { type: 'json' };
import enNotifications from '../../src/features/notifications/i18n/en.json' with { type: 'json' };
import arOrganizations from '../../src/features/organizations/i18n/ar.json' with { type: 'json' };
import enOrganizations from '../../src/features/organizations/i18n/en.json' with { type: 'json' };
import arPortal from '../../src/features/portal/i18n/ar.json' with { type: 'json' };
import enPortal from '../../src/features/portal/i18n/en.json' with { type: 'json' };
import arPublicSite from '../../src/features/public-site/i18n/ar.json' with { type: 'json' };
import enPublicSite from '../../src/features/public-site/i18n/en.json' with { type: 'json' };
import arReviews from '../../src/features/reviews/i18n/ar.json' with { type: 'json' };
import enReviews from '../../src/features/reviews/i18n/en.json' with { type: 'json' };
import arSpecializations from '../../src/features/specializations/i18n/ar.json' with { type: 'json' };
import enSpecializations from '../../src/features/specializations/i18n/en.json' with { type: 'json' };
import arSupport from '../../src/features/support/i18n/ar.json' with { type: 'json' };
import enSupport from '../../src/features/support/i18n/en.json' with { type: 'json' };
import arProfile from '../../src/features/users/i18n/ar.json' with { type: 'json' };
import enProfile from '../../src/features/users/i18n/en.json' with { type: 'json' };
import arGlobal from '../../src/i18n/ar.json' with { type: 'json' };
import enGlobal from '../../src/i18n/en.json' with { type: 'json' };

/** The error codes' texts of a language, from the contract's catalogue (their one source). */
function errorTexts(language: 'en' | 'ar') {
  return Object.fromEntries(Object.entries(errorCatalogue).map(([code, entry]) => [code, entry[language]])) as Record<
    keyof typeof errorCatalogue,
    string
  >;
}

export const en = {
  ...enGlobal,
  errors: errorTexts('en'),
  ...enAuth,
  ...enAuthoring,
  ...enCatalogue,
  ...enCertificates,
  ...enLanding,
  ...enLearning,
  ...enMailbox,
  ...enMembers,
  ...enOrganizations,
  ...enPortal,
  ...enNotifications,
  ...enProfile,
  ...enPublicSite,
  ...enReviews,
  ...enSpecializations,
  ...enSupport,
  ...enAccess,
};

export const ar = {
  ...arGlobal,
  errors: errorTexts('ar'),
  ...arAuth,
  ...arAuthoring,
  ...arCatalogue,
  ...arCertificates,
  ...arLanding,
  ...arLearning,
  ...arMailbox,
  ...arMembers,
  ...arOrganizations,
  ...arPortal,
  ...arNotifications,
  ...arProfile,
  ...arPublicSite,
  ...arReviews,
  ...arSpecializations,
  ...arSupport,
  ...arAccess,
};

/** The texts of one language, as the tests read them. */
export type Texts = typeof en;

/** A text with its `{{name}}` placeholders filled, as i18next would. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
