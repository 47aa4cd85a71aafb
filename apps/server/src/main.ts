import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { syncReferenceData } from './db/reference.ts';
import { DEMO_PASSWORD, demoSignIns, seedDemoData } from './db/seed/demo.ts';
import { createAppDeps } from './deps.ts';
import { createStorage } from './platform/storage.ts';
import { loadSigningKey } from './platform/tokens.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const seeded = await database.exclusively(async () => {
  await database.migrate();
  await syncReferenceData(database.db);
  return config.seedDemoData ? seedDemoData(database.db) : false;
});
// Failed job attempts are logged by the app's logger once it exists (never the job's payload).
let log: { warn(object: object, message: string): void } | null = null;
const deps = await createAppDeps({
  config,
  database,
  signingKey: await loadSigningKey(database.db, config.jwtSecret),
  storage: await createStorage(config),
  redisUrl: config.redisUrl,
  onJobError: (error, job) => log?.warn({ err: error, job }, 'job attempt failed'),
});
const app = await buildApp(deps);
log = app.log;
app.addHook('onClose', async () => {
  await deps.close();
  await database.close();
});
deps.jobs.start();

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
process.stdout.write(`${startupLines(address).join('\n')}\n`);

/** What an operator must know at start: where the app is, where mail goes, who can sign in, what is exposed. */
function startupLines(address: string): string[] {
  const reachable = !['localhost', '127.0.0.1', '::1'].includes(config.host);
  const outbox = {
    local: `readable only from this machine at ${address}/dev/mailbox (DEV_OUTBOX=local)`,
    open: `readable by ANYONE who reaches the server at ${address}/dev/mailbox (DEV_OUTBOX=open)`,
    off: 'kept in the database, readable by nobody (DEV_OUTBOX=off)',
  }[config.devOutbox];
  const warnings = [
    reachable ? `listening on ${config.host}: reachable from other machines` : '',
    reachable && seeded
      ? 'the demo accounts below have a published password: set SEED_DEMO_DATA=false on a real server'
      : '',
    !config.smtpUrl && config.devOutbox === 'open'
      ? 'the mail outbox holds sign-in codes and reset links and anyone can read it: set SMTP_URL or DEV_OUTBOX=local'
      : '',
  ].filter(Boolean);
  return [
    '',
    `  Manara is running at ${address}${reachable ? ` (listening on ${config.host}:${config.port})` : ''}`,
    `  API documentation:   ${address}/api/docs`,
    `  Database:            ${database.kind === 'embedded' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
    ...(config.smtpUrl
      ? [
          '  Mail:                sent through SMTP_URL',
          '  Text messages:       kept in the embedded outbox (no SMS gateway yet), readable by nobody',
        ]
      : [`  Mail and texts:      kept in the embedded outbox, ${outbox}`]),
    ...warnings.map((warning) => `  WARNING: ${warning}`),
    ...(seeded || config.seedDemoData
      ? [
          '',
          `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
          ...demoSignIns.map((s) => `    ${s.email.padEnd(22)} organization ${s.organization}, ${s.role}`),
        ]
      : []),
    '',
  ];
}
