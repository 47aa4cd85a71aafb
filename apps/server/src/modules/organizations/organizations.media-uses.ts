import type { PublicMediaUse } from '../media/index.ts';
import { organizations, organizationTerms } from './organizations.tables.ts';

/**
 * What the organization's columns that point at files do to them (the media module's
 * `mediaUses`): its branding (logo, icon, certificate icon) and the images of its own terms are
 * public, shown on every page, signed in or not.
 */
export const brandingMediaUse: PublicMediaUse = {
  name: 'organizations: logo, icon and certificate icon',
  table: organizations,
  columns: [organizations.logoId, organizations.iconId, organizations.certificateIconId],
  access: 'public',
};

export const termMediaUse: PublicMediaUse = {
  name: 'organizations: images of terms',
  table: organizationTerms,
  columns: [organizationTerms.mediaId],
  access: 'public',
};
