import { randomBytes } from 'node:crypto';
import { listOutbox, type OutboxMail } from '@manara/contract';
import type { Db } from '../db/client.ts';
import {
  type NewOrganization,
  type PredefinedSetSlug,
  provisionOrganization,
} from '../modules/organizations/organizations.provision.ts';
import { type NewUser, provisionMember } from '../modules/users/users.provision.ts';
import { organizationMembers } from '../modules/users/users.tables.ts';
import { jobs } from '../platform/platform.tables.ts';
import { ok, type TestApp } from './app.ts';

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

/** A new member of `org` with an access token of theirs, as the API tests call with (`t.request(call, { as })`). */
export async function buildSignedInMember(
  t: { db: Db; tokenFor: (userId: number, orgId: number) => Promise<string> },
  org: { id: number; setIds: Record<PredefinedSetSlug, number> },
  set: PredefinedSetSlug | number = 'learner',
  overrides: Partial<NewUser> = {},
): Promise<{ id: number; token: string; orgId: number }> {
  const { id } = await buildUser(t.db, org, set, overrides);
  return { id, token: await t.tokenFor(id, org.id), orgId: org.id };
}

/**
 * Makes an existing user a member of `org` as well (one person in two organizations), holding one
 * of its predefined sets (or any set id), with an access token for that organization.
 */
export async function joinOrg(
  t: { db: Db; tokenFor: (userId: number, orgId: number) => Promise<string> },
  org: { id: number; setIds: Record<PredefinedSetSlug, number> },
  userId: number,
  set: PredefinedSetSlug | number = 'learner',
): Promise<{ id: number; token: string; orgId: number }> {
  const permissionSetId = typeof set === 'number' ? set : org.setIds[set];
  await t.db.insert(organizationMembers).values({ organizationId: org.id, userId, permissionSetId });
  return { id: userId, token: await t.tokenFor(userId, org.id), orgId: org.id };
}

/** A job of `orgId` that failed every attempt, as the worker leaves one. */
export async function buildDeadJob(db: Db, orgId: number): Promise<number> {
  const now = new Date();
  const [job] = await db
    .insert(jobs)
    .values({
      organizationId: orgId,
      kind: 'mail.send',
      payload: { to: 'someone@example.test', subject: 'Hello', text: 'Hello' },
      status: 'dead',
      attempts: 8,
      runAt: now,
      createdAt: now,
      finishedAt: now,
      lastError: 'the mail server refused the connection',
    })
    .returning({ id: jobs.id });
  return job!.id;
}

/** The newest mail to `to` in the outbox, through the dev outbox call as a person's inbox would show it. */
export async function lastMailTo(t: Pick<TestApp, 'request'>, to: string): Promise<OutboxMail | null> {
  return ok(await t.request(listOutbox, { query: { to, take: 1 } })).data[0] ?? null;
}

/** The first link of a mail's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}
