/**
 * The server as `npm start` runs it: a real process over an embedded database in a data
 * directory. A SIGTERM stops it cleanly without losing a committed write, and a second start
 * keeps every row and seeds nothing twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess } from './test/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'manara-lifecycle-'));
/** The servers started: a test that fails midway leaves none behind. */
const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A server started on `port`, once its start-up lines (they name the demo sign-ins) have reached
 * us: its output comes through a pipe of its own, which this process may read after the health
 * call's answer, on a loaded machine well after it.
 */
async function startServer(port: number): Promise<ServerProcess> {
  const server = await startServerProcess({ DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir }, port);
  started.push(server);
  await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('admin@demo.test');
  return server;
}

describe.skipIf(process.env.DATABASE_URL)('server lifecycle', () => {
  it('keeps every row across a SIGTERM and a restart, and seeds once', async () => {
    const port = await freePort();
    const first = await startServer(port);
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
    expect(await first.stop('SIGTERM')).toBe(0);

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
    expect(await second.stop('SIGINT')).toBe(0);
  }, 300_000);
});
