import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

type Login = { access: string; refresh: string; expiresAt: string; user: unknown; portals: unknown };

/**
 * Signs in through the API (`POST /api/auth/login`), as the login page would, and answers the
 * session. Each call comes from its own forwarded address, so that the suite's sign-ins do not
 * use up the per-address limit of sign-in attempts.
 */
export async function loginThroughApi(request: APIRequestContext, email: string): Promise<Login> {
  const address = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const response = await request.post('/api/auth/login', {
    headers: { Organization: '1', 'x-forwarded-for': address },
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Login;
}

/**
 * Puts a session and a language where the app reads them (localStorage keys of session.ts and
 * i18next), before the app starts. Also accepts the cookies notice unless told otherwise.
 */
export async function prepareBrowser(
  page: Page,
  options: { email?: string; language?: 'en' | 'ar'; acceptCookies?: boolean } = {},
): Promise<void> {
  const login = options.email ? await loginThroughApi(page.request, options.email) : null;
  // A page of the app's origin that does not start the app: localStorage is set before it runs.
  await page.goto('/api/health');
  await page.evaluate(
    ({ login, language, acceptCookies }) => {
      localStorage.clear();
      localStorage.setItem('i18nextLng', language);
      if (acceptCookies) localStorage.setItem('cookiesAccepted', 'true');
      if (login) {
        localStorage.setItem('access', login.access);
        localStorage.setItem('refresh', login.refresh);
        localStorage.setItem('expiresAt', login.expiresAt);
        localStorage.setItem('user', JSON.stringify(login.user));
        localStorage.setItem('portals', JSON.stringify(login.portals));
      }
    },
    { login, language: options.language ?? 'en', acceptCookies: options.acceptCookies ?? true },
  );
}
