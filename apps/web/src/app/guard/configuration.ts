import { ConfigKey, type OrganizationDashboard } from '@manara/contract';
import { ANONYMOUS_VIEW_FLAGS, type ConfigurationFlag } from '../../routing/route-meta.ts';

export type ConfigurationState = Readonly<Record<ConfigurationFlag, boolean>>;

/** Which organization configuration key turns each route flag on. */
export const configurationKeyOf: Readonly<Record<ConfigurationFlag, string>> = {
  selfRegistration: ConfigKey.selfRegistrationEnabled,
  selfEnrollment: ConfigKey.selfEnrollmentEnabled,
  marketplace: ConfigKey.marketplaceEnabled,
  wallet: ConfigKey.walletEnabled,
  certificates: ConfigKey.certificatesEnabled,
  groups: ConfigKey.groupsEnabled,
  anonymousCourseView: ConfigKey.anonymousCourseView,
  anonymousExternalCourseView: ConfigKey.anonymousExternalCourseView,
  anonymousEventView: ConfigKey.anonymousEventView,
};

/** The organization's settings as the route guard reads them: a flag is on only when its value is `true`. */
export function readConfiguration(configuration: OrganizationDashboard['configuration']): ConfigurationState {
  const on = new Set(configuration.filter((entry) => entry.value === true).map((entry) => entry.key));
  return Object.fromEntries(Object.entries(configurationKeyOf).map(([flag, key]) => [flag, on.has(key)])) as Record<
    ConfigurationFlag,
    boolean
  >;
}

/**
 * Spec 1 §5 Configuration check: every setting the route needs is on; an anonymous-view
 * setting (course, external course, event) is needed only by guests.
 */
export function passesConfigurationCheck(
  required: readonly ConfigurationFlag[],
  configuration: ConfigurationState,
  isSignedIn: boolean,
): boolean {
  return required.every((flag) => (isSignedIn && ANONYMOUS_VIEW_FLAGS.has(flag)) || configuration[flag]);
}
