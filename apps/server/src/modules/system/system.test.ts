import { advanceClock, getHealth, getSessionUser, listOutbox } from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
import { buildOrg, buildSignedInMember } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers without any organization', async () => {
    const res = await t.request(getHealth);
    expect(res.status).toBe(200);
    expect(ok(res)).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'embedded' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists mail written to the outbox, newest first, filtered by recipient', async () => {
    await t.deps.mailer.send({ to: 'Someone@Example.test', subject: 'First', text: 'one' });
    await t.deps.mailer.send({ to: 'someone@example.test', subject: 'Second', text: 'two', html: '<p>two</p>' });
    await t.deps.mailer.send({ to: 'other@example.test', subject: 'Other', text: 'three' });
    const res = await t.request(listOutbox, { query: { to: 'SOMEONE@example.test' } });
    expect(res.status).toBe(200);
    expect(ok(res).total).toBe(2);
    expect(ok(res).data.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(ok(res).data[0]).toMatchObject({ to: 'someone@example.test', html: '<p>two</p>' });
  });
});

describe('GET /api/docs/json', () => {
  // The OpenAPI document is served by the docs plugin, not by a call of the contract: untyped.
  it("shows each call's rule of access and the error codes it declares", async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.status).toBe(200);
    const jobs = res.body.paths['/api/jobs'].get.description as string;
    expect(jobs).toContain('**Access:** a signed-in member of the organization holding manage_organization.');
    expect(jobs).toMatch(/\*\*Errors:\*\* .*`common-009`.*`common-007`/);
    const retry = res.body.paths['/api/jobs/{jobId}/retry'].post.description as string;
    expect(retry).toContain('`common-002`');
    const health = res.body.paths['/api/health'].get.description as string;
    expect(health).toContain('**Access:** anyone');
  });

  it('shows the whole rule of each call in words and as `x-access`, with the codes of its flags and rule', async () => {
    const res = await t.call('GET', '/api/docs/json');
    const operation = (path: string, method: string) =>
      res.body.paths[path][method] as { description: string; 'x-access': unknown; 'x-errors': string[] };

    const update = operation('/api/courses/{courseId}', 'patch');
    expect(update['x-access']).toEqual({
      kind: 'signedIn',
      organizationPermissions: ['crud_courses'],
      rule: 'courseAuthor',
    });
    expect(update.description).toContain(
      '**Access:** a signed-in member of the organization in an organization with crud_courses; rule: course author (an author of the course',
    );
    expect(update['x-errors']).toEqual(expect.arrayContaining(['common-009', 'auth-005', 'common-007', 'common-002']));

    const create = operation('/api/courses', 'post');
    expect(create.description).toContain('holding at least one of administrator_portal, instructor_portal');

    const issue = operation('/api/courses/{courseId}/certificates', 'post');
    expect(issue.description).toContain('; organization configuration certificates_enabled on; rule: course author');
    expect(issue['x-errors']).toEqual(expect.arrayContaining(['certificates-001', 'common-007', 'common-002']));
    expect(issue.description).toMatch(/\*\*Errors:\*\* .*`certificates-001`/);

    for (const [path, method] of [
      ['/api/course-subsections/{subsectionId}/notes/{noteId}', 'patch'],
      ['/api/course-subsections/{subsectionId}/notes/{noteId}', 'delete'],
    ] as const) {
      expect(operation(path, method)['x-access']).toEqual({ kind: 'signedIn', rule: 'noteOwner' });
      expect(operation(path, method).description).toContain(
        'rule: note owner (the owner of the note: the member who wrote it',
      );
    }
    const review = operation('/api/courses/{courseId}/reviews/{reviewId}', 'patch');
    expect(review['x-access']).toEqual({ kind: 'signedIn', rule: 'reviewOwner' });
    expect(review.description).toContain('rule: review owner (the owner of the review');
    expect(review['x-errors']).toContain('common-002');

    const sections = operation('/api/courses/{courseId}/sections', 'get');
    expect(sections.description).toContain('rule: course learner');
    expect(sections['x-errors']).toContain('courses-003');

    const catalogue = operation('/api/courses', 'get');
    expect(catalogue.description).toContain(
      "**Access:** anyone; a bearer token, when sent, identifies the caller; signed-in callers must hold access_courses; guests only while the organization's anonymous_course_view is on.",
    );
    expect(catalogue['x-errors']).toEqual(expect.arrayContaining(['common-009', 'common-007']));
    expect(catalogue['x-errors']).not.toContain('auth-005');

    const enrol = operation('/api/specializations/{specializationId}/enrollment', 'post');
    expect(enrol.description).toContain('organization configuration self_enrollment_enabled on');
    expect(enrol['x-errors']).toContain('courses-005');
  });
});

describe('POST /api/dev/clock', () => {
  it('does not exist unless CONTROLLED_CLOCK is on', async () => {
    const res = await t.request(advanceClock, { body: { seconds: 60 } });
    expect(res.status).toBe(404);
    expect(errorCodeOf(res)).toBe('common-001');
  });

  it("moves the server's time ahead: an access token expires without waiting for it", async () => {
    const controlled = await createTestApp({ CONTROLLED_CLOCK: 'true', ACCESS_TOKEN_TTL_SECONDS: '60' });
    try {
      const org = await buildOrg(controlled.db);
      const member = await buildSignedInMember(controlled, org);
      const before = await controlled.request(getSessionUser, { as: member });
      expect(before.status).toBe(200);
      const moved = await controlled.request(advanceClock, { body: { seconds: 61 } });
      expect(moved.status).toBe(200);
      expect(new Date(ok(moved).now).getTime()).toBeGreaterThan(Date.now() + 60_000);
      const after = await controlled.request(getSessionUser, { as: member });
      expect(after.status).toBe(401);
      expect(errorCodeOf(after)).toBe('auth-006');
    } finally {
      await controlled.close();
    }
  });
});
