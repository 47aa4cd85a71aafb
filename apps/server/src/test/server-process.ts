/**
 * The server as `npm start` runs it, in a process of its own: for the tests of what only a process
 * shows (a SIGTERM and a restart, two processes on one database). It runs the bundle that the global
 * setup built once for the test run (`node build.mjs --tests`, the build's own esbuild bundle),
 * where a start through tsx compiled the sources again each time: 8–9 s more a start on this
 * two-core machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { inject } from 'vitest';

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** What it printed so far, on stdout and stderr. */
  output(): string;
  /** Sends `signal` and answers its exit code, once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server with `env` (over this process's environment) on `port`, and answers once its
 * `/api/health` does. Throws with its output when it exits or does not answer within two minutes.
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, [inject('testServerBundle')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(listenOn) },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${listenOn}`,
    process: child,
    output: () => output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  // Up to two minutes: a first start runs initdb and the migrations, slow on a loaded machine.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}
