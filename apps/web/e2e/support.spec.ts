import { expect, type Page, test } from '@playwright/test';
import { prepareBrowser } from './helpers/session.ts';

async function outboxSubjects(page: Page, to: string): Promise<string[]> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&take=100`);
  const body = (await response.json()) as { data: { subject: string; text: string }[] };
  return body.data.map((mail) => `${mail.subject}\n${mail.text}`);
}

test.describe('the forms of the public site', () => {
  test('the contact form shows field errors, then reaches the organization through the outbox', async ({ page }) => {
    await prepareBrowser(page);
    await page.goto('/landing-page/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });

    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(form.getByText('This field is required').first()).toBeVisible();
    await form.getByLabel('E-mail').fill('not an address');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();

    const subject = `Team training ${Date.now()}`;
    await form.getByLabel('Full name').fill('Nour Ali');
    await form.getByLabel('E-mail').fill('nour@example.test');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('We would like a leadership programme for twenty managers.');
    await form.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has reached Demo Academy');

    await expect.poll(() => outboxSubjects(page, 'contact@demo.test')).toContainEqual(expect.stringContaining(subject));
  });

  test('field errors show in Arabic when Arabic is on', async ({ page }) => {
    await prepareBrowser(page, { language: 'ar' });
    await page.goto('/landing-page/contact-us');
    const form = page.getByRole('form', { name: 'نموذج التواصل' });
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(form.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  });

  test('a guest opens a support ticket; the organization and the guest are e-mailed', async ({ page }) => {
    await prepareBrowser(page);
    await page.goto('/landing-page/technical-support');
    const form = page.getByRole('form', { name: 'Support request' });
    await form.getByRole('button', { name: 'Send the request' }).click();
    await expect(form.getByText('Choose a topic')).toBeVisible();

    const email = `guest-${Date.now()}@example.test`;
    await form.getByLabel('Full name').fill('Guest Learner');
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('combobox', { name: 'What is it about?' }).click();
    await page.getByRole('option', { name: 'Courses and lessons' }).click();
    await form.getByLabel('Describe the problem').fill('The video of the second lesson does not start.');
    await form.getByRole('button', { name: 'Send the request' }).click();
    await expect(page.getByRole('status')).toContainText(/Request #\d+ received/);

    await expect
      .poll(() => outboxSubjects(page, 'contact@demo.test'))
      .toContainEqual(expect.stringContaining('The video of the second lesson does not start.'));
    await expect
      .poll(() => outboxSubjects(page, email))
      .toContainEqual(expect.stringContaining('We received your request'));
  });

  test('a signed-in user opens a ticket in Arabic and sees it in the list with its status', async ({ page }) => {
    await prepareBrowser(page, { email: 'student@demo.test', language: 'ar' });
    await page.goto('/landing-page/technical-support');
    const form = page.getByRole('form', { name: 'طلب الدعم' });
    await expect(form.getByLabel('البريد الإلكتروني')).toHaveCount(0);
    await form.getByRole('combobox', { name: 'بمَ يتعلق طلبك؟' }).click();
    await page.getByRole('option', { name: 'الشهادات' }).click();
    await form.getByLabel('صف المشكلة').fill('لا أستطيع تنزيل شهادة الدورة الأولى.');
    await form.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('status')).toContainText('استلمنا الطلب رقم');

    const mine = page.getByRole('region', { name: 'طلباتك' });
    await expect(mine.getByText('الشهادات')).toBeVisible();
    await expect(mine.getByText('مستلم')).toBeVisible();
    await expect
      .poll(() => outboxSubjects(page, 'student@demo.test'))
      .toContainEqual(expect.stringContaining('استلمنا طلبك'));
  });

  test('the newsletter signup in the footer subscribes an address', async ({ page }) => {
    await prepareBrowser(page);
    await page.goto('/landing-page/webinars');
    // The form loads when the footer comes near the screen: the reader scrolls down to it.
    await page.getByRole('heading', { name: 'Newsletter' }).scrollIntoViewIfNeeded();
    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    const email = `reader-${Date.now()}@example.test`;
    await newsletter.getByLabel('Your e-mail address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByRole('status')).toHaveText('Thank you! You are on the list.');
    await expect.poll(() => outboxSubjects(page, 'contact@demo.test')).toContainEqual(expect.stringContaining(email));
  });
});
