import type { Language } from '@manara/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from './i18n.ts';

/** The current language and a way to change it; the change is saved and mirrored on `<html>`. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const changeLanguage = useCallback((next: Language) => i18n.changeLanguage(next), [i18n]);
  const toggleLanguage = useCallback(() => changeLanguage(language === 'ar' ? 'en' : 'ar'), [changeLanguage, language]);
  return { language, direction: i18n.dir(language), changeLanguage, toggleLanguage };
}
