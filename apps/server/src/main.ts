import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.ts';
import { appModules } from './app-modules.ts';
import { loadConfig } from './config.ts';
import { EMBEDDED_TEMPLATE, openDatabase } from './db/client.ts';
import { syncReferenceData } from './db/reference.ts';
import { DEMO_PASSWORD, liveDemoSignIns, seedDemoData } from './db/seed/demo.ts';
import { DataDirectoryUpgradeError } from './db/upgrade-pg17.ts';
import { createAppDeps } from './deps.ts';
import { createStorage } from './platform/storage.ts';
import { loadSigningKey } from './platform/tokens.ts';
import { startupLines } from './startup-log.ts';

// V8 lets the old generation of a process that allocates fast grow to several times what its last
// full collection kept; at twice, the server holds about 320 MB after a bench run. At 1.5 times
// (until session 15) about one start in four fell into collecting all the time, for twice the
// processor time per answer (docs/decisions/performance.md, "V8's heap growth").
// A `--heap-growing-percent` given to node itself is kept.
if (!process.execArgv.some((flag) => flag.startsWith('--heap-growing-percent'))) {
  setFlagsFromString('--heap-growing-percent=100');
}

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  template: EMBEDDED_TEMPLATE,
  log: (message) => process.stdout.write(`  ${message}\n`),
}).catch((error: unknown) => {
  // An embedded data directory that could not be upgraded: what happened and what to do, no stack.
  if (!(error instanceof DataDirectoryUpgradeError)) throw error;
  process.stderr.write(`\n  ${error.message}\n\n`);
  process.exit(1);
});
const seeded = await database.exclusively(async () => {
  await database.migrate();
  await syncReferenceData(database.db, appModules);
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
  ...(config.redisNamespace
    ? { busNamespace: config.redisNamespace, rateLimitPrefix: `manara:${config.redisNamespace}` }
    : {}),
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

// Asked before listening, so the log is written as soon as the server answers.
const demo = { password: DEMO_PASSWORD, signIns: await liveDemoSignIns(database.db) };
await app.listen({ port: config.port, host: config.host });
const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
process.stdout.write(`${startupLines({ config, address, databaseKind: database.kind, seeded, demo }).join('\n')}\n`);
