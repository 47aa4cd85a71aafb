// The service worker of Web Push (docs/decisions/notifications.md, "Push in the browser"): it shows
// what the server pushes and opens the notification's page on a click. Nothing else: it caches
// nothing and answers no requests, so the app works as if it were not there.

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    return;
  }
  if (!message || typeof message.title !== 'string' || typeof message.body !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      // Arabic and English alike: the text's own direction.
      dir: 'auto',
      icon: '/favicon.svg',
      // The same notification pushed twice (a retried job) shows once.
      tag: `notification-${message.notificationId}`,
      data: { url: typeof message.url === 'string' ? message.url : '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/notifications', self.location.origin);
  // Only pages of this site: a push never sends the user elsewhere.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(url.href));
});
