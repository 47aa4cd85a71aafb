import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useMemo } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { useOrganizationDashboard } from '../features/organizations/organizations.queries.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { OrganizationFonts } from './organization-fonts.tsx';
import { createAppTheme } from './theme.ts';
import { useThemeMode } from './theme-mode.ts';

/**
 * The nonce of this page's content security policy (the server writes a new one into the page
 * each time; vite.config.ts `html.cspNonce`): emotion's `<style>` elements carry it, so that the
 * policy need not allow inline styles. Browsers hide the attribute; the property keeps it.
 */
const styleNonce =
  globalThis.document?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

/** Arabic styles go through the RTL plugin, which mirrors left/right, margins, paddings and the like. */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], nonce: styleNonce });
const ltrCache = createCache({ key: 'mui', nonce: styleNonce });

/** The organization's theme in the current language's direction; uses default colours until it loads. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { data: organization } = useOrganizationDashboard();
  const { direction } = useLanguage();
  const { mode } = useThemeMode();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () => createAppTheme({ organization, mode, direction, reducedMotion }),
    [organization, mode, direction, reducedMotion],
  );

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <OrganizationFonts fontFamily={organization?.fontFamilies[0]} />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
