import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vendor chunks by package, so that no chunk grows huge and app releases keep vendors cached. */
const vendorChunks: ReadonlyArray<readonly [chunk: string, packages: RegExp]> = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['router', /\/node_modules\/react-router\//],
  ['mui', /\/node_modules\/(@mui|@emotion|stylis|stylis-plugin-rtl|cssjanus|@popperjs|react-transition-group)\//],
  // With zod, its setting (src/app/zod-jitless.ts), so that it holds before any chunk builds a schema.
  ['data', /\/node_modules\/(@tanstack|i18next|react-i18next|zod)\/|\/src\/app\/zod-jitless\.ts$/],
];

/** Each namespace's texts in a language are a chunk of their own, named for the build report: `texts-courses-ar`. */
const textBundle = /\/src\/(?:features\/([^/]+)\/)?i18n\/(\w+)\.json$/;

export default defineConfig({
  plugins: [react()],
  // The server replaces this in index.html with a new nonce per answer, named by its content
  // security policy (apps/server platform/security-headers.ts); emotion's styles carry it.
  html: { cspNonce: 'MANARA_CSP_NONCE' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          const texts = textBundle.exec(id);
          if (texts) return `texts-${texts[1] ?? 'global'}-${texts[2]}`;
          return vendorChunks.find(([, packages]) => packages.test(id))?.[0];
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
