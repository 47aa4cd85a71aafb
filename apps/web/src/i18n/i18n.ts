import { DEFAULT_LANGUAGE, LANGUAGES, Language } from '@manara/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, StorageKey, writeStorage } from '../lib/local-storage.ts';
import ar from './ar.json';
import en from './en.json';

export const resources = {
  en: { translation: en },
  ar: { translation: ar },
} as const;

/** A language the platform speaks, else the default one. */
export function toLanguage(value: unknown): Language {
  const parsed = Language.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/** `<html lang dir>` follow the language, so that the browser and assistive technology read it right. */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

export const i18n = i18next.createInstance();

i18n.use(initReactI18next).init({
  resources,
  // The stored choice (spec: key `i18nextLng`), else the default language.
  lng: toLanguage(readStorage(StorageKey.language)),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  nonExplicitSupportedLngs: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  writeStorage(StorageKey.language, language);
  applyDocumentLanguage(language);
});
applyDocumentLanguage(i18n.language);

/** The current language, for code outside React (the API client). */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
