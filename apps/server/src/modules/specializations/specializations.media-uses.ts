import { eq } from 'drizzle-orm';
import type { PublicMediaUse } from '../media/index.ts';
import { specializations } from './specializations.tables.ts';

/**
 * What a specialization's cover does to its file (the media module's `mediaUses`): public, shown
 * in the catalogue to anyone, as long as the specialization is not deleted.
 */
export const specializationCoverUse: PublicMediaUse = {
  name: 'specializations: cover image',
  table: specializations,
  columns: [specializations.coverImageId],
  access: 'public',
  where: eq(specializations.isDeleted, false),
};
