import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './helpers/axe.ts';
import { prepareBrowser, registeredLearner } from './helpers/session.ts';
import { ar, en } from './helpers/texts.ts';

/**
 * Push on this browser (issue 14): the settings' switch, and the service worker showing what the
 * server pushes. The push service itself (Google's, Mozilla's) is out of reach here: the browser's
 * subscription is covered by browser-push.test.ts, the server's push by notifications.push.test.ts
 * against a local push service; here Chromium delivers a push message to our worker through the
 * DevTools protocol, as a push service would.
 */
const texts = { en, ar };

async function openPushSettings(page: Page, t: typeof en) {
  await page.goto('/notifications');
  await page.getByRole('button', { name: t.shell.notificationsBell.replace('{{count}}', '0') }).click();
  const panel = page.getByRole('dialog', { name: t.menu.notifications });
  const settingsTab = panel.getByRole('tab', { name: t.notifications.panel.tabs.settings });
  await expect(settingsTab).toBeVisible();
  // The panel, placed while its code still loaded, lies within the window, its tabs in reach.
  const box = await panel.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  await settingsTab.click();
  return panel;
}

for (const language of ['en', 'ar'] as const) {
  test(`the settings offer push on this browser, and the worker shows a pushed notification (${language})`, async ({
    page,
    context,
  }) => {
    const t = texts[language];
    await context.grantPermissions(['notifications']);
    const learner = await registeredLearner(page.request);
    await prepareBrowser(page, { login: learner, language });
    const panel = await openPushSettings(page, t);

    const browserPush = panel.getByRole('region', { name: t.notifications.settings.browser.title });
    const toggle = browserPush.getByRole('switch', { name: t.notifications.settings.browser.label });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(t.notifications.settings.browser.off);
    await expectNoSeriousAxeViolations(page);

    // Asking about push registered the worker; a message pushed to it becomes a notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.endsWith('/') && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const message =
      language === 'en'
        ? { title: 'Demo Academy', body: 'New announcement in Statistics: Week 1' }
        : { title: 'أكاديمية التجربة', body: 'إعلان جديد في الإحصاء: الأسبوع الأول' };
    // A message reaches only an active worker: the registration is reported while it still installs,
    // and `ready` settles while the worker may still be activating.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (!worker || worker.state === 'activated') return;
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve();
        });
      });
    });
    const deliver = async () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId: await registrationId,
        data: JSON.stringify({ notificationId: 41, templateId: 11, url: '/notifications', ...message }),
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
        })),
      );
    // A push service delivers again what a worker did not take (on a loaded machine the browser
    // can lose a message while it starts the worker); the tag keeps it one notification.
    await deliver();
    await expect
      .poll(
        async () => {
          const notifications = await shown();
          if (notifications.length === 0) await deliver();
          return notifications;
        },
        { timeout: 30_000 },
      )
      .toEqual([{ ...message, tag: 'notification-41' }]);
  });
}

test('where notifications are blocked, the switch says so and stays off', async ({ page }) => {
  const learner = await registeredLearner(page.request);
  await prepareBrowser(page, { login: learner, language: 'ar' });
  // A user who blocked this site's notifications: the browser reports "denied" (said here, as
  // headless Chromium has no way to block a site).
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  const panel = await openPushSettings(page, ar);
  const toggle = panel.getByRole('switch', { name: ar.notifications.settings.browser.label });
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAccessibleDescription(ar.notifications.settings.browser.denied);
});
