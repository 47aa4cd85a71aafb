// @vitest-environment jsdom
/**
 * The session store keeps nothing secret where a later script reads it (issue 10, defect 7): the
 * refresh token lives in the server's HttpOnly cookie, and the refresh check spends that cookie
 * while keeping spec 1 §4's rules.
 */
import type { LoginResponse, User } from '@manara/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, hasOrphanAccessToken, saveSession } from './session.ts';
import { checkSession } from './session-keeper.ts';
import { signOut } from './sign-out.ts';

const REFRESH_SECRET = 'refresh-secret-0123456789abcdefghijklmnopq';

const user = {
  id: 7,
  email: 'learner@example.test',
  firstName: 'Lina',
  lastName: 'Saad',
  firstNameAr: null,
  lastNameAr: null,
  phoneNumber: null,
  isVerified: true,
  city: null,
  country: null,
  position: null,
  workPlace: null,
  about: null,
  gender: null,
  preferredLanguage: 'en',
  type: 'MEMBER',
  forceResetPassword: false,
  twoFactorEnabled: false,
  profileImage: null,
  extraFields: [],
} as unknown as User;

function signInAnswer(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    access: 'access-1',
    refresh: REFRESH_SECRET,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    twoFactorToken: null,
    portals: { isAdministrator: false, isInstructor: false },
    user,
    ...overrides,
  };
}

/** Everything a script of the page can read: localStorage, sessionStorage and the cookies it sees. */
function readableByScripts(): string {
  const values = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
  return [...values(localStorage), ...values(sessionStorage), document.cookie].join('\n');
}

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

const fetchMock = vi.fn<typeof fetch>();
/** The calls sent, as `METHOD path` with their JSON body and headers. */
function sent() {
  return fetchMock.mock.calls.map(([url, init]) => ({
    call: `${init?.method} ${String(url)}`,
    body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
    headers: new Headers(init?.headers),
  }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the session store', () => {
  it('keeps the access token, its expiry, the user and the portals, never the refresh token', () => {
    saveSession(signInAnswer());
    expect(readableByScripts()).not.toContain(REFRESH_SECRET);
    expect(localStorage.getItem('refresh')).toBeNull();
    expect(localStorage.getItem('access')).toBe('access-1');
    expect(localStorage.getItem('refreshCookie')).toBe('cookie');
    const session = getSession({ fresh: true });
    expect(session).toMatchObject({ access: 'access-1', user: { id: 7 } });
    expect(JSON.stringify(session)).not.toContain(REFRESH_SECRET);
    expect(hasOrphanAccessToken()).toBe(false);
  });

  it('takes a refresh answered by cookie (no refresh token in it)', () => {
    saveSession(signInAnswer({ access: 'access-2', refresh: null }));
    expect(getSession({ fresh: true })?.access).toBe('access-2');
  });

  it('treats a session an older version stored, with its refresh token in localStorage, as an access token alone', () => {
    localStorage.setItem('access', 'old-access');
    localStorage.setItem('refresh', REFRESH_SECRET);
    localStorage.setItem('expiresAt', new Date(Date.now() + 60_000).toISOString());
    localStorage.setItem('user', JSON.stringify(user));
    expect(getSession({ fresh: true })).toBeNull();
    expect(hasOrphanAccessToken()).toBe(true);
    clearSession();
    expect(readableByScripts()).not.toContain(REFRESH_SECRET);
    expect(localStorage.length).toBe(0);
  });

  it('forgets everything on sign-out, the marker of the cookie included', () => {
    saveSession(signInAnswer());
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(getSession({ fresh: true })).toBeNull();
  });
});

describe('the refresh check', () => {
  it('with 30 seconds or less left, refreshes through the cookie: no token sent, the CSRF header, the answer stored', async () => {
    saveSession(signInAnswer({ expiresAt: new Date(Date.now() + 20_000).toISOString() }));
    const later = new Date(Date.now() + 15 * 60_000).toISOString();
    fetchMock.mockResolvedValueOnce(answer(200, signInAnswer({ access: 'access-2', refresh: null, expiresAt: later })));
    await checkSession(false);
    const [refresh] = sent();
    expect(refresh?.call).toBe('POST /api/auth/refresh');
    expect(refresh?.body).toEqual({});
    expect(refresh?.headers.get('X-Requested-With')).toBeTruthy();
    expect(getSession({ fresh: true })).toMatchObject({ access: 'access-2', expiresAt: later });
  });

  it('stores no refresh token even when the answer names one', async () => {
    saveSession(signInAnswer({ expiresAt: new Date(Date.now() + 20_000).toISOString() }));
    fetchMock.mockResolvedValueOnce(answer(200, signInAnswer({ access: 'access-3', refresh: `${REFRESH_SECRET}-2` })));
    await checkSession(false);
    expect(getSession({ fresh: true })?.access).toBe('access-3');
    expect(readableByScripts()).not.toContain(REFRESH_SECRET);
  });

  it('with more than 30 seconds left, does nothing', async () => {
    saveSession(signInAnswer());
    await checkSession(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on the first call with 30 seconds or less left, logs out instead of refreshing', async () => {
    saveSession(signInAnswer({ expiresAt: new Date(Date.now() + 20_000).toISOString() }));
    fetchMock.mockResolvedValueOnce(answer(204));
    await checkSession(true);
    expect(sent().map((s) => s.call)).toEqual(['POST /api/auth/logout']);
    expect(getSession({ fresh: true })).toBeNull();
  });

  it('when the refresh is refused, forgets the session and ends it by the cookie on the server', async () => {
    saveSession(signInAnswer({ expiresAt: new Date(Date.now() + 20_000).toISOString() }));
    fetchMock.mockResolvedValueOnce(
      answer(401, { statusCode: 401, errorCode: 'auth-007', message: 'Invalid refresh token.' }),
    );
    fetchMock.mockResolvedValueOnce(answer(204));
    await checkSession(false);
    expect(getSession({ fresh: true })).toBeNull();
    await vi.waitFor(() =>
      expect(sent().map((s) => s.call)).toEqual(['POST /api/auth/refresh', 'POST /api/auth/refresh/revoke']),
    );
    expect(sent()[1]?.headers.get('X-Requested-With')).toBeTruthy();
  });
});

describe('signing out', () => {
  it('ends the session with the access token when it works', async () => {
    saveSession(signInAnswer());
    fetchMock.mockResolvedValueOnce(answer(204));
    await signOut();
    expect(sent().map((s) => s.call)).toEqual(['POST /api/auth/logout']);
    expect(localStorage.length).toBe(0);
  });

  it('ends it by the refresh cookie when the access token is refused, so no live token stays in the browser', async () => {
    saveSession(signInAnswer());
    fetchMock.mockResolvedValueOnce(
      answer(401, { statusCode: 401, errorCode: 'auth-006', message: 'Invalid access token.' }),
    );
    fetchMock.mockResolvedValueOnce(answer(204));
    await signOut();
    expect(sent().map((s) => s.call)).toEqual(['POST /api/auth/logout', 'POST /api/auth/refresh/revoke']);
    expect(localStorage.length).toBe(0);
  });
});
