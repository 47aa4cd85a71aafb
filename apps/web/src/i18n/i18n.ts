import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@manara/contract';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { readStorage, StorageKey, writeStorage } from '../lib/local-storage.ts';
import { bundlePath, type FeatureNamespace, GLOBAL_NAMESPACE } from './namespaces.ts';

/**
 * Every namespace's texts, each language its own chunk, fetched when first needed: the global
 * namespace before the app renders, a feature's with its routes (`loadNamespaces`).
 */
const bundles = import.meta.glob<Record<string, unknown>>(['./*.json', '../features/*/i18n/*.json'], {
  import: 'default',
});

/**
 * The error codes' texts of each language (their one source is the contract's catalogue, which the
 * server answers too): the `errors` section of that language's global texts.
 */
const errorTextsIn: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./error-texts/en.ts'),
  ar: () => import('./error-texts/ar.ts'),
};

/** A language the platform speaks, else the default one. */
export function toLanguage(value: unknown): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

/** `<html lang dir>` follow the language, so that the browser and assistive technology read it right. */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

export const i18n = i18next.createInstance();

// The stored choice (spec: key `i18nextLng`), else the default language.
const initialLanguage = toLanguage(readStorage(StorageKey.language));

/** Settles once the global namespace of the current language is loaded: the app renders after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((language: string, namespace: string) => {
      const path = bundlePath(namespace, language);
      const load = path === undefined ? undefined : bundles[path];
      if (!load) return Promise.reject(new Error(`No texts for namespace ${namespace} in ${language}`));
      if (namespace !== GLOBAL_NAMESPACE) return load();
      return Promise.all([load(), errorTextsIn[toLanguage(language)]()]).then(([texts, errors]) => ({
        ...texts,
        errors: errors.default,
      }));
    }),
  )
  .init({
    lng: initialLanguage,
    // Every key is in both languages (the parity test): only the current language is ever loaded.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: false,
    ns: [GLOBAL_NAMESPACE],
    defaultNS: GLOBAL_NAMESPACE,
    // A feature's component finds the global keys (errors, form, common, …) through its own namespace.
    fallbackNS: GLOBAL_NAMESPACE,
    interpolation: { escapeValue: false },
  });

/**
 * Loads feature namespaces in the current language (a route's, before its page renders). A
 * namespace loaded once is loaded again in the other language when the language changes.
 */
export function loadNamespaces(namespaces: readonly FeatureNamespace[]): Promise<void> {
  return namespaces.length === 0 ? Promise.resolve() : i18n.loadNamespaces([...namespaces]);
}

i18n.on('languageChanged', (language) => {
  writeStorage(StorageKey.language, language);
  applyDocumentLanguage(language);
});
applyDocumentLanguage(initialLanguage);

/** The current language, for code outside React (the API client). */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language ?? initialLanguage);
}
