import { expect, type Page, test } from '@playwright/test';
import { prepareBrowser } from './helpers/session.ts';

/** Every public page of spec 1 §2 with its heading in each language. */
const publicPages: { path: string; en: string; ar: string; signedIn?: boolean }[] = [
  { path: '/landing-page', en: 'Demo Academy', ar: 'أكاديمية التجربة' },
  { path: '/landing-page/leadership-development', en: 'Leadership development', ar: 'تطوير القيادات' },
  { path: '/landing-page/executive-coach', en: 'Executive coaching', ar: 'الكوتشينج التنفيذي' },
  { path: '/landing-page/professional-leadership', en: 'Professional leadership', ar: 'القيادة المهنية' },
  { path: '/landing-page/webinars', en: 'Webinars', ar: 'الندوات الإلكترونية' },
  { path: '/landing-page/about-us', en: 'About us', ar: 'من نحن' },
  { path: '/landing-page/privacy-policy', en: 'Privacy policy', ar: 'سياسة الخصوصية' },
  { path: '/landing-page/education-ethics', en: 'Education ethics', ar: 'أخلاقيات التعليم' },
  { path: '/landing-page/terms-of-use', en: 'Terms of use', ar: 'شروط الاستخدام' },
  { path: '/landing-page/contact-us', en: 'Contact us', ar: 'تواصل معنا' },
  { path: '/landing-page/technical-support', en: 'Technical support', ar: 'الدعم الفني' },
  { path: '/landing-page/refund-policy', en: 'Refund policy', ar: 'سياسة الاسترداد' },
  { path: '/zoom-policy', en: 'Live session policy', ar: 'سياسة الجلسات المباشرة' },
  { path: '/no-lecture-links', en: 'Cannot find your lecture link?', ar: 'لا تجد رابط محاضرتك؟' },
  { path: '/download-the-app', en: 'Demo Academy on your phone', ar: 'أكاديمية التجربة على هاتفك', signedIn: true },
];

/** Latin words that belong in Arabic pages: names of products and the language toggle. */
const ALLOWED_LATIN = new Set(['English', 'iPhone', 'iPad', 'Android', 'Safari', 'Chrome']);

/**
 * Latin words in the page's own texts (header, banner, main, footer links and form), e-mail addresses
 * aside. The organization's announcement is left out: its words are whatever staff wrote (other
 * tests post announcements with Latin suffixes while this one runs).
 */
async function latinWords(page: Page): Promise<string[]> {
  const announcement = page.getByRole('region', { name: 'إعلان', exact: true });
  const text = await page.evaluate(
    (skipped) => {
      const parts = ['header', 'main', 'footer nav', 'footer form', 'section[aria-label]'];
      return parts
        .flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)])
        .filter((el) => !skipped.includes(el))
        .map((el) => el.textContent ?? '')
        .join('\n');
    },
    await announcement.elementHandles(),
  );
  const words = text.replace(/\S+@\S+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED_LATIN.has(word)))];
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`the public site in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    for (const signedIn of [false, true]) {
      const entries = publicPages.filter((entry) => Boolean(entry.signedIn) === signedIn);
      // One browser for the pages of one kind of visitor (a fresh one per page cost a second each);
      // each page is still loaded from its own address, as a visitor arriving there would.
      test(`each public page shows its content to ${signedIn ? 'a signed-in user' : 'a guest'}`, async ({ page }) => {
        await prepareBrowser(page, { language, ...(signedIn ? { email: 'student@demo.test' } : {}) });
        for (const entry of entries) {
          await test.step(entry.path, async () => {
            await page.goto(entry.path);

            const heading = page.getByRole('heading', { level: 1, name: entry[language], exact: true });
            await expect(heading).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expect(page).toHaveTitle(language === 'ar' ? /^منارة \| / : /^Manara \| /);

            // Mirrored: the heading starts on the right in Arabic, on the left in English.
            const box = await heading.boundingBox();
            const width = page.viewportSize()?.width ?? 1280;
            if (language === 'ar') expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width / 2);
            else expect(box?.x ?? width).toBeLessThan(width / 2);

            if (language === 'ar') expect(await latinWords(page)).toEqual([]);
          });
        }
      });
    }
  });
}

test('the short address of a public page leads to it', async ({ page }) => {
  await prepareBrowser(page);
  await page.goto('/about-us');
  await expect(page).toHaveURL(/\/landing-page\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test("a public page uses the organization's name and words", async ({ page }) => {
  await prepareBrowser(page);
  await page.goto('/landing-page/about-us');
  // The demo organization calls its students "Learners".
  await expect(page.getByText('so that learners can apply what they learn straight away')).toBeVisible();
  await page.goto('/landing-page/leadership-development');
  await expect(page.getByText('A twelve-week programme at Demo Academy')).toBeVisible();
});
