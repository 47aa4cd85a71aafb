// The course lists at scale: `all-courses` and `my-courses` of one signed-in learner, on a small
// data set (1,000 courses, 1,000 enrolments) and a large one (10,000 courses, 100,000 enrolments),
// with the ratio large / small; then the query plans (EXPLAIN ANALYZE) of the statements one
// request of each runs on the large data set.
//
// It runs on the PostgreSQL server at BENCH_POSTGRES_URL (default postgres://postgres@localhost:5432/postgres),
// in a database of its own (manara_bench_<random>, dropped at the end); without a reachable server
// it runs on the embedded PGlite and skips the plans.
// BENCH_DURATION (seconds per measurement, default 5); BENCH_SQL: statements run after seeding, to try
// an index (e.g. "create index … ; analyze"); BENCH_PLANS=full prints the plans whole.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { BENCH_LEARNER, seedStatements } from './courses-seed.mjs';
import { measure, printRow, startPlatform, tempDataDir } from './lib.mjs';
import { startCaptureProxy } from './pg-capture.mjs';

const DATA_SETS = [
  { name: 'small', label: '1,000 courses, 1,000 enrolments', courses: 1_000, enrolments: 1_000 },
  { name: 'large', label: '10,000 courses, 100,000 enrolments', courses: 10_000, enrolments: 100_000 },
];
const DEMO_PASSWORD = 'Demo@1234';
const SERVER_ENV = { ACCESS_TOKEN_TTL_SECONDS: '7200', SEED_DEMO_DATA: 'true' };

/** The calls measured, as the web app makes them (page size 12), for the signed-in learner `userId`. */
function calls(userId) {
  return [
    { name: 'GET /api/all-courses', path: '/api/all-courses?skip=0&take=12' },
    {
      name: 'GET /api/all-courses (search + level)',
      path: '/api/all-courses?skip=0&take=12&search=data&level=ADVANCED',
    },
    { name: 'GET /api/users/:id/my-courses', path: `/api/users/${userId}/my-courses?skip=0&take=12` },
    // The member's pages are kept until a change of theirs: a new search each request is the page
    // read from the database (its one statement), as after each change.
    {
      name: 'GET /api/users/:id/my-courses (a new search each time)',
      path: `/api/users/${userId}/my-courses?skip=0&take=12&search=analysis%20123`,
      nextPath: () => `/api/users/${userId}/my-courses?skip=0&take=12&search=${encodeURIComponent(randomSearch())}`,
    },
    // A new search each request, so that no answer comes from the content cache: a topic and a
    // course's number, in English and in Arabic written another way (folded as names are).
    {
      name: 'GET /api/all-courses (a new search each time)',
      path: '/api/all-courses?skip=0&take=12&search=analysis%20123',
      nextPath: () => `/api/all-courses?skip=0&take=12&search=${encodeURIComponent(randomSearch())}`,
    },
  ];
}

const SEARCH_WORDS = ['analysis', 'leadership', 'speaking', 'تحليل البيانات', 'إدارة المشاريع', 'الأمن السيبرانى'];
let searches = 0;
function randomSearch() {
  searches += 1;
  return `${SEARCH_WORDS[searches % SEARCH_WORDS.length]} ${1 + Math.floor(Math.random() * 10_000)}`;
}

export async function runCoursesBench() {
  const duration = Number(process.env.BENCH_DURATION ?? 5);
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@localhost:5432/postgres';
  const backend = (await postgresReachable(adminUrl)) ? postgresBackend(adminUrl) : pgliteBackend();
  console.log(
    `\nCourse lists at 1,000 and at 100,000 rows (${backend.description}; 10 connections, ${duration} s each, after a 2 s warm-up)`,
  );

  const results = {};
  let plans = null;
  for (const set of DATA_SETS) {
    const database = await backend.create();
    try {
      const started = Date.now();
      let platform = await database.start();
      try {
        // On PGlite the server owns the database: seed between two starts.
        if (backend.kind === 'embedded') {
          await platform.stop();
          platform = null;
        }
        await database.run([...seedStatements(set), ...extraStatements()]);
        platform ??= await database.start();
        const session = await signIn(platform.url);
        console.log(
          `  ${set.name}: ${set.label} (seeded and started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        results[set.name] = {};
        for (const call of calls(session.userId)) {
          const figures = await measure(platform.url + call.path, {
            headers: session.headers,
            duration,
            nextPath: call.nextPath,
          });
          printRow(call.name, figures);
          results[set.name][call.name] = figures;
        }
        if (set.name === 'large' && database.capturePlans) {
          await platform.stop();
          platform = null;
          plans = await database.capturePlans(calls(session.userId), session.headers);
        }
      } finally {
        await platform?.stop();
      }
    } finally {
      await database.drop();
    }
  }

  console.log('  ratio (large / small):');
  for (const { name } of calls(0)) {
    const small = results.small[name];
    const large = results.large[name];
    if (small.rps === 0 || large.rps === 0) {
      console.log(`    ${name.padEnd(42)} n/a (no request answered within the measurement)`);
      continue;
    }
    console.log(
      `    ${name.padEnd(42)} ${(large.rps / small.rps).toFixed(2)} of the requests per second, ${(large.p99 / Math.max(small.p99, 1)).toFixed(2)}× the p99 latency`,
    );
  }
  if (plans) printPlans(plans);
  else console.log('\n  Query plans: skipped (they need a PostgreSQL server; set BENCH_POSTGRES_URL).');
}

function extraStatements() {
  const extra = process.env.BENCH_SQL?.trim();
  return extra ? [extra] : [];
}

async function signIn(url) {
  const headers = { organization: '1', language: 'en', 'content-type': 'application/json' };
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: BENCH_LEARNER, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok || !body.access) throw new Error(`sign-in of ${BENCH_LEARNER}: ${JSON.stringify(body)}`);
  return {
    userId: body.user.id,
    headers: { organization: '1', language: 'en', authorization: `Bearer ${body.access}` },
  };
}

async function postgresReachable(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Each data set in a database of its own on the PostgreSQL server, dropped afterwards. */
function postgresBackend(adminUrl) {
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    kind: 'postgres',
    description: 'PostgreSQL server',
    async create() {
      const name = `manara_bench_${randomBytes(5).toString('hex')}`;
      await admin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const withClient = async (work) => {
        const client = new pg.Client({ connectionString: url.href });
        await client.connect();
        try {
          return await work(client);
        } finally {
          await client.end();
        }
      };
      return {
        start: () => startPlatform({ ...SERVER_ENV, DATABASE_URL: url.href }),
        run: (statements) =>
          withClient(async (client) => {
            for (const statement of statements) await client.query(statement);
          }),
        // A second server whose database connections go through a recording proxy: one request
        // of each call, then EXPLAIN (ANALYZE, BUFFERS) of every statement it sent that reads a course table.
        async capturePlans(list, headers) {
          const proxy = await startCaptureProxy({ host: url.hostname || 'localhost', port: Number(url.port || 5432) });
          const proxied = new URL(url.href);
          proxied.hostname = '127.0.0.1';
          proxied.port = String(proxy.port);
          const platform = await startPlatform({ ...SERVER_ENV, DATABASE_URL: proxied.href }).catch(async (error) => {
            await proxy.close();
            throw error;
          });
          try {
            const plans = [];
            for (const call of list) {
              // One request first, so that per-process caches (permissions, configuration) are warm;
              // a call that asks a new path each time is captured on a path not asked before.
              await get(platform.url + call.path, headers);
              const path = call.nextPath?.() ?? call.path;
              const statements = await proxy.capture(() => get(platform.url + path, headers));
              plans.push({
                call: { ...call, path },
                sent: statements.length,
                statements: await withClient((client) => explainAll(client, statements)),
              });
            }
            return plans;
          } finally {
            await platform.stop();
            await proxy.close();
          }
        },
        drop: () => admin(`drop database if exists ${name} with (force)`),
      };
    },
  };
}

/** Each data set in a throw-away PGlite data directory. */
function pgliteBackend() {
  return {
    kind: 'embedded',
    description: 'embedded PGlite (no PostgreSQL server reachable)',
    async create() {
      const dir = tempDataDir();
      return {
        start: () => startPlatform({ ...SERVER_ENV, DATABASE_URL: '' }, { dataDir: dir.path }),
        async run(statements) {
          const { PGlite } = await import('@electric-sql/pglite');
          const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
          const db = await PGlite.create(`${dir.path}/db`, { extensions: { pg_trgm } });
          try {
            for (const statement of statements) await db.exec(statement);
          } finally {
            await db.close();
          }
        },
        capturePlans: null,
        drop: async () => dir.remove(),
      };
    },
  };
}

async function get(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const COURSE_TABLES =
  /"(courses|course_offerings|course_enrollees|course_translations|course_instructors|wishlisted_courses)"/;

async function explainAll(client, statements) {
  const { rows } = await client.query(
    "select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace",
  );
  const large = new Set(rows.filter((r) => Number(r.n) >= 5_000).map((r) => r.relname));
  const out = [];
  for (const { text, values } of statements) {
    if (!/^\s*select\b/i.test(text) || !COURSE_TABLES.test(text)) continue;
    const result = await client.query(`explain (analyze, buffers) ${text}`, values);
    const plan = result.rows.map((r) => r['QUERY PLAN']);
    const seqScans = plan
      .map((line) => /Seq Scan on (\w+)/.exec(line)?.[1])
      .filter((table) => table !== undefined && large.has(table));
    out.push({ text, values, plan, seqScans });
  }
  return out;
}

function printPlans(plans) {
  const full = process.env.BENCH_PLANS === 'full';
  console.log('\n  Query plans on the large data set: EXPLAIN (ANALYZE, BUFFERS) of the statements one request runs');
  console.log('  that read a course table (BENCH_PLANS=full prints them whole)');
  const missing = [];
  for (const { call, sent, statements } of plans) {
    console.log(`\n  ${call.name}  (${call.path}): ${sent} statements per request`);
    statements.forEach(({ text, values, plan, seqScans }, i) => {
      const sql = text.replace(/\s+/g, ' ');
      console.log(`    [${i + 1}] ${full || sql.length <= 150 ? sql : `${sql.slice(0, 150)} …`}`);
      if (values.length > 0) console.log(`        parameters: ${JSON.stringify(values)}`);
      for (const line of plan) {
        const keep =
          full || /Scan|Join|Nested Loop|Sort|Limit|Aggregate|Hash|Execution Time|Index Cond|Filter:/.test(line);
        if (keep) console.log(`        ${full ? line : line.replace(/\s*\(cost=[^)]*\)/, '')}`);
      }
      for (const table of seqScans) missing.push(`${call.name} [${i + 1}]: Seq Scan on ${table}`);
    });
  }
  console.log(
    missing.length === 0
      ? '\n  No sequential scan of a large table (≥ 5,000 rows) in these plans.'
      : `\n  Sequential scans of large tables (≥ 5,000 rows):\n${missing.map((m) => `    ${m}`).join('\n')}`,
  );
}
