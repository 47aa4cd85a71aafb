import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { syncReferenceData } from './db/reference.ts';
import { DEMO_PASSWORD, demoSignIns, seedDemoData } from './db/seed/demo.ts';
import { createOrganizationCache } from './modules/organizations/organizations.cache.ts';
import { createInProcessBus, createRedisBus } from './platform/bus.ts';
import { createOutboxMailer, createSmtpMailer } from './platform/mail.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { createOutboxSmsSender } from './platform/sms.ts';
import { createStorage } from './platform/storage.ts';
import { createTokenService, loadSigningKey } from './platform/tokens.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const seeded = await database.exclusively(async () => {
  await database.migrate();
  await syncReferenceData(database.db);
  return config.seedDemoData ? seedDemoData(database.db) : false;
});
const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(database.db);
const bus = config.redisUrl ? await createRedisBus(config.redisUrl) : createInProcessBus();
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
const organizationCache = createOrganizationCache(database.db);
await organizationCache.listen(bus);
const tokens = createTokenService(await loadSigningKey(database.db, config.jwtSecret), config.accessTokenTtlSeconds);
const app = await buildApp({
  config,
  db: database.db,
  databaseKind: database.kind,
  bus,
  mailer,
  sms: createOutboxSmsSender(database.db),
  tokens,
  organizationCache,
  rateLimiter: createRateLimiter(redis),
  storage: await createStorage(config),
});
app.addHook('onClose', async () => {
  await bus.close();
  mailer.close?.();
  await redis?.quit();
  await database.close();
});

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
const lines = [
  '',
  `  Manara is running at ${address}`,
  `  API documentation:   ${address}/api/docs`,
  `  Database:            ${database.kind === 'embedded' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
  '',
  `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
  ...demoSignIns.map((s) => `    ${s.email.padEnd(22)} organization ${s.organization}, ${s.role}`),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
