import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../src/app/theme.ts';
import { muiThemeWithoutVars } from './mui-theme-without-vars.ts';

const styles = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm/styles');
const load = muiThemeWithoutVars().load as (id: string) => string | null;

/** A theme as data: what MUI's functions (spacing, breakpoints, transitions) return is left out. */
const asData = (theme: object) => JSON.parse(JSON.stringify(theme));

describe("the web build's MUI theme without CSS variables", () => {
  it('replaces the two modules it names, with code that imports modules MUI has', () => {
    for (const name of ['createTheme', 'ThemeProvider']) {
      const id = join(styles, `${name}.js`);
      expect(existsSync(id)).toBe(true);
      const code = load(id) ?? '';
      for (const [, imported] of code.matchAll(/from '\.\/([\w.]+)'/g)) {
        expect(existsSync(join(styles, imported as string))).toBe(true);
      }
    }
    expect(load(join(styles, 'useTheme.js'))).toBeNull();
  });

  it("gives the app's themes exactly as MUI's own createTheme does, in both modes and directions", async () => {
    const { default: createThemeNoVars } = await import(pathToFileURL(join(styles, 'createThemeNoVars.js')).href);
    const { default: createTheme } = await import(pathToFileURL(join(styles, 'createTheme.js')).href);
    for (const mode of ['light', 'dark'] as const) {
      for (const direction of ['ltr', 'rtl'] as const) {
        const app = asData(createAppTheme({ organization: undefined, mode, direction }));
        // The app's theme is one MUI builds without CSS variables…
        expect(app).not.toHaveProperty('vars');
        expect(app).not.toHaveProperty('colorSchemes');
        // …and the half the build keeps builds it the same.
        const options = { palette: { mode }, direction };
        expect(asData(createThemeNoVars(options))).toEqual(asData(createTheme(options)));
      }
    }
  });
});
