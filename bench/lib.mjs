// Helpers shared by the benchmarks: start a server process, wait for it, run autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node <script>` with env; resolves when `healthUrl` answers, with a stop function. */
export async function startProcess(script, env, healthPath) {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (
      await fetch(url + healthPath).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i === 600) {
      child.kill('SIGTERM');
      throw new Error(`${script} did not answer ${healthPath} within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    /** The process's resident memory in MB (Linux), or null. */
    residentMegabytes: () => residentMegabytes(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A throw-away data directory, removed by `remove()`. */
export function tempDataDir() {
  const path = mkdtempSync(join(tmpdir(), 'manara-bench-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * Starts the built server (`server`: the main.js of another build). Without `dataDir` it gets a
 * throw-away one, removed when it stops; with `dataDir` (a path the caller owns) it keeps it, so
 * that a later start finds the same database.
 */
export async function startPlatform(extraEnv = {}, { dataDir, server } = {}) {
  const own = dataDir ? null : tempDataDir();
  // BENCH_SERVER: another build of the server (another checkout's apps/server/dist/main.js), to compare.
  const platform = await startProcess(
    server ?? (process.env.BENCH_SERVER || 'apps/server/dist/main.js'),
    { DATA_DIR: dataDir ?? own.path, ...extraEnv },
    '/api/health',
  ).catch((error) => {
    own?.remove();
    throw error;
  });
  return {
    ...platform,
    stop: async () => {
      await platform.stop();
      own?.remove();
    },
  };
}

/** What every browser sends with each request, and so every measured one: kept answers go compressed. */
export const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Runs autocannon against one URL; answers requests per second and p99 latency in ms, and, given
 * the server's `pid`, the CPU time the server spent per answer in µs (`cpuMicros`): on a machine
 * shared with other work, requests per second follow the load, the CPU time an answer costs much less.
 * With `nextPath`, each request asks the path it answers instead (a new search each time, say).
 */
export async function measure(url, options = {}) {
  // A short warm-up so that JIT and caches are in the steady state that is measured.
  await load(url, { ...options, duration: 2 });
  return load(url, { duration: 10, ...options });
}

/** One run of autocannon against `url` for `duration` seconds, with no warm-up: `measure`'s figures. */
export async function load(url, { headers: callHeaders = {}, duration, connections = 10, pid, nextPath } = {}) {
  const headers = { ...AS_A_BROWSER, ...callHeaders };
  const requests = nextPath ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] : undefined;
  const cpuBefore = pid ? cpuSeconds(pid) : null;
  const result = await autocannon({ url, headers, duration, connections, requests });
  const cpuAfter = pid ? cpuSeconds(pid) : null;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpuMicros =
    cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
      ? ((cpuAfter - cpuBefore) * 1e6) / result.requests.total
      : null;
  return { rps: result.requests.average, p99: result.latency.p99, cpuMicros };
}

/** The middle value of `values` (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The CPU time (user and system) process `pid` has used, in seconds (Linux); null elsewhere. */
export function cpuSeconds(pid) {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export function printRow(name, { rps, p99 }) {
  console.log(`  ${name.padEnd(44)} ${rps.toFixed(0).padStart(8)} req/s   p99 ${String(p99).padStart(4)} ms`);
}

/** The resident memory of process `pid` in MB, from /proc (Linux); null elsewhere. */
export function residentMegabytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}
