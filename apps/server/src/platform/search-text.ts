import { type SQL, sql } from 'drizzle-orm';

/**
 * Folds text for search, so that a query matches whatever way a name was written: lower case,
 * Latin accents removed (é → e), Arabic diacritics and tatweel removed, and Arabic letter variants
 * joined (أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي), Arabic-Indic digits as ASCII, runs of space
 * as one. Names are stored folded (`courses.normalized_name`) and queries are folded alike.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // Latin combining accents
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '') // Arabic marks and tatweel
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern that matches `query` anywhere, with LIKE's wildcards in the query taken literally. */
export function containsPattern(query: string): string {
  return `%${normalizeSearchText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `text` folded in SQL as `normalizeSearchText` folds it, for columns not stored folded: Arabic
 * marks and tatweel removed, letter variants joined, Arabic-Indic digits as ASCII, lower case.
 * Latin accents stay (PostgreSQL's unaccent is an extension); search the raw text beside it.
 */
export function foldedSql(text: SQL): SQL {
  return sql`lower(translate(regexp_replace(${text}, '[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]', '', 'g'), 'أإآٱىةؤئ٠١٢٣٤٥٦٧٨٩', 'اااايهوي0123456789'))`;
}
