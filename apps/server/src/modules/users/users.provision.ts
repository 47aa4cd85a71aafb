import type { Tx } from '../../db/client.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { organizationMembers, users } from './users.tables.ts';

export interface NewUser {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
  firstNameAr?: string;
  lastNameAr?: string;
  city?: string;
  preferredLanguage?: 'en' | 'ar';
  type?: 'ADMIN' | 'MEMBER';
  isVerified?: boolean;
  forceResetPassword?: boolean;
}

/** Creates a user and their membership of one organization with the given permission set. */
export async function provisionMember(tx: Tx, orgId: number, permissionSetId: number, input: NewUser) {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      firstName: input.firstName,
      lastName: input.lastName,
      firstNameAr: input.firstNameAr ?? null,
      lastNameAr: input.lastNameAr ?? null,
      city: input.city ?? null,
      preferredLanguage: input.preferredLanguage ?? 'en',
      type: input.type ?? 'MEMBER',
      isVerified: input.isVerified ?? true,
      forceResetPassword: input.forceResetPassword ?? false,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  await tx.insert(organizationMembers).values({ organizationId: orgId, userId: user.id, permissionSetId });
  return user;
}
