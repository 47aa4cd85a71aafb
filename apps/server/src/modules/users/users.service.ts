import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers, users } from './users.tables.ts';

/** The signed-in user as a request context carries it. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  type: 'ADMIN' | 'MEMBER';
  deactivatedAt: Date | null;
  forceResetPassword: boolean;
  preferredLanguage: 'en' | 'ar';
  /** The membership of the request's organization; null when the user is not a member. */
  membership: { id: number; permissionSetId: number } | null;
}

export async function findSessionUser(db: Db, userId: number, orgId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        type: users.type,
        deactivatedAt: users.deactivatedAt,
        forceResetPassword: users.forceResetPassword,
        preferredLanguage: users.preferredLanguage,
      },
      membership: { id: organizationMembers.id, permissionSetId: organizationMembers.permissionSetId },
    })
    .from(users)
    .leftJoin(
      organizationMembers,
      and(eq(organizationMembers.userId, users.id), eq(organizationMembers.organizationId, orgId)),
    )
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row.user, membership: row.membership?.id != null ? row.membership : null };
}
