import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { demoCourseId } from './helpers/courses.ts';
import { apiHeaders, loginThroughApi, prepareBrowser } from './helpers/session.ts';
import { ar, en, fill, type Texts } from './helpers/texts.ts';

/**
 * The course editor's Instructors tab (issue 13, "(hidden flag)"): the demo instructor finds a
 * member who holds the instructor portal, makes them a co-instructor, hides them from learners
 * (the course's public page stops listing them), removes them and takes it back from the
 * snackbar, hidden as they were. Each language on a course of its own; the member is the
 * test's own, so that no demo person changes.
 */

/** A member of this test's own holding the demo organization's instructor set, named in both languages. */
async function instructorMember(request: APIRequestContext, stamp: string) {
  const admin = await loginThroughApi(request, 'admin@demo.test');
  const headers = apiHeaders(admin);
  const sets = (await (await request.get('/api/permission-sets?take=100', { headers })).json()) as {
    data: { id: number; slug: string }[];
  };
  const set = sets.data.find((s) => s.slug === 'instructor');
  const invited = await request.post('/api/organization-members/invitations', {
    headers,
    data: {
      email: `nadia-${stamp}@example.test`,
      firstName: 'Nadia',
      lastName: `Haddad ${stamp}`,
      firstNameAr: 'نادية',
      lastNameAr: `حداد ${stamp}`,
      permissionSetId: set?.id,
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return ((await invited.json()) as { userId: number }).userId;
}

/** The instructors the course's public page lists (as a guest reads it). */
async function publicInstructorIds(request: APIRequestContext, courseId: number): Promise<number[]> {
  const overview = await request.get(`/api/courses/${courseId}`, { headers: { Organization: '1' } });
  return ((await overview.json()) as { instructors: { id: number }[] }).instructors.map((i) => i.id);
}

async function runScenario(page: Page, texts: Texts, language: 'en' | 'ar', course: string) {
  test.setTimeout(90_000);
  const a = texts.authoring.instructors;
  const stamp = randomBytes(3).toString('hex');
  const memberId = await instructorMember(page.request, stamp);
  const courseId = await demoCourseId(page.request, course);
  // As the portal shows them: the Arabic name in Arabic.
  const name = language === 'ar' ? `نادية حداد ${stamp}` : `Nadia Haddad ${stamp}`;

  await prepareBrowser(page, { email: 'instructor@demo.test', language });
  await page.goto(`/portal/instructor/courses/${courseId}/instructors`);
  await expect(page.getByRole('tab', { name: texts.authoring.editor.instructors, selected: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('list', { name: a.listTitle }).getByText('instructor@demo.test')).toBeVisible();

  // Found by a server search: in Arabic without the taa marbuta's dots (نادية as ناديه).
  await page.getByRole('combobox', { name: a.member }).fill(language === 'ar' ? `ناديه حداد ${stamp}` : stamp);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  if (language === 'ar') await page.getByRole('checkbox', { name: a.hidden }).check();
  await page.getByRole('button', { name: a.add, exact: true }).click();
  const hidden = page.getByRole('switch', { name: fill(a.hiddenNamed, { name }) });
  await expect(page.getByText(fill(a.added, { name }))).toBeVisible();
  if (language === 'en') {
    await expect(hidden).not.toBeChecked();
    await expect.poll(() => publicInstructorIds(page.request, courseId)).toContain(memberId);
    await hidden.check();
  }
  await expect(hidden).toBeChecked();
  await expect.poll(() => publicInstructorIds(page.request, courseId)).not.toContain(memberId);
  await expectNoSeriousAxeViolations(page);

  // Removed after a confirmation, then put back from the snackbar, still hidden.
  await page.getByRole('button', { name: fill(a.removeNamed, { name }) }).click();
  const dialog = page.getByRole('dialog', { name: a.removeTitle });
  await dialog.getByRole('button', { name: a.remove }).click();
  await expect(hidden).toBeHidden();
  const removed = page.getByRole('status').filter({ hasText: fill(a.removed, { name }) });
  await removed.getByRole('button', { name: texts.undo.action }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(a.restored, { name }) })).toBeVisible();
  await expect(hidden).toBeChecked();
  expect(await publicInstructorIds(page.request, courseId)).not.toContain(memberId);
}

test('an instructor adds a co-instructor, hides them from learners, removes them and takes it back (en)', async ({
  page,
}) => {
  await runScenario(page, en, 'en', 'Agile Teams with Scrum');
});

test('the Instructors tab in Arabic: a co-instructor added hidden, removed and put back', async ({ page }) => {
  await runScenario(page, ar, 'ar', 'Project Management Essentials');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
