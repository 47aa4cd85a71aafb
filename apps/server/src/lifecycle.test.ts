/**
 * The server as `npm start` runs it: a real process over an embedded database in a data
 * directory. A SIGTERM stops it cleanly without losing a committed write, and a second start
 * keeps every row and seeds nothing twice.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'manara-lifecycle-'));
/** The servers started and not yet exited: a test that fails midway leaves none behind. */
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<{ process: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  // Up to two minutes: tsx compiles the server at start, slow on a loaded two-core machine.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { process: child, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${output}`);
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

describe.skipIf(process.env.DATABASE_URL)('server lifecycle', () => {
  it('keeps every row across a SIGTERM and a restart, and seeds once', async () => {
    const port = await freePort();
    const first = await startServer(port);
    expect(first.output()).toContain('admin@demo.test');
    expect(first.output()).toContain('demo data seeded');
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { organization: '1', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo@1234' }),
    });
    const { access: token } = (await signIn.json()) as { access: string };
    const headers = { authorization: `Bearer ${token}`, organization: '1', 'content-type': 'application/json' };
    const created = await fetch(`http://127.0.0.1:${port}/api/permission-sets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Survives restarts' }),
    });
    expect(created.status).toBe(201);
    expect(await stop(first.process, 'SIGTERM')).toBe(0);

    const second = await startServer(port);
    expect(second.output()).not.toContain('demo data seeded');
    const sets = (await (await fetch(`http://127.0.0.1:${port}/api/permission-sets?take=100`, { headers })).json()) as {
      data: { name: string }[];
    };
    expect(sets.data.map((s: { name: string }) => s.name)).toContain('Survives restarts');
    const orgs = await fetch(`http://127.0.0.1:${port}/api/organizations-dashboard`, {
      headers: { organization: '3' },
    });
    expect(orgs.status).toBe(404);
    expect(await stop(second.process, 'SIGINT')).toBe(0);
  }, 300_000);
});
