import type { Language } from '@manara/contract';
import { ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, foldedSql } from '../../platform/search-text.ts';
import { media } from '../media/media.tables.ts';
import { users } from './users.tables.ts';

/**
 * The columns a member is shown to others by: the name in both languages and the picture. Select
 * them with `media` left-joined on `users.profileImageId`.
 */
export const personColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  firstNameAr: users.firstNameAr,
  lastNameAr: users.lastNameAr,
  imageUrl: media.url,
};

export interface PersonRow {
  firstName: string;
  lastName: string;
  firstNameAr: string | null;
  lastNameAr: string | null;
  imageUrl: string | null;
}

/** A member as others see them: the Arabic name in Arabic when they gave one, and their picture. */
export function toPerson(row: PersonRow, language: Language) {
  const arabic = language === 'ar' && Boolean(row.firstNameAr);
  return {
    firstName: arabic ? (row.firstNameAr ?? row.firstName) : row.firstName,
    lastName: arabic ? (row.lastNameAr ?? row.lastName) : row.lastName,
    profileImage: row.imageUrl ? { url: row.imageUrl } : null,
  };
}

/**
 * People whose e-mail, English name or Arabic name holds `search` (case-insensitive, `%` and `_`
 * taken literally), for the staff lists of members and learners; none when it is empty. Names are
 * also compared folded, as course names are (`normalizeSearchText`): "احمد" finds "أحمد", "فاطمه"
 * finds "فاطمة", a name written with diacritics is found without them.
 */
export function personSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const folded = containsPattern(text);
  const englishName = sql`${users.firstName} || ' ' || ${users.lastName}`;
  const arabicName = sql`coalesce(${users.firstNameAr}, '') || ' ' || coalesce(${users.lastNameAr}, '')`;
  return or(
    ilike(users.email, pattern),
    ilike(englishName, pattern),
    ilike(arabicName, pattern),
    like(foldedSql(englishName), folded),
    like(foldedSql(arabicName), folded),
  );
}
