import { listMyCourses, updateMyCourse } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ok, type TestApp } from '../../test/app.ts';
import { buildCourse, buildLearner } from '../../test/course-factories.ts';
import { buildOrg } from '../../test/factories.ts';

/**
 * Two server processes on one PostgreSQL: each keeps a member's my-courses pages
 * (ContentCache.memberPage) and forgets them when the database announces a change of the member's
 * enrolments, whichever process wrote it (issue 11). Runs where a server is given (`DATABASE_URL`).
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('my courses across processes (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { restartOf: { database: a.database, rateLimitPrefix: a.rateLimitPrefix } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows on one process a pin made through the other', async () => {
    const org = await buildOrg(a.db);
    const first = await buildCourse(a.db, org.id, { course: { name: 'Across A' } });
    const second = await buildCourse(a.db, org.id, { course: { name: 'Across B' } });
    const learner = await buildLearner(a, org, { enrolledIn: [first, second] });
    const onA = async () =>
      ok(await a.request(listMyCourses, { params: { userId: learner.id }, as: learner })).data.map((c) => c.name);
    const before = await onA();
    // Kept on A: the same answer again.
    expect(await onA()).toEqual(before);
    const last = before.at(-1) === 'Across A' ? first : second;

    const tokenOnB = await b.tokenFor(learner.id, org.id);
    const pinned = await b.request(updateMyCourse, {
      params: { userId: learner.id, courseId: last.id },
      body: { isPinned: true },
      as: { orgId: org.id, token: tokenOnB },
    });
    expect(ok(pinned).isPinned).toBe(true);
    // A heard B's change (NOTIFY at commit): the pinned course leads on A's next answer.
    await expect.poll(async () => (await onA())[0]).toBe(before.at(-1));
  });
});
