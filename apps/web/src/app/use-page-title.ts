import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageTitleKey } from '../routing/route-meta.ts';

/** `document.title` = product name + the page's name (spec 1 §9), in the current language; the product name alone without one. */
export function usePageTitle(titleKey: PageTitleKey | null): void {
  const { t } = useTranslation();
  const product = t('app.name');
  const title = titleKey ? t('app.documentTitle', { product, page: t(titleKey) }) : product;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
