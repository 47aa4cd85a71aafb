import {
  type CallBody,
  createConfirmationCheckbox,
  deleteConfirmationCheckbox,
  enrolUserInCourse,
  getCourseOverview,
  listAuthoringConfirmationCheckboxes,
  listConfirmationCheckboxes,
  listConfirmationResponses,
  respondToConfirmationCheckboxes,
} from '@manara/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, ok, type TestApp } from '../../test/app.ts';
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
    const params = { courseId: course.id };
    const asInstructor = { orgId: org.id, token: instructor.token };
    const asLearner = { orgId: org.id, token: learner.token };
    const created: number[] = [];
    for (const [en, ar] of [
      ['I have a laptop.', 'لدي حاسوب محمول.'],
      ['I attend every session.', 'سأحضر كل الجلسات.'],
    ] as const) {
      const res = await t.request(createConfirmationCheckbox, {
        params,
        as: asInstructor,
        body: {
          translations: [
            { language: 'en', text: en },
            { language: 'ar', text: ar },
          ],
          position: created.length,
        },
      });
      expect(res.status).toBe(201);
      created.push(ok(res).id);
    }
    const refused = await t.request(createConfirmationCheckbox, {
      params,
      as: asLearner,
      body: { translations: [{ language: 'en', text: 'x' }] },
    });
    expect(refused.status).toBe(403);

    const guestView = await t.request(listConfirmationCheckboxes, { params, orgId: org.id, language: 'ar' });
    expect(guestView.body).toEqual([
      { id: created[0], text: 'لدي حاسوب محمول.', position: 0, answer: null },
      { id: created[1], text: 'سأحضر كل الجلسات.', position: 1, answer: null },
    ]);

    const enrol = () =>
      t.request(enrolUserInCourse, { params: { userId: learner.id, courseId: course.id }, as: asLearner });
    expect(errorCodeOf(await enrol())).toBe('courses-006');
    const respond = (answers: { checkboxId: number; answer: boolean }[]) =>
      t.request(respondToConfirmationCheckboxes, { params, as: asLearner, body: { answers } });
    const partial = await respond([
      { checkboxId: created[0] as number, answer: true },
      { checkboxId: created[1] as number, answer: false },
    ]);
    expect(ok(partial).map((c) => c.answer)).toEqual([true, false]);
    expect(errorCodeOf(await enrol())).toBe('courses-006');
    await respond([{ checkboxId: created[1] as number, answer: true }]);
    expect((await enrol()).status).toBe(201);

    const responses = await t.request(listConfirmationResponses, { params, as: asInstructor });
    expect(ok(responses).total).toBe(2);
    expect(ok(responses).data[0]).toMatchObject({ userId: learner.id, firstName: 'Lina', answer: true });
    expect((await t.request(listConfirmationResponses, { params, as: asLearner })).status).toBe(403);

    const other = await buildCourse(t.db, org.id);
    const wrong = await t.request(respondToConfirmationCheckboxes, {
      params: { courseId: other.id },
      as: asLearner,
      body: { answers: [{ checkboxId: created[0] as number, answer: true }] },
    });
    expect(wrong.status).toBe(400);
    expect(errorCodeOf(wrong)).toBe('courses-012');

    const first = { courseId: course.id, checkboxId: created[0] as number };
    expect((await t.request(deleteConfirmationCheckbox, { params: first, as: asInstructor })).status).toBe(204);
    expect((await t.request(deleteConfirmationCheckbox, { params: first, as: asInstructor })).status).toBe(404);
    const overview = await t.request(getCourseOverview, { params, as: asLearner });
    expect(ok(overview).confirmationCheckboxes).toEqual([
      { id: created[1], text: 'I attend every session.', position: 1, answer: true },
    ]);
  });
});

describe('the statements as their authors edit them', () => {
  it('lists each statement with its id and both texts, for the course authors only', async () => {
    const course = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const params = { courseId: course.id };
    const asInstructor = { orgId: org.id, token: instructor.token };
    const add = (translations: CallBody<typeof createConfirmationCheckbox>['translations'], position: number) =>
      t.request(createConfirmationCheckbox, { params, as: asInstructor, body: { translations, position } });
    const second = await add([{ language: 'ar', text: 'أحضر حاسوبي.' }], 1);
    const first = await add(
      [
        { language: 'ar', text: 'قرأت الشروط.' },
        { language: 'en', text: 'I read the terms.' },
      ],
      0,
    );

    const listed = await t.request(listAuthoringConfirmationCheckboxes, { params, as: asInstructor });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: ok(first).id,
        position: 0,
        translations: [
          { language: 'en', text: 'I read the terms.' },
          { language: 'ar', text: 'قرأت الشروط.' },
        ],
      },
      { id: ok(second).id, position: 1, translations: [{ language: 'ar', text: 'أحضر حاسوبي.' }] },
    ]);

    // A learner of the organization is refused; another organization's author does not find the course.
    expect(
      (await t.request(listAuthoringConfirmationCheckboxes, { params, as: { orgId: org.id, token: learner.token } }))
        .status,
    ).toBe(403);
    const otherOrg = await buildOrg(t.db);
    const outsider = await buildUser(t.db, otherOrg, 'instructor');
    const outsiderToken = await t.tokenFor(outsider.id, otherOrg.id);
    expect(
      (
        await t.request(listAuthoringConfirmationCheckboxes, {
          params,
          as: { orgId: otherOrg.id, token: outsiderToken },
        })
      ).status,
    ).toBe(404);
    // A malformed course id is a validation error; untyped, as the contract's params only take a number.
    const malformed = await t.call('GET', '/api/courses/abc/confirmation-checkboxes/instructor', {
      orgId: org.id,
      token: instructor.token,
    });
    expect(malformed.status).toBe(400);
    expect(errorCodeOf(malformed)).toBe('validation');

    // A course without statements lists none.
    const empty = await buildCourse(t.db, org.id, { instructorIds: [instructor.id] });
    const none = await t.request(listAuthoringConfirmationCheckboxes, {
      params: { courseId: empty.id },
      as: asInstructor,
    });
    expect(none.body).toEqual([]);
  });
});
