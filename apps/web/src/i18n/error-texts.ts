import { errorCatalogue, type Language } from '@manara/contract';

/**
 * Every error code's text in `language`, from the contract's catalogue, their one source (the
 * server answers the same texts): the `errors` section of the global texts (i18n.ts adds it).
 */
export function errorTexts(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(errorCatalogue).map(([code, entry]) => [code, entry[language]]));
}
