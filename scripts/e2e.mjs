// `npm run test:e2e`: makes sure Chromium is there, builds the web app and the server, then runs
// the Playwright suite against the built server (apps/web/playwright.config.ts starts it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Debian's packages and the browsers they install (apps/web/playwright.config.ts uses both). */
const BROWSERS = { chromium: '/usr/bin/chromium', 'chromium-headless-shell': '/usr/bin/chromium-headless-shell' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function runOrExit(command, args) {
  const status = run(command, args);
  if (status !== 0) process.exit(status);
}

const missing = Object.entries(BROWSERS)
  .filter(([, path]) => !existsSync(path))
  .map(([name]) => name);
if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is required: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')}…`);
  runOrExit('apt-get', ['update']);
  runOrExit('apt-get', ['install', '-y', ...missing]);
}

runOrExit('npm', ['run', 'build']);
process.exit(run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']));
