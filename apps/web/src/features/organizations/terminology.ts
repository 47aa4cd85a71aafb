import type { Language, OrganizationDashboard, TerminologyEntry } from '@manara/contract';

export type TermForm = 'singular' | 'plural';

/**
 * The organization's own word for a term in a language, else the platform's default word.
 * A plural nobody wrote falls back to the singular, so that a term never shows as empty.
 */
export function getTermText(entry: TerminologyEntry | undefined, language: Language, form: TermForm): string {
  if (!entry) return '';
  const own = entry.organizationTerms.find((term) => term.language === language)?.value;
  const fallback = { singular: entry.defaultValue.singular[language], plural: entry.defaultValue.plural[language] };
  return own?.[form] || own?.singular || fallback[form] || fallback.singular;
}

/** The organization's image for a term (its header images, auth image), else the default one. */
export function getTermMediaUrl(entry: TerminologyEntry | undefined, language: Language): string | null {
  if (!entry) return null;
  const own = entry.organizationTerms.find((term) => term.language === language)?.medium;
  return own?.url ?? entry.defaultValue.media?.url ?? null;
}

/** The organization's name in a language: `nameArabic` for Arabic, `name` otherwise. */
export function getOrganizationName(organization: OrganizationDashboard, language: Language): string {
  return language === 'ar' && organization.nameArabic ? organization.nameArabic : organization.name;
}

/**
 * A term as the middle of a sentence writes it (issue 12): in English a capitalised word is
 * lower-cased ("Course" → "course", "Learning Path" → "learning path"), while a word written
 * otherwise is kept (an acronym, "MBA", or a brand, "iPad"). Arabic has no case.
 */
export function termInSentence(term: string, language: Language): string {
  return term
    .split(/(\s+)/)
    .map((word) => (isCapitalised(word, language) ? word.toLocaleLowerCase(language) : word))
    .join('');
}

/** "Course": an upper-case first letter and nothing else upper-case. */
function isCapitalised(word: string, language: Language): boolean {
  const [first = '', ...rest] = [...word];
  const tail = rest.join('');
  return (
    first !== first.toLocaleLowerCase(language) && (tail.length === 0 || tail === tail.toLocaleLowerCase(language))
  );
}
