import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import {
  type NewOrganization,
  type PredefinedSetSlug,
  provisionOrganization,
} from '../modules/organizations/organizations.provision.ts';
import { type NewUser, provisionMember } from '../modules/users/users.provision.ts';

function unique(): string {
  return randomBytes(4).toString('hex');
}

/** An organization with its predefined permission sets, named uniquely. */
export async function buildOrg(db: Db, overrides: Partial<NewOrganization> = {}) {
  const suffix = unique();
  return db.transaction((tx) =>
    provisionOrganization(tx, {
      name: `Org ${suffix}`,
      nameArabic: `مؤسسة ${suffix}`,
      domainPrefix: `org-${suffix}`,
      ...overrides,
    }),
  );
}

/** A member of `org` holding one of its predefined sets (or any set id). */
export async function buildUser(
  db: Db,
  org: { id: number; setIds: Record<PredefinedSetSlug, number> },
  set: PredefinedSetSlug | number = 'learner',
  overrides: Partial<NewUser> = {},
) {
  const suffix = unique();
  const permissionSetId = typeof set === 'number' ? set : org.setIds[set];
  const user = await db.transaction((tx) =>
    provisionMember(tx, org.id, permissionSetId, {
      email: `user-${suffix}@example.test`,
      firstName: 'Test',
      lastName: suffix,
      ...overrides,
    }),
  );
  return { id: user.id, orgId: org.id };
}
