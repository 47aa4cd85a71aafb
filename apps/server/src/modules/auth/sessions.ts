import { type LoginResponse, MemberPermission, type Portals } from '@manara/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { IdentityChanges, PermissionCheck } from '../../platform/identity.ts';
import { hashToken, newToken } from '../../platform/secrets.ts';
import type { TokenService } from '../../platform/tokens.ts';
import { administersOrganization, checkMemberPermissions } from '../permissions/index.ts';
import { getUserDto } from '../users/index.ts';
import { authSessions, refreshTokens } from './auth.tables.ts';

export interface SessionDeps {
  db: Db;
  tokens: TokenService;
  refreshTtlSeconds: number;
  /** Dates sessions and decides whether one has ended (the app's clock). */
  clock: Clock;
  /** Told when a session ends, after the commit: every process forgets it. */
  identity: IdentityChanges;
}

export interface SessionOrigin {
  ip?: string | undefined;
  userAgent?: string | undefined;
  masqueradedById?: number | undefined;
}

/** The portals a member may switch to, by their permissions (docs/decisions/auth.md). */
export async function portalsOf(db: Db, orgId: number, userId: number): Promise<Portals> {
  return portalsFrom(await checkMemberPermissions(db, orgId, userId));
}

/** The portals of a member's permission check (none without a membership). */
export function portalsFrom(can: PermissionCheck | null): Portals {
  return {
    isAdministrator: can ? administersOrganization(can) : false,
    isInstructor: can?.member(MemberPermission.instructorPortal) ?? false,
  };
}

async function issueTokens(
  deps: SessionDeps,
  tx: Db | Tx,
  session: { id: number; userId: number; organizationId: number },
) {
  const refresh = newToken();
  await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash: hashToken(refresh) });
  const access = await deps.tokens.signAccess({
    userId: session.userId,
    orgId: session.organizationId,
    sessionId: session.id,
  });
  return { access: access.token, refresh, expiresAt: access.expiresAt.toISOString() };
}

async function loginResponse(
  deps: SessionDeps,
  session: { userId: number; organizationId: number },
  tokens: { access: string; refresh: string; expiresAt: string },
): Promise<LoginResponse> {
  const [user, portals] = await Promise.all([
    getUserDto(deps.db, session.organizationId, session.userId),
    portalsOf(deps.db, session.organizationId, session.userId),
  ]);
  return { ...tokens, twoFactorToken: null, portals, user };
}

/** Starts a session for a member: a refresh-token family and its first tokens. */
export async function startSession(
  deps: SessionDeps,
  userId: number,
  orgId: number,
  origin: SessionOrigin = {},
): Promise<LoginResponse> {
  const { session, tokens } = await deps.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({
        userId,
        organizationId: orgId,
        ip: origin.ip ?? null,
        userAgent: origin.userAgent?.slice(0, 300) ?? null,
        masqueradedById: origin.masqueradedById ?? null,
        expiresAt: new Date(deps.clock.now().getTime() + deps.refreshTtlSeconds * 1000),
      })
      .returning();
    if (!session) throw new Error('session insert returned nothing');
    return { session, tokens: await issueTokens(deps, tx, session) };
  });
  return loginResponse(deps, session, tokens);
}

/**
 * Rotates a refresh token: it is marked used in the same statement that checks it is unused,
 * so two concurrent refreshes cannot both succeed. A token presented again after use means it
 * was stolen or replayed: its whole session is revoked. Unsafe: the token is looked up before
 * the organization is known (its session says which it is).
 */
export async function unsafeRotateRefreshToken(deps: SessionDeps, token: string): Promise<LoginResponse> {
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (!claimed) {
      const [replayed] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (replayed) {
        await tx
          .update(authSessions)
          .set({ revokedAt: now, revokedReason: 'refresh token reused' })
          .where(and(eq(authSessions.id, replayed.sessionId), isNull(authSessions.revokedAt)));
        return { kind: 'invalid' as const, revokedSessionId: replayed.sessionId };
      }
      return { kind: 'invalid' as const };
    }
    const [session] = await tx
      .update(authSessions)
      .set({ lastUsedAt: now })
      .where(
        and(eq(authSessions.id, claimed.sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)),
      )
      .returning();
    if (!session) return { kind: 'invalid' as const };
    return { kind: 'ok' as const, session, tokens: await issueTokens(deps, tx, session) };
  });
  if (outcome.kind === 'invalid') {
    const revoked = 'revokedSessionId' in outcome ? outcome.revokedSessionId : undefined;
    if (revoked !== undefined) await deps.identity.changed({ sessionId: revoked });
    throw new AppError('auth-007');
  }
  return loginResponse(deps, outcome.session, outcome.tokens);
}

/**
 * Ends a session by its id. Unsafe: the id comes from the caller's own token (access or
 * refresh), which proves the session is theirs whatever organization the request names.
 */
export async function unsafeRevokeSession(db: Db | Tx, now: Date, sessionId: number, reason: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Revokes every session of a user, except `keepSessionId` when given. Unsafe: a person's
 * sessions in every organization end (a new password, signing out everywhere).
 */
export async function unsafeRevokeUserSessions(
  db: Db | Tx,
  now: Date,
  userId: number,
  reason: string,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId !== undefined ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}
