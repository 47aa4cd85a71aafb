import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { demoCourseId } from './helpers/courses.ts';
import { openFromNavigation } from './helpers/portal.ts';
import { apiHeaders, type Login, loginThroughApi, prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en, fill, type Texts } from './helpers/texts.ts';

/**
 * "Undoable where the data allows" in the staff portal (issue 13): the demo administrator
 * deactivates a member and takes it back from the snackbar (the member is active after a reload),
 * and hides a review and takes that back (learners see it again); in English and in Arabic, axe
 * on each page while the snackbar shows.
 */

/** The snackbar's status line (role status), found by what it says. */
const snackbar = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A learner of this test's own with a published review of a demo course. */
async function reviewingLearner(request: APIRequestContext, stamp: string) {
  const learner = await registeredLearner(request);
  const headers = apiHeaders(learner);
  const named = await request.patch(`/api/users/${learner.user.id}`, {
    headers,
    data: { firstName: 'Hala', lastName: `Nasser ${stamp}`, firstNameAr: 'هالة', lastNameAr: `ناصر ${stamp}` },
  });
  expect(named.ok(), await named.text()).toBe(true);
  const courseId = await demoCourseId(request, 'Public Speaking');
  const enrolled = await request.post(`/api/users/${learner.user.id}/enrolled-courses/${courseId}`, { headers });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const comment = `Mistaken for spam ${stamp}`;
  const reviewed = await request.post(`/api/courses/${courseId}/reviews`, { headers, data: { rating: 4, comment } });
  expect(reviewed.status(), await reviewed.text()).toBe(201);
  return { learner, courseId, comment };
}

async function publishedComments(request: APIRequestContext, learner: Login, courseId: number) {
  const answer = await request.get(`/api/courses/${courseId}/reviews?take=100`, { headers: apiHeaders(learner) });
  return ((await answer.json()) as { data: { comment: string }[] }).data.map((review) => review.comment);
}

async function runScenario(page: Page, texts: Texts, language: 'en' | 'ar') {
  test.setTimeout(150_000);
  const stamp = randomBytes(3).toString('hex');
  const admin = await loginThroughApi(page.request, 'admin@demo.test');
  // A member of this test's own, so that no other test's demo people change.
  const name = `Sami Haddad ${stamp}`;
  const invited = await page.request.post('/api/organization-members/invitations', {
    headers: apiHeaders(admin),
    data: { email: `sami-${stamp}@example.test`, firstName: 'Sami', lastName: `Haddad ${stamp}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { learner, courseId, comment } = await reviewingLearner(page.request, stamp);

  await prepareBrowser(page, { login: admin, language });
  await page.goto('/portal/admin');

  // Members: deactivated after a confirmation, then undone from the snackbar.
  const m = texts.members;
  await openFromNavigation(page, texts, texts.pages.members.title, '/portal/admin/members');
  const findMember = async () => {
    await page.getByRole('searchbox', { name: m.search }).fill(`Haddad ${stamp}`);
    const row = page.getByRole('table', { name: m.tableLabel }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    return row;
  };
  let row = await findMember();
  await row.getByRole('button', { name: fill(m.actionsFor, { name }) }).click();
  await page.getByRole('menuitem', { name: m.actions.deactivate }).click();
  const confirm = page.getByRole('dialog', { name: fill(m.confirm.deactivate.title, { name }) });
  await confirm.getByRole('button', { name: m.confirm.deactivate.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText(m.status.deactivated)).toBeVisible();
  const deactivated = snackbar(page, fill(m.done.deactivate, { name }));
  // Reached by keyboard, as a keyboard user would: the snackbar waits while the focus is in it.
  const undoDeactivation = deactivated.getByRole('button', { name: texts.undo.action });
  await undoDeactivation.focus();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(snackbar(page, fill(m.done.reactivate, { name }))).toBeVisible();
  await expect(row.getByText(m.status.active)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: texts.pages.members.title })).toBeVisible();
  row = await findMember();
  await expect(row.getByText(m.status.active)).toBeVisible();

  // Review moderation: a review hidden after a confirmation, then undone; learners see it again.
  const r = texts.reviews.moderation;
  await openFromNavigation(page, texts, texts.pages.reviewModeration.title, '/portal/admin/course-reviews');
  const reviewRow = page.getByRole('table', { name: r.tableLabel }).getByRole('row', { name: new RegExp(stamp) });
  await expect(reviewRow.getByText(comment)).toBeVisible();
  const author = language === 'ar' ? `هالة ناصر ${stamp}` : `Hala Nasser ${stamp}`;
  await reviewRow.getByRole('button', { name: fill(r.hideNamed, { name: author }) }).click();
  const hide = page.getByRole('dialog', { name: r.hideTitle });
  await hide.getByRole('button', { name: r.hide }).click();
  await expect(hide).toBeHidden();
  await expect(reviewRow.getByText(r.status.HIDDEN)).toBeVisible();
  expect(await publishedComments(page.request, learner, courseId)).not.toContain(comment);
  const hidden = snackbar(page, fill(r.hidden, { name: author }));
  await hidden.getByRole('button', { name: texts.undo.action }).focus();
  await expectNoSeriousAxeViolations(page);
  await hidden.getByRole('button', { name: texts.undo.action }).click();
  await expect(snackbar(page, fill(r.published, { name: author }))).toBeVisible();
  await expect(reviewRow.getByText(r.status.PUBLISHED)).toBeVisible();
  expect(await publishedComments(page.request, learner, courseId)).toContain(comment);
}

test('an administrator undoes a deactivation and a hidden review (en)', async ({ page }) => {
  await runScenario(page, en, 'en');
});

test('an administrator undoes a deactivation and a hidden review (ar)', async ({ page }) => {
  await runScenario(page, ar, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
