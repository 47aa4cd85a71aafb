// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then runs the server in this process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(at(output))) return true;
  const built = statSync(at(output)).mtimeMs;
  return sources.some((source) => newestMtime(at(source)) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = ['packages/contract/src'];
if (
  isStale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    ...contract,
  ])
) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', '@manara/web']);
}
if (isStale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', ...contract])) {
  console.log('Building the server…');
  run(['run', 'build', '-w', '@manara/server']);
}
await import(at('apps/server/dist/main.js'));
