import { signInWithSsoToken } from '@manara/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { callApi, currentOrganizationId } from '../../api/client.ts';
import { i18n } from '../../i18n/i18n.ts';
import { readStorage, StorageKey, writeStorage } from '../../lib/local-storage.ts';
import { isPortalPath } from '../../routing/paths.ts';
import { refreshSessionUser } from './refresh-session-user.ts';
import { getSession, saveSession } from './session.ts';

/** Query parameters a sign-in link may carry that name a page inside a course (spec 1 §2 Link-driven entry). */
const namedRoutes: readonly [param: string, path: (courseId: string, id: string) => string][] = [
  ['subsectionId', (c, id) => `/lms/courses/${c}/modules/content/${id}`],
  ['pollId', (c, id) => `/lms/courses/${c}/polls/${id}`],
  ['surveyId', (c, id) => `/lms/courses/${c}/surveys/${id}`],
  ['subsectionExamId', (c, id) => `/lms/courses/${c}/exams/${id}`],
  ['assignmentId', (c, id) => `/lms/courses/${c}/assignments/${id}`],
  ['discussionId', (c, id) => `/lms/courses/${c}/discussion-boards/${id}`],
];

/** The external provider of an `ssoid` link that names none (spec 2 §7: auth/sso/ecornell/…). */
const DEFAULT_SSO_PROVIDER = 'ecornell';

/** Parameters that are used up by the entry and removed from the address. */
const consumed = ['super_token', 'student_view', 'lang', 'ssoid', 'provider'] as const;

/**
 * The portal's address receives the admin site's link of the profile menu's switch entries
 * (`adminUrl?token=…&lang=…&portal=…`, docs/decisions/shell.md): there `token` signs in as
 * `super_token` does. Elsewhere `token` belongs to the page (e-mail verification, password reset).
 */
const PORTAL_TOKEN = 'token';

function consumedAt(pathname: string): readonly string[] {
  return isPortalPath(pathname) ? [...consumed, PORTAL_TOKEN] : consumed;
}

/** The single-sign-on token an address carries to sign in with, if any. */
export function signInTokenOf(pathname: string, params: URLSearchParams): string | null {
  return params.get('super_token') ?? (isPortalPath(pathname) ? params.get(PORTAL_TOKEN) : null);
}

/** Whether an address is a sign-in link still to be used: the guard waits for it rather than refuse the page. */
export function carriesSignInToken(pathname: string, search: string): boolean {
  return signInTokenOf(pathname, new URLSearchParams(search)) !== null;
}

/** The page a link names, when it names one (and its course). */
export function linkTarget(params: URLSearchParams): string | null {
  const courseId = params.get('courseId');
  if (!courseId) return null;
  for (const [param, path] of namedRoutes) {
    const id = params.get(param);
    if (id) return path(encodeURIComponent(courseId), encodeURIComponent(id));
  }
  return null;
}

/** The address without the consumed parameters. */
export function withoutConsumed(pathname: string, params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const key of consumedAt(pathname)) rest.delete(key);
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The server page that carries a signed-in user to an external provider by SAML (it auto-submits). */
export function samlHandoffUrl(provider: string, ssoid: string): string {
  return `/api/auth/sso/${encodeURIComponent(provider)}/authenticate-user/${encodeURIComponent(ssoid)}`;
}

/**
 * Posts the form of the server's auto-submitting page (the SAML HTTP-POST binding). The page is
 * read, not run: its inline script would be refused by the app's content security policy, so the
 * form is rebuilt here (an http(s) action and its hidden fields only) and submitted by the app.
 */
export function postAutoPostForm(html: string, target: Document = document): boolean {
  const source = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  const action = source?.getAttribute('action') ?? '';
  let url: URL;
  try {
    url = new URL(action);
  } catch {
    return false;
  }
  if (!source || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  const form = target.createElement('form');
  form.method = 'post';
  form.action = url.toString();
  form.hidden = true;
  for (const field of source.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) {
    const input = target.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  target.body.append(form);
  form.submit();
  return true;
}

/**
 * Runs a pending SAML hand-off: the server answers an HTML form for the signed-in user, which
 * this page posts, leaving for the service provider.
 */
export async function continueSamlHandoff(): Promise<void> {
  const pending = readStorage(StorageKey.ssoId);
  const session = getSession();
  if (!pending || !session) return;
  writeStorage(StorageKey.ssoId, null);
  const [provider, ssoid] = pending.split(':', 2) as [string, string];
  const response = await fetch(samlHandoffUrl(provider, ssoid), {
    headers: { authorization: `Bearer ${session.access}`, Organization: String(currentOrganizationId()) },
  });
  if (!response.ok) return;
  postAutoPostForm(await response.text());
}

/**
 * Link-driven entry (spec 1 §2): `lang` switches the language; `super_token` (on the portal's
 * addresses also `token`) signs in (with
 * `student_view` turning on the instructor-as-student view) and goes to the page the link names;
 * `ssoid` continues a SAML sign-on now when signed in, or after sign-in otherwise. The used
 * parameters are then removed from the address.
 */
export function useLinkEntry(onFailure: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!consumedAt(location.pathname).some((key) => params.has(key))) return;
    if (handled.current === location.search) return;
    handled.current = location.search;
    const lang = params.get('lang');
    if (lang === 'en' || lang === 'ar') void i18n.changeLanguage(lang);
    const ssoid = params.get('ssoid');
    if (ssoid) writeStorage(StorageKey.ssoId, `${params.get('provider') ?? DEFAULT_SSO_PROVIDER}:${ssoid}`);
    const superToken = signInTokenOf(location.pathname, params);
    const cleanAddress = withoutConsumed(location.pathname, params);
    if (!superToken) {
      if (ssoid && getSession()) void continueSamlHandoff();
      else if (ssoid) navigate('/auth/login', { replace: true });
      else navigate(cleanAddress, { replace: true });
      return;
    }
    void (async () => {
      try {
        saveSession(await callApi(signInWithSsoToken, { query: { token: superToken } }));
        await refreshSessionUser();
        const studentView = params.get('student_view');
        writeStorage(StorageKey.instructorView, studentView === 'true' || studentView === '1' ? 'true' : null);
        navigate(linkTarget(params) ?? cleanAddress, { replace: true });
        if (ssoid) await continueSamlHandoff();
      } catch {
        onFailure();
        navigate(cleanAddress, { replace: true });
      }
    })();
  }, [location.search, location.pathname, navigate, onFailure]);
}
