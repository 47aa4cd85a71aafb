import type { PublicMediaUse } from '../media/index.ts';
import { users } from './users.tables.ts';

/**
 * What a user's columns that point at files do to them (the media module's `mediaUses`): the
 * profile and cover images are public, shown beside the person's reviews, courses and profile.
 */
export const profileMediaUse: PublicMediaUse = {
  name: 'users: profile and cover images',
  table: users,
  columns: [users.profileImageId, users.coverImageId],
  access: 'public',
};
