/**
 * Guests' answers kept whole (platform/guest-answers.ts): a guest's request the same as one
 * answered before gets the same answer without the route running again, until anything it was read
 * from changes; a signed-in caller's request always runs.
 */
import { defineCall, publicAccess } from '@manara/contract';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appModules } from '../app-modules.ts';
import { organizationChanged } from '../modules/organizations/organizations.cache.ts';
import { createTestApp, ok, type TestApp } from '../test/app.ts';
import { buildCourse } from '../test/course-factories.ts';
import { buildOrg, buildSignedInMember } from '../test/factories.ts';
import { createManualClock } from './clock.ts';
import { answerHoldsUntil, createGuestAnswers } from './guest-answers.ts';
import { defineModule } from './module.ts';
import { registerCall } from './routes.ts';

const DAY = 24 * 3600 * 1000;

describe('the guest answers kept', () => {
  const clock = createManualClock(new Date('2026-11-28T12:00:00Z'));

  it('keeps an answer until a change, and not one whose reading overlapped a change', () => {
    const answers = createGuestAnswers();
    const answer = Object.freeze({ n: 1 });
    answers.keeper('a')(answer);
    expect(answers.find('a', clock)).toBe(answer);
    answers.forget();
    expect(answers.find('a', clock)).toBeUndefined();

    const keep = answers.keeper('a');
    answers.forget();
    keep(answer);
    expect(answers.find('a', clock)).toBeUndefined();
  });

  it('keeps nothing while changes are not heard', () => {
    const answers = createGuestAnswers();
    answers.setLive(false);
    answers.keeper('a')(Object.freeze({ n: 1 }));
    expect(answers.find('a', clock)).toBeUndefined();
    answers.setLive(true);
    const answer = Object.freeze({ n: 2 });
    answers.keeper('a')(answer);
    expect(answers.find('a', clock)).toBe(answer);
  });

  it('keeps an answer that holds until a time only until then', () => {
    const answers = createGuestAnswers();
    const answer = Object.freeze({ n: 1 });
    answerHoldsUntil(answer, clock.now().getTime() + DAY);
    answers.keeper('a')(answer);
    clock.advance(DAY - 1);
    expect(answers.find('a', clock)).toBe(answer);
    clock.advance(1);
    expect(answers.find('a', clock)).toBeUndefined();
  });
});

/** Each run of the route answers the next number: a kept answer shows the number of the run that made it. */
const keptCall = defineCall({
  method: 'GET',
  path: '/test/kept-for-guests',
  summary: 'An answer kept for guests (test only).',
  tags: ['test'],
  access: publicAccess,
  query: z.object({ shared: z.enum(['yes', 'no']).default('yes'), page: z.coerce.number().int().default(1) }),
  response: z.object({ run: z.number(), page: z.number(), language: z.string(), orgId: z.number() }),
});
let runs = 0;
const keptModule = defineModule({
  name: 'kept-for-guests',
  calls: { keptCall },
  keptForGuests: ['keptCall'],
  handlers: () => ({
    keptCall: (ctx, { query }) => {
      runs++;
      const answer = { run: runs, page: query.page, language: ctx.language, orgId: ctx.orgId };
      // Only a frozen answer is one object for every caller; any other is the caller's own.
      return query.shared === 'yes' ? Object.freeze(answer) : answer;
    },
  }),
});

describe('a call kept for guests', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof buildOrg>>;
  let other: Awaited<ReturnType<typeof buildOrg>>;
  let member: { token: string; orgId: number };

  beforeAll(async () => {
    t = await createTestApp({}, { modules: [...appModules, keptModule] });
    org = await buildOrg(t.db);
    other = await buildOrg(t.db);
    member = await buildSignedInMember(t, org);
  });
  afterAll(() => t?.close());

  const asGuest = async (query: { shared?: 'yes' | 'no'; page?: number } = {}, orgId = org.id, language?: 'ar') =>
    ok(await t.request(keptCall, { query, orgId, ...(language ? { language } : {}) })).run;

  it('answers a guest’s same request again without running the route, each request by what it says', async () => {
    const first = await asGuest();
    expect(await asGuest()).toBe(first);
    // Another page, language or organization is another request.
    const secondPage = await asGuest({ page: 2 });
    expect(secondPage).toBeGreaterThan(first);
    expect(await asGuest({ page: 2 })).toBe(secondPage);
    expect(await asGuest({}, org.id, 'ar')).toBeGreaterThan(secondPage);
    const elsewhere = await t.request(keptCall, { orgId: other.id });
    expect(ok(elsewhere)).toMatchObject({ orgId: other.id, page: 1 });
    expect(await asGuest()).toBe(first);
  });

  it('runs the route for every signed-in request, and keeps only an answer that is one object for all', async () => {
    const signedIn = async () => ok(await t.request(keptCall, { as: member })).run;
    const once = await signedIn();
    expect(await signedIn()).toBe(once + 1);
    const own = await asGuest({ shared: 'no' });
    expect(await asGuest({ shared: 'no' })).toBe(own + 1);
  });

  it('answers a kept answer with the headers of every answer, and an id of its own', async () => {
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/test/kept-for-guests?page=7',
        headers: { organization: String(org.id) },
      });
    const [made, kept] = [await get(), await get()];
    expect(kept.body).toBe(made.body);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'cross-origin-resource-policy',
      'content-type',
    ]) {
      expect(kept.headers[name], name).toBe(made.headers[name]);
    }
    expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });

  it('forgets every answer at a change of the organization, of who may do what, or of the content', async () => {
    const changes: [string, () => Promise<unknown>][] = [
      ['organization', () => organizationChanged(t.deps, org.id)],
      ['identity', () => t.deps.identity.changed({ orgId: org.id })],
      [
        'content',
        async () => {
          const course = await buildCourse(t.db, org.id, { course: { name: 'A change of the content' } });
          await t.db.execute(sql`update courses set name = 'Changed' where id = ${course.id}`);
        },
      ],
    ];
    for (const [what, change] of changes) {
      const before = await asGuest();
      expect(await asGuest(), what).toBe(before);
      await change();
      await expect.poll(() => asGuest(), { message: what }).toBeGreaterThan(before);
    }
  });

  it('is refused for a call that is not a GET answering JSON', () => {
    const answer = () => Object.freeze({ run: 0, page: 1, language: 'en', orgId: 1 });
    const posted = defineCall({ ...keptCall, method: 'POST', path: '/test/posted' });
    const pdf = defineCall({ ...keptCall, path: '/test/pdf', produces: 'application/pdf' });
    for (const call of [posted, pdf]) {
      expect(() => registerCall(Fastify(), t.deps, call, answer, { keptForGuests: true })).toThrow(/kept for guests/);
    }
  });
});
