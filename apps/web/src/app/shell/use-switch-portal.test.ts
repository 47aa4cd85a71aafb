// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { portalUrl } from './use-switch-portal.ts';

describe('portalUrl', () => {
  it('opens the admin site with the token, the language, the portal and the organization', () => {
    const url = new URL(
      portalUrl('https://learn.example/portal', {
        token: 'abc',
        language: 'ar',
        portal: 'instructor',
        organizationPrefix: 'demo',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://learn.example/portal');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'abc',
      lang: 'ar',
      portal: 'instructor',
      org: 'demo',
    });
  });

  it('keeps the query of an admin site elsewhere, and resolves an address relative to this app', () => {
    const elsewhere = new URL(
      portalUrl('https://admin.example/sso?tenant=7', {
        token: 't',
        language: 'en',
        portal: 'administrator',
        organizationPrefix: 'demo',
      }),
    );
    expect(elsewhere.searchParams.get('tenant')).toBe('7');
    const relative = new URL(
      portalUrl('/portal', { token: 't', language: 'en', portal: 'administrator', organizationPrefix: 'demo' }),
    );
    expect(relative.origin).toBe(window.location.origin);
  });
});
