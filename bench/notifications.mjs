// Live notifications at scale: BENCH_STREAMS (default 10,000) learners of organization 1 each hold
// a `GET sse` stream on one server process (embedded PGlite, in-process bus, loopback), and the
// benchmark measures the time from the request that commits a notification to its receipt on the
// streams: for one user (support staff answering a ticket: one recipient) and for all of them (an
// organization announcement to every member). Also the server process's memory (RSS).
// Environment: BENCH_STREAMS, BENCH_REPEAT_ONE (default 20), BENCH_REPEAT_ALL (default 3).

import { readFileSync } from 'node:fs';
import http from 'node:http';
import { SignJWT } from 'jose';
import { startPlatform, tempDataDir } from './lib.mjs';

const DEMO_PASSWORD = 'Demo@1234';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 10_000);
const REPEAT_ONE = Number(process.env.BENCH_REPEAT_ONE ?? 20);
const REPEAT_ALL = Number(process.env.BENCH_REPEAT_ALL ?? 3);
const JWT_SECRET = 'bench-notifications-secret-of-at-least-32-characters';
const OPEN_BATCH = 500;

/** Learners, their sessions, and tickets of the first of them, added to the demo data. */
function seedStatements() {
  return [
    `create temporary table bench_base as select
       (select coalesce(max(id), 0) from users) as user_id,
       (select coalesce(max(id), 0) from auth_sessions) as session_id,
       (select m.permission_set_id from organization_members m join users u on u.id = m.user_id
         where u.email = 'student@demo.test' and m.organization_id = 1) as learner_set_id`,
    `insert into users (email, is_verified, first_name, last_name, two_factor_enabled)
     select 'streamer' || i || '@bench.test', true, 'Streamer', 'No. ' || i, false
     from generate_series(1, ${STREAMS}) i`,
    `insert into organization_members (organization_id, user_id, permission_set_id)
     select 1, u.id, b.learner_set_id from users u, bench_base b where u.id > b.user_id`,
    `insert into auth_sessions (user_id, organization_id, expires_at)
     select u.id, 1, now() + interval '1 day' from users u, bench_base b where u.id > b.user_id order by u.id`,
    `insert into support_tickets (organization_id, user_id, name, email, issue_topic, issue_description)
     select 1, (select min(u.id) from users u, bench_base b where u.id > b.user_id), 'Streamer', 'streamer1@bench.test',
       'technical', 'Bench ticket number ' || i from generate_series(1, ${REPEAT_ONE}) i`,
    'analyze',
  ];
}

async function runSql(dataDir, statements) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(`${dataDir}/db`, { extensions: { pg_trgm } });
  try {
    for (const statement of statements) await db.exec(statement);
    const streamers = await db.query(
      "select u.id as user_id, s.id as session_id from users u join auth_sessions s on s.user_id = u.id where u.email like 'streamer%@bench.test' order by u.id",
    );
    const tickets = await db.query("select id from support_tickets where email = 'streamer1@bench.test' order by id");
    return { streamers: streamers.rows, tickets: tickets.rows.map((r) => r.id) };
  } finally {
    await db.close();
  }
}

const key = new TextEncoder().encode(JWT_SECRET);
function accessToken(userId, sessionId) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org: 1, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .setAudience('access')
    .sign(key);
}

/** One stream: resolves when its first event (the unread count) arrived; `onNotification` for each notification event. */
function openStream(base, userId, token, onNotification) {
  return new Promise((resolve, reject) => {
    const url = `${base}/api/sse?userId=${userId}&token=${encodeURIComponent(token)}`;
    const request = http.get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`stream of ${userId}: ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let connected = false;
      response.on('data', (chunk) => {
        const at = performance.now();
        if (!connected && chunk.includes('event: unread-count')) {
          connected = true;
          resolve(request);
        }
        let index = chunk.indexOf('event: notification');
        while (index >= 0) {
          onNotification(at);
          index = chunk.indexOf('event: notification', index + 1);
        }
      });
    });
    request.on('error', reject);
  });
}

async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', organization: '1' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
  const { access } = await response.json();
  return { 'content-type': 'application/json', organization: '1', authorization: `Bearer ${access}` };
}

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (value) => `${value.toFixed(1)} ms`;

export async function runNotificationsBench() {
  console.log(
    `\nLive notifications: ${STREAMS.toLocaleString('en')} streams on one process (embedded PGlite, loopback)`,
  );
  const dir = tempDataDir();
  const env = { DATABASE_URL: '', JWT_SECRET, SEED_DEMO_DATA: 'true' };
  let platform = null;
  const requests = [];
  try {
    platform = await startPlatform(env, { dataDir: dir.path });
    await platform.stop();
    platform = null;
    const seeded = await runSql(dir.path, seedStatements());
    platform = await startPlatform(env, { dataDir: dir.path });
    const base = platform.url;
    const idle = rssMegabytes(platform.pid);

    // Everyone's receipts, by stream index, for the measurement under way.
    let receipts = [];
    const opened = Date.now();
    for (let i = 0; i < seeded.streamers.length; i += OPEN_BATCH) {
      const batch = seeded.streamers.slice(i, i + OPEN_BATCH);
      const opening = batch.map(async ({ user_id: userId, session_id: sessionId }, offset) => {
        const index = i + offset;
        const token = await accessToken(userId, sessionId);
        requests.push(
          await openStream(base, userId, token, (at) => {
            receipts.push({ index, at });
          }),
        );
      });
      await Promise.all(opening);
    }
    console.log(
      `  ${requests.length.toLocaleString('en')} streams open in ${((Date.now() - opened) / 1000).toFixed(1)} s; server RSS ${idle} MB idle, ${rssMegabytes(platform.pid)} MB with the streams`,
    );

    const admin = await signIn(base, 'admin@demo.test');

    // One user: support staff answer one of the first streamer's tickets (one recipient).
    const one = [];
    for (const ticketId of seeded.tickets) {
      receipts = [];
      const started = performance.now();
      const response = await fetch(`${base}/api/technical-support/${ticketId}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ status: 'RESOLVED' }),
      });
      if (!response.ok) throw new Error(`ticket ${ticketId}: ${response.status}`);
      await response.arrayBuffer();
      while (receipts.length < 1) await new Promise((r) => setTimeout(r, 1));
      one.push(receipts[0].at - started);
    }
    one.sort((a, b) => a - b);
    console.log(`  to one user (${one.length} times): p50 ${ms(percentile(one, 50))}, p99 ${ms(percentile(one, 99))}`);

    // All of them: an organization announcement to every member.
    for (let round = 1; round <= REPEAT_ALL; round += 1) {
      receipts = [];
      const started = performance.now();
      const response = await fetch(`${base}/api/org-announcements-management`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ translations: [{ language: 'en', body: `Bench announcement ${round}` }] }),
      });
      if (!response.ok) throw new Error(`announcement: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      const answered = performance.now() - started;
      const deadline = Date.now() + 120_000;
      while (receipts.length < requests.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      const latencies = receipts.map((r) => r.at - started).sort((a, b) => a - b);
      console.log(
        `  to all (${latencies.length.toLocaleString('en')} of ${requests.length.toLocaleString('en')} received), round ${round}: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, last ${ms(latencies.at(-1) ?? Number.NaN)}; the request answered in ${ms(answered)}; server RSS ${rssMegabytes(platform.pid)} MB`,
      );
    }
  } finally {
    for (const request of requests) request.destroy();
    await platform?.stop();
    dir.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runNotificationsBench();
