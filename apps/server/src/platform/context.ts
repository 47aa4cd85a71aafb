import { DEFAULT_ORGANIZATION_ID, type Language, MAX_INT4 } from '@manara/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import type { ContentCache } from './content-cache.ts';
import { AppError } from './errors.ts';
import type { EventPublisher } from './events.ts';
import type { EffectivePermissions, IdentityChanges, OrganizationCache, SessionUser } from './identity.ts';
import type { IdentityCache } from './identity-cache.ts';
import type { TokenService } from './tokens.ts';

/** What every service receives: whose request, in which organization and language. */
export interface RequestContext {
  orgId: number;
  language: Language;
  user: SessionUser | null;
  /** Where the request comes from (rate limits, session records). */
  client: { ip: string; userAgent: string | undefined };
  /** The request's logger: lines carry its request id. */
  log: FastifyBaseLogger;
  /** The organization's and the member's permission slugs, loaded once on first use. */
  permissions(): Promise<EffectivePermissions>;
  /**
   * Publishes domain events in the caller's transaction; their durable listeners run as soon as
   * the request's handler is done, before it answers (platform/events.ts).
   */
  events: EventPublisher;
  /**
   * Announces, after the write committed, a change of who people are or what they may do (a
   * session ended, a user disabled, a permission set changed): every process forgets what it
   * kept of it (platform/identity-cache.ts).
   */
  identity: IdentityChanges;
  /** What learners read of the content (cards, catalogue pages, overviews), kept until the database says it changed. */
  content: ContentCache;
  /** The app's clock: every time a service stores or decides by (a manual clock in tests). */
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** The `Organization` header: absent means the default organization; anything else must be an id. */
export function parseOrganizationHeader(value: string | string[] | undefined): number {
  if (value === undefined) return DEFAULT_ORGANIZATION_ID;
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,10}$/.test(text.trim())) throw new AppError('organizations-003');
  const id = Number(text.trim());
  if (id < 1 || id > MAX_INT4) throw new AppError('organizations-003');
  return id;
}

export function parseLanguage(value: string | string[] | undefined): Language {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError('auth-006');
  return match[1];
}

/**
 * Builds the request's context: organization (404 when unknown), language, and the signed-in
 * user when a token is sent (401 `auth-006` when it is not valid, 403 `auth-001`/`auth-002`
 * when the user is disabled or not a member of this organization).
 */
export async function buildContext(
  request: FastifyRequest,
  events: EventPublisher,
  deps: {
    tokens: TokenService;
    organizationCache: Pick<OrganizationCache, 'exists'>;
    identity: Pick<IdentityCache, 'findSession' | 'loadPermissions' | 'changed'>;
    content: ContentCache;
    clock: Clock;
  },
): Promise<RequestContext> {
  const language = parseLanguage(request.headers.language);
  // The language is known before anything can fail, so errors speak it.
  const client = clientOf(request);
  request.ctx = {
    orgId: DEFAULT_ORGANIZATION_ID,
    language,
    user: null,
    client,
    log: request.log,
    permissions: async () => noPermissions,
    events,
    identity: deps.identity,
    content: deps.content,
    clock: deps.clock,
  };
  const orgId = parseOrganizationHeader(request.headers.organization);
  if (!(await deps.organizationCache.exists(orgId))) throw new AppError('organizations-001');
  let user: SessionUser | null = null;
  let loaded: Promise<EffectivePermissions> | undefined;
  const token = bearerToken(request);
  if (token) {
    const claims = await deps.tokens.verifyAccess(token);
    if (!claims) throw new AppError('auth-006');
    if (claims.orgId !== orgId) throw new AppError('auth-002');
    // Who the caller is and what they may do: from this process's memory, else one statement.
    const session = await deps.identity.findSession(claims.userId, orgId, claims.sessionId);
    if (!session) throw new AppError('auth-006');
    user = session.user;
    if (user.deactivatedAt) throw new AppError('auth-001');
    if (!user.membership) throw new AppError('auth-002');
    loaded = Promise.resolve(session.permissions);
  }
  return {
    orgId,
    language,
    user,
    client,
    log: request.log,
    permissions: () => {
      loaded ??= deps.identity.loadPermissions(orgId, null);
      return loaded;
    },
    events,
    identity: deps.identity,
    content: deps.content,
    clock: deps.clock,
  };
}

const noPermissions: EffectivePermissions = { organization: new Set(), member: new Set() };

/** For the few calls that are about the server, not an organization (health, dev outbox). */
export function tenantlessContext(
  request: FastifyRequest,
  events: EventPublisher,
  deps: { identity: IdentityChanges; content: ContentCache; clock: Clock },
): RequestContext {
  return {
    orgId: DEFAULT_ORGANIZATION_ID,
    language: parseLanguage(request.headers.language),
    user: null,
    client: clientOf(request),
    log: request.log,
    permissions: async () => noPermissions,
    events,
    identity: deps.identity,
    content: deps.content,
    clock: deps.clock,
  };
}

function clientOf(request: FastifyRequest): RequestContext['client'] {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The caller's user id on a call whose access is `signedIn` (the guard let no guest through). */
export function signedInUserId(ctx: RequestContext): number {
  return signedInUser(ctx).id;
}

/** The signed-in user of a call whose access requires one. */
export function signedInUser(ctx: RequestContext): SessionUser {
  if (!ctx.user) throw new AppError('common-009');
  return ctx.user;
}
