import type { Language } from '@manara/contract';
import { eq, ilike, like, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { viewPer } from '../../platform/read-views.ts';
import { containsPattern, foldedSql } from '../../platform/search-text.ts';
import { unsafeFiles } from '../media/index.ts';
import { users } from './users.tables.ts';

/**
 * People as other modules read them: a read view over `users` with each person's picture, to
 * join on `people.id` (`innerJoin(people, eq(people.id, courseReviews.userId))`). Other modules
 * read users only through this view and the functions of `index.ts`, never `users.tables.ts`
 * (`.dependency-cruiser.cjs`). PostgreSQL pulls the subquery up into the query that joins it, so
 * the plan is the one of joining `users` and `media` directly.
 */
const kept = viewPer<string>();
export const people = peopleAs('people');

/**
 * The `people` view under another name, for a statement that joins two people (an audit entry's
 * actor and subject). Built once per name and kept (platform/read-views.ts).
 */
export function peopleAs<Name extends string>(name: Name) {
  return kept(name, () => buildPeople(name));
}

function buildPeople<Name extends string>(name: Name) {
  const picture = unsafeFiles('picture');
  return new QueryBuilder()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameAr: users.firstNameAr,
      lastNameAr: users.lastNameAr,
      position: users.position,
      imageUrl: picture.url,
      deactivatedAt: users.deactivatedAt,
      requiresApproval: users.requiresApproval,
      preferredLanguage: users.preferredLanguage,
      forceResetPassword: users.forceResetPassword,
      /** Whether they set a password (an invited member who has not signed in yet has none). */
      hasPassword: sql<boolean>`${users.passwordHash} is not null`.as('has_password'),
    })
    .from(users)
    .leftJoin(picture, eq(picture.id, users.profileImageId))
    .as(name);
}

/** The columns a member is shown to others by (`toPerson`): the name in both languages and the picture. */
export const personColumns = {
  firstName: people.firstName,
  lastName: people.lastName,
  firstNameAr: people.firstNameAr,
  lastNameAr: people.lastNameAr,
  imageUrl: people.imageUrl,
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

/** Where a person's e-mail and names are read from: the `people` view, or `users` inside this module. */
type PersonNames = Record<'email' | 'firstName' | 'lastName' | 'firstNameAr' | 'lastNameAr', SQLWrapper>;

/**
 * People whose e-mail, English name or Arabic name holds `search` (case-insensitive, `%` and `_`
 * taken literally), for the staff lists of members and learners, on a query that joins `people`;
 * none when it is empty. Names are
 * also compared folded, as course names are (`normalizeSearchText`): "احمد" finds "أحمد", "فاطمه"
 * finds "فاطمة", a name written with diacritics is found without them.
 */
export function personSearch(search: string | undefined, person: PersonNames = people): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const folded = containsPattern(text);
  const englishName = sql`${person.firstName} || ' ' || ${person.lastName}`;
  const arabicName = sql`coalesce(${person.firstNameAr}, '') || ' ' || coalesce(${person.lastNameAr}, '')`;
  return or(
    ilike(sql`${person.email}`, pattern),
    ilike(englishName, pattern),
    ilike(arabicName, pattern),
    like(foldedSql(englishName), folded),
    like(foldedSql(arabicName), folded),
  );
}
