// The request path (issue 11): the hot calls of the demo data against a bare Fastify JSON route, in
// one table: each call's requests per second, p99 latency and ratio to bare, in the embedded mode
// and on PostgreSQL (+ Redis when reachable), with the server's resident memory after the run.
// Beside them, the CPU time the server process spent per answer and its ratio to bare (bare's CPU
// per answer over the call's): the figure to compare on a shared machine, where requests per
// second follow the load (a PostgreSQL server's own CPU is not in it; the warm calls read nothing).
//
// Each call is measured in slices, each right after a slice of bare (a process of its own for each
// call): a ratio compares two figures of the same moment. On a shared machine bare's own figure
// moves by a half from one minute to the next, so a ratio to a bare measured once, minutes before,
// told the minute more than the call (docs/decisions/performance.md, "Bare at the same moments").
// A row gives the median of its slices' figures and ratios, and the highest p99 of its slices.
//
// BENCH_SLICES (default 5) slices of BENCH_SLICE seconds (default 1) per call, after a 2 s warm-up;
// BENCH_POSTGRES_URL (default postgres://postgres@localhost:5432/postgres; a database of its own,
// dropped at the end); BENCH_REDIS_URL (default redis://127.0.0.1:6379); BENCH_SERVER: another
// build of the server to measure (lib.mjs), for before/after figures.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { load, median, startPlatform, startProcess } from './lib.mjs';

const DEMO_PASSWORD = 'Demo@1234';
const LEARNER = 'student@demo.test';

export function calls(userId, courseId) {
  return [
    { name: 'GET /api/auth', path: '/api/auth', as: 'learner' },
    { name: 'GET /api/all-courses (guest)', path: '/api/all-courses?skip=0&take=12', as: 'guest' },
    { name: 'GET /api/filter-options (guest)', path: '/api/filter-options', as: 'guest' },
    { name: 'GET /api/courses/:id (guest)', path: `/api/courses/${courseId}`, as: 'guest' },
    { name: 'GET /api/all-courses (learner)', path: '/api/all-courses?skip=0&take=12', as: 'learner' },
    { name: 'GET /api/users/:id/my-courses', path: `/api/users/${userId}/my-courses?skip=0&take=12`, as: 'learner' },
    { name: 'GET /api/organizations-dashboard', path: '/api/organizations-dashboard', as: 'guest' },
  ];
}

export async function runCallsBench() {
  const slices = Number(process.env.BENCH_SLICES ?? 5);
  const seconds = Number(process.env.BENCH_SLICE ?? 1);
  console.log(
    `\nThe request path against a bare Fastify JSON route (demo data; 10 connections; per call, after a 2 s warm-up, ${slices} slices of ${seconds} s, each after ${seconds} s of bare)`,
  );
  const rows = [];
  const bareSlices = [];
  const memory = [];
  const modes = [{ name: 'embedded', env: {}, drop: async () => undefined }];
  const postgres = await postgresMode();
  if (postgres) modes.push(postgres);
  for (const mode of modes) {
    const platform = await startPlatform({ ACCESS_TOKEN_TTL_SECONDS: '7200', ...mode.env });
    try {
      const session = await signIn(platform.url);
      for (const call of calls(session.userId, await firstCourseId(platform.url))) {
        // A bare process of its own for each call: one that lived through some fifty pauses went on
        // to take a third more processor time per answer, for good (docs/decisions/performance.md).
        const bare = await startProcess('bench/bare-server.mjs', {}, '/api/bare');
        try {
          const bareUrl = `${bare.url}/api/bare`;
          const target = { headers: headersOf(call, session), pid: platform.pid };
          await load(bareUrl, { duration: 2 });
          await load(platform.url + call.path, { ...target, duration: 2 });
          const pairs = [];
          for (let slice = 0; slice < slices; slice++) {
            const base = await load(bareUrl, { duration: seconds, pid: bare.pid });
            const figures = await load(platform.url + call.path, { ...target, duration: seconds });
            bareSlices.push(base);
            pairs.push({ base, figures });
          }
          rows.push({
            mode: mode.name,
            name: call.name,
            ...summary(pairs.map(({ figures }) => figures)),
            ratio: median(pairs.map(({ base, figures }) => figures.rps / base.rps)),
            // Processor times are read from /proc: none elsewhere than on Linux.
            cpuRatio:
              pairs[0].figures.cpuMicros === null
                ? null
                : median(pairs.map(({ base, figures }) => base.cpuMicros / figures.cpuMicros)),
          });
        } finally {
          await bare.stop();
        }
      }
      memory.push({ mode: mode.name, megabytes: platform.residentMegabytes() });
    } finally {
      await platform.stop();
      await mode.drop();
    }
  }
  console.log(
    `  ${'mode'.padEnd(22)} ${'call'.padEnd(34)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(7)} ${'× bare'.padStart(7)} ${'CPU µs'.padStart(7)} ${'× bare'.padStart(7)}`,
  );
  const bareRps = bareSlices.map(({ rps }) => rps);
  rows.unshift({ mode: '', name: 'bare Fastify JSON route', ...summary(bareSlices), ratio: 1, cpuRatio: 1 });
  for (const row of rows) {
    console.log(
      `  ${row.mode.padEnd(22)} ${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p99).padStart(7)} ${row.ratio.toFixed(2).padStart(7)} ${(row.cpuMicros?.toFixed(0) ?? 'n/a').padStart(7)} ${(row.cpuRatio?.toFixed(2) ?? 'n/a').padStart(7)}`,
    );
  }
  console.log(
    `  bare's slices ranged from ${Math.min(...bareRps).toFixed(0)} to ${Math.max(...bareRps).toFixed(0)} req/s`,
  );
  for (const { mode, megabytes } of memory) {
    console.log(
      `  resident memory after the run, ${mode}: ${megabytes === null ? 'n/a' : `${megabytes.toFixed(0)} MB`}`,
    );
  }
}

/** A row's figures from its slices: the medians, and the highest p99. */
function summary(slices) {
  return {
    rps: median(slices.map(({ rps }) => rps)),
    p99: Math.max(...slices.map(({ p99 }) => p99)),
    cpuMicros: median(slices.map(({ cpuMicros }) => cpuMicros)),
  };
}

/** What a call sends besides the browser's headers: a guest's organization and language, or the learner's session. */
export function headersOf(call, session) {
  return call.as === 'guest' ? { organization: '1', language: 'en' } : session.headers;
}

/** The first course of the demo catalogue, whose overview a guest reads. */
export async function firstCourseId(url) {
  const response = await fetch(`${url}/api/all-courses?skip=0&take=1`, { headers: { organization: '1' } });
  const id = (await response.json()).data?.[0]?.id;
  if (!response.ok || !id) throw new Error(`the demo catalogue answered ${response.status} and no course`);
  return id;
}

export async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { organization: '1', language: 'en', 'content-type': 'application/json' },
    body: JSON.stringify({ email: LEARNER, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok || !body.access) throw new Error(`sign-in of ${LEARNER}: ${JSON.stringify(body)}`);
  return {
    userId: body.user.id,
    headers: { organization: '1', language: 'en', authorization: `Bearer ${body.access}` },
  };
}

/** PostgreSQL (in a database of its own) and Redis when reachable; null without PostgreSQL. */
async function postgresMode() {
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@localhost:5432/postgres';
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin('select 1');
  } catch {
    console.log('  (PostgreSQL not reachable: the embedded mode only; set BENCH_POSTGRES_URL)');
    return null;
  }
  const name = `manara_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = (await redisReachable(redisUrl))
    ? { REDIS_URL: redisUrl, REDIS_NAMESPACE: `bench-${randomBytes(4).toString('hex')}` }
    : {};
  return {
    name: redis.REDIS_URL ? 'PostgreSQL + Redis' : 'PostgreSQL',
    env: { DATABASE_URL: url.toString(), ...redis },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function redisReachable(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
