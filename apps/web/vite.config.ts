import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { contractForWeb } from './vite/contract-for-web.ts';
import { muiThemeWithoutVars } from './vite/mui-theme-without-vars.ts';

/**
 * Vendor chunks by package, so that no chunk grows huge and app releases keep vendors cached. MUI is
 * not one chunk: as one it made every first page download every component any page uses (issue 11,
 * first page); what the shell uses is one chunk, the rest split by use.
 */
const vendorChunks: ReadonlyArray<readonly [chunk: string, packages: RegExp]> = [
  // React's API, run by Preact (docs/decisions/performance.md, "Preact under the React API").
  ['react', /\/node_modules\/(react|react-dom|preact)\//],
  ['router', /\/node_modules\/react-router\//],
  // What every page's shell uses of MUI (its styling engine, theme and the components of the app
  // bar, buttons, typography, layout): one chunk instead of some forty small ones. The other
  // components are split by use (a page downloads those it shows); the shell's hints load MUI's
  // tooltip at the first interaction (ui/deferred-tooltip.tsx).
  [
    'mui',
    /\/node_modules\/(?:@mui\/(?:system|utils|styled-engine|private-theming)|@emotion|stylis|stylis-plugin-rtl|cssjanus|react-transition-group|react-is)\/|\/node_modules\/@mui\/material\/esm\/(?:styles|utils|internal\/(?!SwitchBase)|zero-styled|DefaultPropsProvider|ButtonBase|Button|IconButton|Typography|Box|Stack|Toolbar|AppBar|Paper|Link|SvgIcon|useMediaQuery|CssBaseline|Container|CircularProgress|useLazyRipple|className|colors|transitions|locale|version|index)\/|\/node_modules\/@mui\/icons-material\/esm\/utils\//,
  ],
  // react-i18next's `Trans` and the HTML parser it brings: only the certificate pages use them, and
  // in the data layer's chunk (which takes every module its own import, used or not) every page
  // would download them.
  ['i18n-trans', /\/node_modules\/(?:react-i18next\/dist\/es\/(?:Icu)?Trans|html-parse-stringify\/)/],
  ['data', /\/node_modules\/(?:@tanstack|i18next|react-i18next)\//],
  // zod and the form library: only for the pages that build a schema (forms); the calls the others
  // make carry none (vite/contract-for-web.ts).
  ['zod', /\/node_modules\/zod\//],
  ['forms', /\/node_modules\/(?:react-hook-form|@hookform)\//],
];

/** Each namespace's texts in a language are a chunk of their own, named for the build report: `texts-catalogue-ar`. */
const textBundle = /\/src\/(?:features\/([^/]+)\/)?i18n\/(\w+)\.json$/;
/** The error codes' texts of a language, which go with its global texts. */
const errorTextsBundle = /\/src\/i18n\/error-texts\/(\w+)\.ts$/;

/**
 * The staff portal's code (docs/decisions/portal.md): its shell (`features/portal`, but its route
 * table, which the app reads at start) and each domain's staff pages (`features/<domain>/portal/`).
 * Its chunks are split as every page's are, and only named `portal-…` (its texts are
 * `texts-portal-…`), so that nobody can mistake them: learners never load one (an end-to-end test
 * holds the app to it).
 */
const portalModule = /\/src\/features\/(?:portal\/(?!routes\.ts$|i18n\/)|[^/]+\/portal\/)/;

/**
 * Code only staff pages use, outside the portal's folders: the rich-text editor field
 * (`ui/rich-text/rich-text-field.tsx`) and the editor's packages (TipTap, ProseMirror and theirs). A chunk of
 * them and portal modules is portal code too (learners render authored HTML without them).
 */
const staffOnlyModule =
  /\/src\/ui\/rich-text\/rich-text-field\.tsx$|\/node_modules\/(?:@tiptap|prosemirror-[^/]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-equals|use-sync-external-store)\//;

const isPortalModule = (id: string) => portalModule.test(id) || staffOnlyModule.test(id);

function isPortalChunk(chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }): boolean {
  if (chunk.facadeModuleId) return portalModule.test(chunk.facadeModuleId);
  return chunk.moduleIds.length > 0 && chunk.moduleIds.every(isPortalModule);
}

/**
 * React Router's production build, for the app's build: its package exports only the development
 * one (the same code with its warnings for developers switched on), which the dev server keeps.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    contractForWeb(),
    muiThemeWithoutVars(),
    preact(),
    // Brotli and gzip copies of the hashed assets, beside them; the server sends the one the browser
    // accepts (@fastify/static preCompressed). The page itself is answered by the server with a nonce.
    compression({ include: /\.(js|css|json|svg)$/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  // The server replaces this in index.html with a new nonce per answer, named by its content
  // security policy (apps/server platform/security-headers.ts); emotion's styles carry it.
  html: { cspNonce: 'MANARA_CSP_NONCE' },
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the build targets but Safari 16 and Firefox before 115 preloads modules itself;
    // those two fetch a page's modules as they meet them, without the polyfill every first page
    // would carry (issue 11).
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Building a zod schema has no effect but its value: one that no loaded code uses is left out.
      // (The contract's values are marked so by contractForWeb, which also reduces its calls to their
      // method and path.) A call of zod made for its effect would be written through a named import.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        chunkFileNames: (chunk) =>
          isPortalChunk(chunk) ? 'assets/portal-[name]-[hash].js' : 'assets/[name]-[hash].js',
        manualChunks(id) {
          const texts = textBundle.exec(id);
          if (texts) return `texts-${texts[1] ?? 'global'}-${texts[2]}`;
          const errorTexts = errorTextsBundle.exec(id);
          if (errorTexts) return `texts-global-${errorTexts[1]}`;
          // CommonJS modules' interop helpers go with the first chunk every page loads, which imports
          // nothing: left to Rollup they land in the chunk of their first user, MUI's, and the two
          // chunks import each other (a variable read before it is set, at start).
          if (id.startsWith('\0commonjsHelpers')) return 'react';
          return vendorChunks.find(([, packages]) => packages.test(id))?.[0];
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
