import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from './bus.ts';
import type { Clock } from './clock.ts';
import type { ContentCache } from './content-cache.ts';
import type { DomainEvents } from './events.ts';
import type { GuestAnswers } from './guest-answers.ts';
import type { ConfigurationLookup, OrganizationCache, PermissionResolver, SessionLookup } from './identity.ts';
import type { IdentityCache } from './identity-cache.ts';
import type { JobQueue } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { SmsSender } from './sms.ts';
import type { Storage } from './storage.ts';
import type { TokenService } from './tokens.ts';

/**
 * Everything a request handler may use. Built by `deps.ts` (for main.ts or a test), never a
 * module singleton. Declared here, below the modules, so that modules and platform depend on it
 * without depending on the app.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: 'embedded' | 'postgres';
  /** The time, for every rule that depends on it (a manual clock in tests). */
  clock: Clock;
  bus: EventBus;
  /** Durable background work (platform/jobs.ts); mail and text messages go through it. */
  jobs: JobQueue;
  /** Typed domain events, durable listeners through jobs and live ones on the bus. */
  events: DomainEvents;
  mailer: Mailer;
  sms: SmsSender;
  tokens: TokenService;
  /** Which organizations exist, and their dashboards (the organizations module's cache). */
  organizationCache: OrganizationCache;
  /** The user of a session, for the request's context (the users module). */
  sessions: SessionLookup;
  /**
   * Who the caller is and what they may do, kept in memory and forgotten when a writer announces a
   * change (`identity.changed`, on the bus to every process).
   */
  identity: IdentityCache;
  /** What learners read of the content, kept until the database announces a change (platform/content-cache.ts). */
  content: ContentCache;
  /** Guests' answers kept whole, forgotten with the content, the organization or its permissions (platform/guest-answers.ts). */
  guestAnswers: GuestAnswers;
  /** Permissions held and the check over them, for the context and the access guard (the permissions module). */
  permissions: PermissionResolver;
  /** The organization's on/off settings, for the access guard (the organizations module). */
  configuration: ConfigurationLookup;
  rateLimiter: RateLimiter;
  /** Media files: local disk or S3-compatible. */
  storage: Storage;
}
