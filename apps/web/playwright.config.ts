import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on now; asked of the OS by a short child process, so it stays synchronous. */
function findFreePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// Playwright loads this file again in each worker; the environment carries the runner's choice there.
process.env.E2E_PORT ||= findFreePort();
process.env.E2E_SHORT_SESSION_PORT ||= findFreePort();
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'manara-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // Only the runner gets here; it exits after stopping the servers, so the fresh databases can go.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const shortSessionPort = process.env.E2E_SHORT_SESSION_PORT;
/** A second server whose access tokens live 35 seconds and whose clock the tests move, for the tests of staying signed in. */
export const shortSessionURL = `http://127.0.0.1:${shortSessionPort}`;
process.env.E2E_SHORT_SESSION_URL = shortSessionURL;

function server(serverPort: string, url: string, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    // The tests stand in for many people behind one proxy (this machine): they give each person an
    // address with X-Forwarded-For, which the server believes only from the loopback proxy.
    env: { PORT: serverPort, DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', ...env },
  };
}

/**
 * Debian's Chromium (scripts/e2e.mjs installs both packages): the whole browser, and its headless
 * shell, the same engine without the browser's own interface and services, which runs the suite
 * in about 30% less processor time. The shell has no Push API, so the push specs use the whole one.
 * `E2E_CHROMIUM=/usr/bin/chromium` runs the rest in the whole browser too, to compare.
 */
const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const WHOLE_BROWSER_SPECS = /push\.spec\.ts$/;

function chromium(executablePath: string) {
  return {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three workers on two cores: a test waits on the server, on latency or on its page's timers for
  // part of its time, in which the others run (two left a quarter of the processor idle).
  workers: 3,
  reporter: 'list',
  // Three workers on a two-core machine, with axe scans and argon2 hashing: time for a loaded CI.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    // An action or a navigation that waits this long is stuck: it fails with its call log, instead
    // of waiting out a long test's whole budget (a scenario of the staff portal has six minutes).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // Traces cost about a third of the suite's processor time; E2E_TRACE=retain-on-failure keeps them.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    // The reader's system asks for less motion: no transitions to wait out (theme.ts).
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', testIgnore: WHOLE_BROWSER_SPECS, use: chromium(process.env.E2E_CHROMIUM ?? HEADLESS_SHELL) },
    { name: 'chromium-whole', testMatch: WHOLE_BROWSER_SPECS, use: chromium(CHROMIUM) },
  ],
  // The built server (npm run build first), on fresh databases, serving the built web app.
  webServer: [
    server(port, baseURL, join(process.env.E2E_DATA_DIR, 'main')),
    server(shortSessionPort, shortSessionURL, join(process.env.E2E_DATA_DIR, 'short'), {
      ACCESS_TOKEN_TTL_SECONDS: '35',
      // Its clock is moved ahead by the tests (POST /api/dev/clock) instead of waited for.
      CONTROLLED_CLOCK: 'true',
    }),
  ],
});
