import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` each choose at run time between a theme with CSS
 * variables and colour schemes and one without, so both come into every page's scripts. The app's
 * theme has neither (`app/theme.ts`: one palette, in the mode the user chose), and the other half
 * (`createThemeWithVars`, the CSS-variables provider and its colour-scheme store, about 58 KB
 * before compression) never runs. In the web's build these two modules are the half the app uses
 * (issue 11, first page); a theme asking for CSS variables or colour schemes is refused at once,
 * so that the substitution cannot go unnoticed. The web's unit tests run MUI's own modules.
 */
const STYLES = /\/@mui\/material\/esm\/styles\/(createTheme|ThemeProvider)\.js$/;

const WITHOUT_VARS: Record<string, string> = {
  createTheme: `import createThemeNoVars from './createThemeNoVars.js';
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('The web build gives MUI themes without CSS variables or colour schemes (apps/web/vite/mui-theme-without-vars.ts).');
  }
  return createThemeNoVars(options, ...args);
}
`,
  // MUI's own ThemeProvider, for a theme without CSS variables: its `vars: null` keeps an outer
  // theme's variables from leaking in.
  ThemeProvider: `import * as React from 'react';
import ThemeProviderNoVars from './ThemeProviderNoVars.js';
import { jsx as _jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => (typeof theme === 'function' ? theme : { ...theme, vars: null }), [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`,
};

export function muiThemeWithoutVars(): Plugin {
  return {
    name: 'manara:mui-theme-without-vars',
    apply: 'build',
    load(id) {
      const module = STYLES.exec(id)?.[1];
      return module ? WITHOUT_VARS[module] : null;
    },
  };
}
