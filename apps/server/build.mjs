// Bundles the server into dist/main.js (dependencies stay in node_modules; the contract is
// compiled in) and copies the migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const contractEntry = here('../../packages/contract/src/index.ts');

rmSync(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'contract-from-source',
      setup(b) {
        b.onResolve({ filter: /^@manara\/contract$/ }, () => ({ path: contractEntry }));
      },
    },
  ],
});
cpSync(here('./src/db/migrations'), here('./dist/migrations'), { recursive: true });
