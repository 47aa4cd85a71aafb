import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestMail, linkIn } from './mail.ts';

export const DEMO_PASSWORD = 'Demo@1234';

export type Login = {
  access: string;
  refresh: string;
  expiresAt: string;
  user: { id: number } & Record<string, unknown>;
  portals: unknown;
};

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
 * A learner of their own, so that no other test's progress mixes in: registered and verified
 * through the API (from an address of their own), then signed in. Answers the session.
 */
export async function registeredLearner(request: APIRequestContext): Promise<Login & { email: string }> {
  const email = `learner-${randomBytes(4).toString('hex')}@example.test`;
  const password = 'Learn@1234';
  const headers = { Organization: '1', 'x-forwarded-for': `198.21.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
  const registered = await request.post('/api/auth/register', {
    headers,
    data: {
      email,
      password,
      firstName: 'Lina',
      lastName: 'Saad',
      // Every detail the demo organization asks for, so that no profile dialog stands in the way.
      city: 'Riyadh',
      extraFields: { jobTitle: 'Analyst', sector: 'private' },
    },
  });
  expect(registered.status()).toBe(201);
  const token = new URL(linkIn(await latestMail(request, email))).searchParams.get('token');
  expect((await request.post('/api/auth/verify-email', { headers, data: { token } })).ok()).toBe(true);
  const login = await request.post('/api/auth/login', { headers, data: { email, password } });
  expect(login.ok()).toBe(true);
  return { ...((await login.json()) as Login), email };
}

/**
 * Fills in the details the demo organization requires (city, job title, sector), as the
 * profile page would; until then a dialog sends every page to the profile.
 */
export async function completeProfile(request: APIRequestContext, login: Login): Promise<void> {
  const response = await request.patch(`/api/users/${login.user.id}`, {
    headers: apiHeaders(login),
    data: { city: 'Riyadh', extraFields: { jobTitle: 'Analyst', sector: 'private' } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Calls the API as the signed-in `login` would (JSON, Organization 1). */
export function apiHeaders(login: Login, language: 'en' | 'ar' = 'en') {
  return { Organization: '1', authorization: `Bearer ${login.access}`, language };
}

/**
 * Puts a session and a language where the app reads them (localStorage keys of session.ts and
 * i18next; the refresh token in the server's HttpOnly cookie), before the app starts: the session
 * of `login`, or of `email` signed in now. Also accepts the cookies notice unless told otherwise.
 */
export async function prepareBrowser(
  page: Page,
  options: { email?: string; login?: Login; language?: 'en' | 'ar'; acceptCookies?: boolean } = {},
): Promise<void> {
  const login = options.login ?? (options.email ? await loginThroughApi(page.request, options.email) : null);
  // A page of the app's origin that does not start the app: localStorage is set before it runs.
  await page.goto('/api/health');
  if (login) {
    // As the sign-in answer would have set it in the browser (a sign-in through `page.request` did already).
    const { hostname } = new URL(page.url());
    await page.context().addCookies([
      {
        name: 'manara_refresh',
        value: login.refresh,
        domain: hostname,
        path: '/api/auth/refresh',
        httpOnly: true,
        sameSite: 'Strict',
        secure: false,
      },
    ]);
  }
  await page.evaluate(
    ({ login, language, acceptCookies }) => {
      localStorage.clear();
      localStorage.setItem('i18nextLng', language);
      if (acceptCookies) localStorage.setItem('cookiesAccepted', 'true');
      if (login) {
        localStorage.setItem('access', login.access);
        localStorage.setItem('refreshCookie', 'cookie');
        localStorage.setItem('expiresAt', login.expiresAt);
        localStorage.setItem('user', JSON.stringify(login.user));
        localStorage.setItem('portals', JSON.stringify(login.portals));
      }
    },
    { login, language: options.language ?? 'en', acceptCookies: options.acceptCookies ?? true },
  );
}
