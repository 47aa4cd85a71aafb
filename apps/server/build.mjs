// Bundles the server into dist/main.js (dependencies stay in node_modules; the contract is
// compiled in), copies the migrations beside it and writes the embedded database's prepared data
// directory there (dist/embedded-template: initdb and the migrations, done once at build time
// instead of at a first start).
//
// `node build.mjs --tests <folder>`: only main.js and the migrations, into a folder of apps/server
// (where main.js finds node_modules), for the tests that start the server as a process of its own
// (src/test/server-process.ts). Without the prepared data directory, a first start there runs
// initdb and the migrations, as a start from source does.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const contractEntry = here('../../packages/contract/src/index.ts');
const [flag, testsFolder] = process.argv.slice(2);
const forTests = flag === '--tests' && Boolean(testsFolder);
const out = forTests ? resolve(testsFolder) : here('./dist');

rmSync(out, { recursive: true, force: true });
const options = {
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
};
await build({ ...options, entryPoints: [here('./src/main.ts')], outfile: join(out, 'main.js') });
cpSync(here('./src/db/migrations'), join(out, 'migrations'), { recursive: true });
if (forTests) process.exit(0);

// The prepared data directory, written by the same code and migrations as main.js, from beside it.
const writer = here('./dist/write-embedded-template.js');
await build({
  ...options,
  sourcemap: false,
  entryPoints: [here('./src/db/write-embedded-template.ts')],
  outfile: writer,
});
execFileSync(process.execPath, [writer], { stdio: 'inherit' });
rmSync(writer);
