import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { codeIn, latestMail, linkIn } from './helpers/mail.ts';
import { DEMO_PASSWORD, prepareBrowser } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

const texts = { en, ar };
type Language = keyof typeof texts;
const shortSessionURL = process.env.E2E_SHORT_SESSION_URL ?? '';

/** A form field by its label as a person reads it: MUI appends " *" to required fields' labels. */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

function uniqueEmail(): string {
  return `learner-${randomBytes(4).toString('hex')}@example.test`;
}

/** Registers and verifies an account through the API, from an address of its own. */
async function registeredAccount(request: APIRequestContext, password: string, preferredLanguage: Language = 'en') {
  const email = uniqueEmail();
  const headers = { Organization: '1', 'x-forwarded-for': `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
  const response = await request.post('/api/auth/register', {
    headers,
    data: {
      email,
      password,
      firstName: 'Rana',
      lastName: 'Fahad',
      city: 'Jeddah',
      extraFields: { jobTitle: 'Analyst', sector: 'private' },
      preferredLanguage,
    },
  });
  expect(response.status()).toBe(201);
  const token = new URL(linkIn(await latestMail(request, email))).searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { headers, data: { token } })).ok()).toBe(true);
  return { email, name: 'Rana Fahad' };
}

async function signIn(page: Page, t: (typeof texts)[Language], email: string, password: string) {
  await page.getByRole('textbox', { name: t.auth.email }).fill(email);
  await field(page, t.auth.password).fill(password);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
}

function accountMenu(page: Page, t: (typeof texts)[Language], name: string) {
  return page.getByRole('button', { name: t.shell.profileMenu.open.split(' ({{')[0]?.replace('{{name}}', name) });
}

async function signOut(page: Page, t: (typeof texts)[Language], name: string) {
  await accountMenu(page, t, name).click();
  await page.getByRole('menuitem', { name: t.shell.profileMenu.logout }).click();
  // Signed out once the header offers to sign in: the account menu's button is out of the
  // accessibility tree as soon as its menu opens, until the menu has closed, whether or not the
  // session has ended by then.
  await expect(page.getByRole('banner').getByRole('link', { name: t.shell.guest.login })).toBeVisible();
  await expect(accountMenu(page, t, name)).toHaveCount(0);
}

for (const language of ['en', 'ar'] as const) {
  test(`register, verify from the outbox, sign in, stay signed in across token lifetimes, sign out (${language})`, async ({
    page,
  }) => {
    const t = texts[language];
    // The page's clock is ours to move (below), from the server's time (which earlier tests may
    // have moved ahead); until then it flows as usual.
    const serverClock = await page.request.post(`${shortSessionURL}/api/dev/clock`, { data: { seconds: 0 } });
    await page.clock.install({ time: new Date((await serverClock.json()).now) });
    const email = uniqueEmail();
    const password = 'Journey@2026';
    await page.goto(`${shortSessionURL}/api/health`);
    await page.evaluate((lang) => {
      localStorage.setItem('i18nextLng', lang);
      localStorage.setItem('cookiesAccepted', 'true');
    }, language);
    await page.goto(`${shortSessionURL}/register`);
    await expect(page.getByRole('heading', { name: t.register.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // The form checks itself before anything is sent.
    await page.getByRole('button', { name: t.register.submit }).click();
    await expect(page.getByText(t.form.required).first()).toBeVisible();

    await page.getByRole('textbox', { name: t.register.firstName }).fill('Nora');
    await page.getByRole('textbox', { name: t.register.lastName }).fill('Ali');
    await page.getByRole('textbox', { name: t.auth.email }).fill(email);
    await page.getByRole('textbox', { name: t.register.city }).fill('Riyadh');
    await page.getByRole('textbox', { name: language === 'en' ? 'Job title' : 'المسمّى الوظيفي' }).fill('Designer');
    await page.getByRole('combobox', { name: language === 'en' ? 'Sector' : 'القطاع' }).click();
    await page.getByRole('option', { name: language === 'en' ? 'Academic' : 'أكاديمي' }).click();
    await field(page, t.auth.password).fill(password);
    await field(page, t.register.confirmPassword).fill(password);
    await page.getByRole('button', { name: t.register.submit }).click();

    // Registration signs in; the account waits for its e-mail to be confirmed.
    await expect(accountMenu(page, t, 'Nora Ali')).toBeVisible();
    await signOut(page, t, 'Nora Ali');

    const mail = await latestMail(page.request, email, shortSessionURL);
    expect(mail.subject).toContain(language === 'en' ? 'Verify' : 'تأكيد');
    await page.goto(linkIn(mail));
    await expect(page.getByText(t.auth.verifyEmail.done.replace('{{email}}', email))).toBeVisible();
    await page.getByRole('link', { name: t.auth.verifyEmail.continue }).click();

    await expect(page.getByRole('heading', { name: t.auth.login.heading })).toBeVisible();
    await signIn(page, t, email, password);
    await expect(accountMenu(page, t, 'Nora Ali')).toBeVisible();

    // The refresh token lives in an HttpOnly cookie of the refresh calls: no script of the page reads it.
    const refreshCookie = async () =>
      (await page.context().cookies(`${shortSessionURL}/api/auth/refresh`)).find(
        (cookie) => cookie.name === 'manara_refresh',
      );
    await expect.poll(async () => (await refreshCookie())?.httpOnly).toBe(true);
    const firstRefresh = await refreshCookie();
    expect(firstRefresh).toMatchObject({ sameSite: 'Strict', path: '/api/auth/refresh' });
    const readable = await page.evaluate(() => `${document.cookie}\n${Object.values(localStorage).join('\n')}`);
    expect(readable).not.toContain(firstRefresh?.value ?? '');

    // Access tokens live 35 seconds here: the session is refreshed every 15-second check. Time is
    // moved, not waited for: the page's clock and the server's advance together, 20 seconds a round.
    const firstToken = await page.evaluate(() => localStorage.getItem('access'));
    const seen = new Set([firstToken]);
    for (let i = 0; i < 5; i++) {
      const before = await page.evaluate(() => localStorage.getItem('access'));
      // In steps of 5 seconds, so that the two clocks never drift more than that apart.
      for (let step = 0; step < 4; step++) {
        await page.clock.runFor(5_000);
        // A check that time set off holds the session lock (session-keeper.ts) until its new token
        // is stored: the server's clock moves on only then, since on a loaded machine the answer
        // could land after the old token ran out there, and the page's next call would end the session.
        await page.evaluate(() => navigator.locks.request('manara-session-refresh', () => undefined));
        const moved = await page.request.post(`${shortSessionURL}/api/dev/clock`, { data: { seconds: 5 } });
        expect(moved.status()).toBe(200);
      }
      // The check that fell in those 20 seconds refreshed the session (a real request, so it lands a moment later).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('access'))).not.toBe(before);
      seen.add(await page.evaluate(() => localStorage.getItem('access')));
      const status = await page.evaluate(async () => {
        const response = await fetch('/api/auth', {
          headers: { authorization: `Bearer ${localStorage.getItem('access')}` },
        });
        return response.status;
      });
      expect(status).toBe(200);
      await expect(accountMenu(page, t, 'Nora Ali')).toBeVisible();
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // Each refresh spent the cookie's token and set the next one.
    expect((await refreshCookie())?.value).not.toBe(firstRefresh?.value);
    await signOut(page, t, 'Nora Ali');
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
    await expect.poll(refreshCookie).toBeUndefined();
  });
}

test('two-factor sign-in in organization 2 with the code from the outbox', async ({ page }) => {
  const t = texts.en;
  await prepareBrowser(page);
  await page.goto('/auth/login?org=second');
  await expect(page.getByText(t.auth.login.intro.replace('{{organization}}', 'Second Academy'))).toBeVisible();
  await signIn(page, t, 'student@second.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: t.auth.twoFactor.heading })).toBeVisible();
  await page.getByRole('textbox', { name: t.auth.twoFactor.code }).fill('000000');
  await page.getByRole('button', { name: t.auth.twoFactor.submit }).click();
  await expect(page.getByRole('alert')).toContainText(t.errors['auth-008']);
  const code = codeIn(await latestMail(page.request, 'student@second.test'));
  await page.getByRole('textbox', { name: t.auth.twoFactor.code }).fill(code);
  await page.getByRole('button', { name: t.auth.twoFactor.submit }).click();
  await expect(accountMenu(page, t, 'Lina Karim')).toBeVisible();
});

/** The subject of the reset e-mail, in the account's language (the server's auth.mail.ts). */
const resetSubject = { en: 'Reset your password', ar: 'إعادة تعيين كلمة المرور' };

for (const language of ['en', 'ar'] as const) {
  test(`forgot password, reset from the e-mailed link, sign in with the new password (${language})`, async ({
    page,
  }) => {
    const t = texts[language];
    const account = await registeredAccount(page.request, 'Original@123', language);
    await prepareBrowser(page, { language });
    await page.goto('/auth/login');
    await page.getByRole('link', { name: t.auth.login.forgot }).click();
    // Typed once the page has settled: an address typed while it still loads could be lost.
    await expect(page.getByRole('heading', { name: t.auth.forgot.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('textbox', { name: t.auth.email }).fill(account.email);
    await page.getByRole('button', { name: t.auth.forgot.submit }).click();
    await expect(page.getByRole('status')).toContainText(account.email);

    // The newest mail is the reset link once it has arrived (the verification link came first).
    await expect
      .poll(async () => (await latestMail(page.request, account.email)).subject)
      .toContain(resetSubject[language]);
    await page.goto(linkIn(await latestMail(page.request, account.email)));
    await expect(field(page, t.password.change.new)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await field(page, t.password.change.new).fill('Original@123');
    await field(page, t.password.change.confirm).fill('Original@123');
    await page.getByRole('button', { name: t.auth.reset.submit }).click();
    await expect(page.getByRole('alert')).toContainText(t.password.notSameAsOld);
    await field(page, t.password.change.new).fill('Renewed@456');
    await field(page, t.password.change.confirm).fill('Renewed@456');
    await page.getByRole('button', { name: t.auth.reset.submit }).click();
    await expect(page.getByRole('status')).toContainText(t.auth.reset.done);

    await page.getByRole('link', { name: t.auth.backToLogin }).click();
    await signIn(page, t, account.email, 'Original@123');
    await expect(page.getByRole('alert')).toContainText(t.errors['auth-003']);
    await signIn(page, t, account.email, 'Renewed@456');
    await expect(accountMenu(page, t, account.name)).toBeVisible();
  });
}

test('a forced reset replaces the app with a dialog that cannot be closed', async ({ page }) => {
  const t = texts.ar;
  await prepareBrowser(page, { language: 'ar' });
  await page.goto('/auth/login');
  await signIn(page, t, 'reset@demo.test', DEMO_PASSWORD);
  const dialog = page.getByRole('dialog', { name: t.password.change.forcedTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.password.change.cancel })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(accountMenu(page, t, 'هدى رحمن')).toHaveCount(0);
  await field(dialog, t.password.change.old).fill(DEMO_PASSWORD);
  await field(dialog, t.password.change.new).fill('Chosen@2026');
  await field(dialog, t.password.change.confirm).fill('Chosen@2026');
  await dialog.getByRole('button', { name: t.password.change.submit }).click();
  await expect(dialog).toHaveCount(0);
  // The app is back; it now asks for the registration-form answers this member never gave.
  const completeProfile = page.getByRole('dialog', { name: t.profileCompletion.title });
  await expect(completeProfile).toBeVisible();
  await expect(completeProfile.getByRole('listitem')).toHaveText(['المسمّى الوظيفي', 'القطاع']);
});

test("the change-password dialog's rules and the server's messages", async ({ page }) => {
  const t = texts.en;
  const account = await registeredAccount(page.request, 'Current@123');
  await prepareBrowser(page);
  await page.goto('/auth/login');
  await signIn(page, t, account.email, 'Current@123');
  await expect(accountMenu(page, t, account.name)).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('button', { name: t.profile.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: t.password.change.title });
  const submit = dialog.getByRole('button', { name: t.password.change.submit });
  const fill = async (old: string, next: string, confirm: string) => {
    await field(dialog, t.password.change.old).fill(old);
    await field(dialog, t.password.change.new).fill(next);
    await field(dialog, t.password.change.confirm).fill(confirm);
    await submit.click();
  };

  await submit.click();
  await expect(dialog.getByText(t.form.required)).toHaveCount(3);
  await fill('Current@123', 'weakpass', 'weakpass');
  await expect(dialog.getByText(t.password.uppercase).first()).toBeVisible();
  await fill('Current@123', 'Strong@456', 'Strong@789');
  await expect(dialog.getByText(t.password.mismatch)).toBeVisible();
  await fill('Wrong@123', 'Strong@456', 'Strong@456');
  await expect(dialog.getByRole('alert')).toHaveText(t.password.oldIncorrect);
  await fill('Current@123', 'Current@123', 'Current@123');
  await expect(dialog.getByRole('alert')).toHaveText(t.password.notSameAsOld);
  await fill('Current@123', 'Strong@456', 'Strong@456');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(t.password.change.done)).toBeVisible();
});

test('a guest opening a private page gets the 403 page, signs in, and arrives at that page', async ({ page }) => {
  const t = texts.en;
  await prepareBrowser(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: t.errorPages.forbidden.heading })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: t.errorPages.forbidden.login }).click();
  await signIn(page, t, 'student@demo.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: t.profile.heading })).toBeVisible();
});
