/**
 * Organizations: their settings, configuration, colours, provisioning and the cache of known
 * organizations.
 *
 * The module's public surface: other modules and the app import this file (and tables from
 * `organizations.tables.ts`), never the files behind it (`.dependency-cruiser.cjs`).
 */
export { createOrganizationCache } from './organizations.cache.ts';
export { organizationsModule } from './organizations.module.ts';
export { provisionOrganization } from './organizations.provision.ts';
export {
  /** The organization's currency. */
  currencyOf,
  /** The names and domain prefix of an organization. */
  findOrganizationNames,
  /** One of the organization's colours (`primary`, …), if set. */
  organizationColor,
  /** View: organizations by name (both languages), domain prefix and logo, to join on `id`. */
  organizationNames,
} from './organizations.reads.ts';
export { flagsOn, listConfiguration, resolveDashboardOrganization } from './organizations.service.ts';
