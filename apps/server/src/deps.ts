import type { Config } from './config.ts';
import { type Database, NOTIFY_CHANNELS } from './db/client.ts';
import { createOrganizationCache } from './modules/organizations/index.ts';
import { checkPermissions, loadEffectivePermissions } from './modules/permissions/index.ts';
import { findSession, findSessionUser } from './modules/users/index.ts';
import type { AppDeps } from './platform/app-deps.ts';
import { createInProcessBus, createRedisBus } from './platform/bus.ts';
import { type Clock, createShiftableClock, systemClock } from './platform/clock.ts';
import { createContentCache } from './platform/content-cache.ts';
import { createDomainEvents } from './platform/events.ts';
import { createGuestAnswers } from './platform/guest-answers.ts';
import { createIdentityCache } from './platform/identity-cache.ts';
import { createJobQueue } from './platform/jobs.ts';
import { createOutboxMailer, createSmtpMailer, queueMail } from './platform/mail.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { createOutboxSmsSender, queueSms } from './platform/sms.ts';
import type { Storage } from './platform/storage.ts';
import { createTokenService } from './platform/tokens.ts';

export interface RuntimeInput {
  config: Config;
  database: Database;
  /** The key that signs access tokens. */
  signingKey: Uint8Array;
  storage: Storage;
  /** Redis for the bus and the rate limits (else the bus stays in this process and the limits in the database). */
  redisUrl: string | undefined;
  clock?: Clock;
  /** Names the rate limits' keys in Redis apart from other apps on the same Redis (tests). */
  rateLimitPrefix?: string;
  /** Names the bus's channels in Redis apart from other apps on the same Redis (tests). */
  busNamespace?: string;
  /** Keep who callers are and what they may do in memory (default true); tests that write identity rows directly turn it off. */
  identityCache?: boolean;
  /** Where a failed job attempt is reported. */
  onJobError?: (error: unknown, job: { id: number; kind: string; attempt: number }) => void;
}

/**
 * Everything the app is built from, wired once, the same way for `npm start` and for the tests:
 * the bus, the jobs and the domain events on it, mail and text messages through jobs, the caches.
 * `close` releases what it opened (not the database, which the caller opened).
 */
export async function createAppDeps(input: RuntimeInput): Promise<AppDeps & { close(): Promise<void> }> {
  const { config, database } = input;
  const { db } = database;
  const clock = input.clock ?? (config.controlledClock ? createShiftableClock() : systemClock);
  const bus = input.redisUrl ? await createRedisBus(input.redisUrl, input.busNamespace) : createInProcessBus();
  const redis = input.redisUrl
    ? new (await import('ioredis')).Redis(input.redisUrl, { maxRetriesPerRequest: 3 })
    : null;
  const jobs = createJobQueue({ db, clock, ...(input.onJobError ? { onError: input.onJobError } : {}) });
  const transport = config.smtpUrl ? await createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db);
  // Forgotten whenever any of the three caches below forgets (platform/guest-answers.ts).
  const guestAnswers = createGuestAnswers();
  const organizationCache = createOrganizationCache(db, { onForget: guestAnswers.forget });
  await organizationCache.listen(bus);
  const identity = createIdentityCache(
    {
      sessions: { findSession: (userId, orgId, sessionId) => findSession(db, clock.now(), userId, orgId, sessionId) },
      permissions: { load: (orgId, permissionSetId) => loadEffectivePermissions(db, orgId, permissionSetId) },
    },
    clock,
    { enabled: input.identityCache ?? true, onForget: guestAnswers.forget },
  );
  await identity.listen(bus);
  const content = createContentCache({ alsoForgets: guestAnswers });
  const stopListening = await Promise.all(
    NOTIFY_CHANNELS.map((channel) => database.listen(channel, content.handlers[channel])),
  );
  return {
    config,
    db,
    databaseKind: database.kind,
    clock,
    bus,
    jobs,
    events: createDomainEvents(jobs, bus, clock),
    mailer: queueMail(jobs, transport),
    sms: queueSms(jobs, createOutboxSmsSender(db)),
    tokens: createTokenService(input.signingKey, config.accessTokenTtlSeconds, clock),
    organizationCache,
    identity,
    content,
    guestAnswers,
    sessions: {
      findSessionUser: (userId, orgId, sessionId) => findSessionUser(db, clock.now(), userId, orgId, sessionId),
      findSession: (userId, orgId, sessionId) => identity.findSession(userId, orgId, sessionId),
    },
    permissions: {
      load: (orgId, permissionSetId) => identity.loadPermissions(orgId, permissionSetId),
      check: (held) => checkPermissions(db, held),
    },
    configuration: { flagsOn: (orgId, keys) => organizationCache.flagsOn(orgId, keys) },
    rateLimiter: createRateLimiter({
      redis,
      db,
      clock,
      ...(input.rateLimitPrefix ? { prefix: input.rateLimitPrefix } : {}),
    }),
    storage: input.storage,
    async close() {
      await Promise.all(stopListening.map((stop) => stop()));
      await jobs.stop();
      await bus.close();
      transport.close?.();
      await redis?.quit();
    },
  };
}
