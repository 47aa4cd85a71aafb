import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCourse } from '../../test/course-factories.ts';
import { buildOrg, buildUser } from '../../test/factories.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof buildOrg>>;
let instructor: { id: number; token: string };
let learner: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrg(t.db, { configuration: { self_enrollment_enabled: true } });
  const i = await buildUser(t.db, org, 'instructor');
  instructor = { id: i.id, token: await t.tokenFor(i.id, org.id) };
  const l = await buildUser(t.db, org, 'learner', { firstName: 'Lina' });
  learner = { id: l.id, token: await t.tokenFor(l.id, org.id) };
});
afterAll(() => t?.close());

describe('confirmation statements', () => {
  it('are written by authors, confirmed by learners before enrolling, and reported to authors', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const base = `/api/courses/${course.id}/confirmation-checkboxes`;
    const created = [];
    for (const [en, ar] of [
      ['I have a laptop.', 'لدي حاسوب محمول.'],
      ['I attend every session.', 'سأحضر كل الجلسات.'],
    ]) {
      const res = await t.call('POST', base, {
        orgId: org.id,
        token: instructor.token,
        body: {
          translations: [
            { language: 'en', text: en },
            { language: 'ar', text: ar },
          ],
          position: created.length,
        },
      });
      expect(res.status).toBe(201);
      created.push(res.body.id as number);
    }
    const refused = await t.call('POST', base, {
      orgId: org.id,
      token: learner.token,
      body: { translations: [{ language: 'en', text: 'x' }] },
    });
    expect(refused.status).toBe(403);

    const guestView = await t.call('GET', base, { orgId: org.id, language: 'ar' });
    expect(guestView.body).toEqual([
      { id: created[0], text: 'لدي حاسوب محمول.', position: 0, answer: null },
      { id: created[1], text: 'سأحضر كل الجلسات.', position: 1, answer: null },
    ]);

    const enrol = () =>
      t.call('POST', `/api/users/${learner.id}/enrolled-courses/${course.id}`, { orgId: org.id, token: learner.token });
    expect((await enrol()).body.errorCode).toBe('courses-006');
    const respond = (answers: { checkboxId: number; answer: boolean }[]) =>
      t.call('POST', `${base}/respond`, { orgId: org.id, token: learner.token, body: { answers } });
    const partial = await respond([
      { checkboxId: created[0] as number, answer: true },
      { checkboxId: created[1] as number, answer: false },
    ]);
    expect(partial.body.map((c: { answer: boolean }) => c.answer)).toEqual([true, false]);
    expect((await enrol()).body.errorCode).toBe('courses-006');
    await respond([{ checkboxId: created[1] as number, answer: true }]);
    expect((await enrol()).status).toBe(201);

    const responses = await t.call('GET', `${base}/responses`, { orgId: org.id, token: instructor.token });
    expect(responses.body.total).toBe(2);
    expect(responses.body.data[0]).toMatchObject({ userId: learner.id, firstName: 'Lina', answer: true });
    expect((await t.call('GET', `${base}/responses`, { orgId: org.id, token: learner.token })).status).toBe(403);

    const other = await buildCourse(t.db, org.id);
    const wrong = await t.call('POST', `/api/courses/${other.id}/confirmation-checkboxes/respond`, {
      orgId: org.id,
      token: learner.token,
      body: { answers: [{ checkboxId: created[0], answer: true }] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('courses-012');

    expect((await t.call('DELETE', `${base}/${created[0]}`, { orgId: org.id, token: instructor.token })).status).toBe(
      204,
    );
    expect((await t.call('DELETE', `${base}/${created[0]}`, { orgId: org.id, token: instructor.token })).status).toBe(
      404,
    );
    const overview = await t.call('GET', `/api/courses/${course.id}`, { orgId: org.id, token: learner.token });
    expect(overview.body.confirmationCheckboxes).toEqual([
      { id: created[1], text: 'I attend every session.', position: 1, answer: true },
    ]);
  });
});

describe('the statements as their authors edit them', () => {
  it('lists each statement with its id and both texts, for the course authors only', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const base = `/api/courses/${course.id}/confirmation-checkboxes`;
    const add = (translations: { language: string; text: string }[], position: number) =>
      t.call('POST', base, { orgId: org.id, token: instructor.token, body: { translations, position } });
    const second = await add([{ language: 'ar', text: 'أحضر حاسوبي.' }], 1);
    const first = await add(
      [
        { language: 'ar', text: 'قرأت الشروط.' },
        { language: 'en', text: 'I read the terms.' },
      ],
      0,
    );

    const listed = await t.call('GET', `${base}/instructor`, { orgId: org.id, token: instructor.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: first.body.id,
        position: 0,
        translations: [
          { language: 'en', text: 'I read the terms.' },
          { language: 'ar', text: 'قرأت الشروط.' },
        ],
      },
      { id: second.body.id, position: 1, translations: [{ language: 'ar', text: 'أحضر حاسوبي.' }] },
    ]);

    // A learner of the organization is refused; another organization's author does not find the course.
    expect((await t.call('GET', `${base}/instructor`, { orgId: org.id, token: learner.token })).status).toBe(403);
    const otherOrg = await buildOrg(t.db);
    const outsider = await buildUser(t.db, otherOrg, 'instructor');
    const outsiderToken = await t.tokenFor(outsider.id, otherOrg.id);
    expect((await t.call('GET', `${base}/instructor`, { orgId: otherOrg.id, token: outsiderToken })).status).toBe(404);
    // A malformed course id is a validation error.
    const malformed = await t.call('GET', '/api/courses/abc/confirmation-checkboxes/instructor', {
      orgId: org.id,
      token: instructor.token,
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorCode).toBe('validation');

    // A course without statements lists none.
    const empty = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const none = await t.call('GET', `/api/courses/${empty.id}/confirmation-checkboxes/instructor`, {
      orgId: org.id,
      token: instructor.token,
    });
    expect(none.body).toEqual([]);
  });
});
