// `npm run test:e2e`: makes sure Chromium is there, builds the web app and the server, then runs
// the Playwright suite against the built server (apps/web/playwright.config.ts starts it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * What Playwright saw of each failed test's page (apps/web/test-results/…/error-context.md: the
 * page's accessibility tree at the failure), printed: a CI log keeps no files.
 */
function printErrorContexts() {
  const results = join(root, 'apps/web/test-results');
  if (!existsSync(results)) return;
  for (const file of readdirSync(results, { recursive: true })) {
    if (!String(file).endsWith('error-context.md')) continue;
    console.log(`\n== ${file}\n${readFileSync(join(results, String(file)), 'utf8')}`);
  }
}

runOrExit('npm', ['run', 'build']);
const status = run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']);
if (status !== 0) printErrorContexts();
process.exit(status);
