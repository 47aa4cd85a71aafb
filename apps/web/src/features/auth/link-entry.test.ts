// @vitest-environment jsdom
/**
 * The SAML hand-off under the app's content security policy: the server's auto-submitting page
 * is read, not run (its inline script would be refused); the app posts its form itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriesSignInToken, postAutoPostForm, signInTokenOf, withoutConsumed } from './link-entry.ts';

/** The page as the server answers it (apps/server modules/auth/saml.ts `autoPostPage`). */
const page = (action: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Signing in…</title></head><body>
<form method="post" action="${action}"><input type="hidden" name="SAMLResponse" value="PHNhbWw+">
<input type="hidden" name="RelayState" value="sso-1">
<noscript><button type="submit">Continue</button></noscript></form>
<script>document.forms[0].submit();</script>
</body></html>`;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('postAutoPostForm', () => {
  it("posts the page's form, with its hidden fields, to the provider's ACS, running none of its script", () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    expect(postAutoPostForm(page('https://sp.example.com/acs?x=1&amp;y=2'))).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    const form = document.body.querySelector('form');
    expect(form?.method).toBe('post');
    expect(form?.action).toBe('https://sp.example.com/acs?x=1&y=2');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({
      SAMLResponse: 'PHNhbWw+',
      RelayState: 'sso-1',
    });
    expect(document.body.querySelector('script')).toBeNull();
  });

  it('posts nowhere but to an http(s) address', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    expect(postAutoPostForm(page('javascript:alert(1)'))).toBe(false);
    expect(postAutoPostForm('<p>no form</p>')).toBe(false);
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('the sign-in token of an address', () => {
  it('is `super_token` anywhere, and `token` on the portal’s addresses only (the admin site’s switch link)', () => {
    expect(signInTokenOf('/lms/all-courses', new URLSearchParams('super_token=a'))).toBe('a');
    expect(signInTokenOf('/portal', new URLSearchParams('token=b&lang=ar&portal=administrator'))).toBe('b');
    expect(signInTokenOf('/portal/admin', new URLSearchParams('token=b'))).toBe('b');
    // E-mailed links keep their own token: verification and password reset are not sign-in links.
    expect(signInTokenOf('/auth/verify-email', new URLSearchParams('token=c'))).toBeNull();
    expect(signInTokenOf('/portal-of-something', new URLSearchParams('token=c'))).toBeNull();
    expect(carriesSignInToken('/portal', '?token=b')).toBe(true);
    expect(carriesSignInToken('/auth/reset-password', '?token=b')).toBe(false);
  });

  it('is removed from the address with the language, keeping the portal’s mode', () => {
    const params = new URLSearchParams('token=b&lang=ar&portal=instructor');
    expect(withoutConsumed('/portal', params)).toBe('/portal?portal=instructor');
    expect(withoutConsumed('/auth/reset-password', new URLSearchParams('token=c&lang=ar'))).toBe(
      '/auth/reset-password?token=c',
    );
  });
});
