import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { loginThroughApi, prepareBrowser } from './helpers/session.ts';

/** The id of one of the demo student's courses, by its English name. */
async function courseIdOf(request: Parameters<typeof loginThroughApi>[0], name: string): Promise<number> {
  const login = (await loginThroughApi(request, 'student@demo.test')) as { access: string; user: { id: number } };
  const response = await request.get(`/api/users/${login.user.id}/my-courses?take=100`, {
    headers: { Organization: '1', Authorization: `Bearer ${login.access}`, language: 'en' },
  });
  const body = (await response.json()) as { data: { id: number; name: string }[] };
  const course = body.data.find((c) => c.name === name);
  if (!course) throw new Error(`the demo student is not enrolled in ${name}`);
  return course.id;
}

test('a learner reviews a course, edits the review and deletes it', async ({ page }) => {
  const courseId = await courseIdOf(page.request, 'Public Speaking');
  await prepareBrowser(page, { email: 'student@demo.test' });
  await page.goto(`/lms/courses/${courseId}/review`);
  const form = page.getByRole('form', { name: 'Your review' });
  await expect(page.getByRole('heading', { name: 'Review this course' })).toBeVisible();

  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.locator('label', { hasText: '4 out of 5 stars' }).click();
  await form.getByLabel('Comment (optional)').fill('Clear structure and useful exercises.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review.')).toBeVisible();

  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Clear structure and useful exercises.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await form.locator('label', { hasText: '5 out of 5 stars' }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your review is saved.')).toBeVisible();
  await expect(reviews.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();

  await form.getByRole('button', { name: 'Delete review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your review is deleted.')).toBeVisible();
  await expect(reviews.getByText('Clear structure and useful exercises.')).toHaveCount(0);
});
