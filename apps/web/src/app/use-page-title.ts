import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle } from './router.tsx';

/** `document.title` = product name + the current page's name (spec 1 §9), in the current language. */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const meta = matches.map((match) => match.handle).findLast(isRouteHandle)?.meta;
  const product = t('app.name');
  const title = meta ? t('app.documentTitle', { product, page: t(meta.titleKey) }) : product;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
