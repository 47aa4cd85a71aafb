import { eq } from 'drizzle-orm';
import type { PublicMediaUse } from '../media/index.ts';
import { courses } from './courses.tables.ts';

/**
 * What the course's columns that point at files do to them (the media module's `mediaUses`): a
 * cover image and an introductory video are public, shown to anyone in the catalogue and the
 * overview, as long as the course is not deleted (a draft course's too: its authors preview it).
 */
export const courseMediaUse: PublicMediaUse = {
  name: 'courses: cover image and introductory video',
  table: courses,
  columns: [courses.coverImageId, courses.introductoryVideoId],
  access: 'public',
  where: eq(courses.isDeleted, false),
};
