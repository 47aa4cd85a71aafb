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

/** A person's initials for an avatar: the first letter of the first and last names. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = [...firstName.trim()][0] ?? '';
  const last = [...lastName.trim()][0] ?? '';
  return `${first}${last}`.toLocaleUpperCase() || '?';
}
