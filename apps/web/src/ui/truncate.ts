import { HEADER_TITLE_MAX_LENGTH } from '@manara/contract';

/** A title cut to `max` characters (spec 1 §9: the header title at 25), ending with an ellipsis when cut. */
export function truncateTitle(title: string, max: number = HEADER_TITLE_MAX_LENGTH): string {
  const characters = [...title];
  return characters.length <= max
    ? title
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The Arabic definite article, written joined to the name it starts ("الحربي"). */
const ARABIC_ARTICLE = 'ال';

/**
 * The letter a name is known by: its first, except that an Arabic name starting with the article
 * "ال" is known by the letter after it ("الحربي" → "ح"), as Arabic initials are written.
 */
function initialOf(name: string): string {
  const letters = [...name.trim()];
  const withoutArticle =
    letters.length > ARABIC_ARTICLE.length + 1 && name.trim().startsWith(ARABIC_ARTICLE)
      ? letters.slice(ARABIC_ARTICLE.length)
      : letters;
  return withoutArticle[0] ?? '';
}

/** A person's initials for an avatar: the first letter of the first and last names (docs/decisions/shell.md). */
export function initialsOf(firstName: string, lastName: string): string {
  return `${initialOf(firstName)}${initialOf(lastName)}`.toLocaleUpperCase() || '?';
}
