import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { inOrganization } from '../../platform/tenancy.ts';
import { samlIdentityProviders } from './auth.tables.ts';

const require = createRequire(import.meta.url);
let loaded: typeof import('samlify') | undefined;

/**
 * samlify, loaded by the first SAML call rather than with the server: with its XML, signature and
 * certificate modules, about 1 MB that a process without single sign-on never runs. It is
 * CommonJS, and Node's ESM loader finds only some of its exports (not `SamlLib`), so it is
 * required whole. Everything SAML here and in the tests goes through this one handle.
 *
 * samlify refuses inbound messages until a schema validator is set. This one is libxml2 compiled
 * to WebAssembly: no Java, no system xmllint. The setting is samlify's own, global.
 */
export function samlify(): typeof import('samlify') {
  if (!loaded) {
    loaded = require('samlify') as typeof import('samlify');
    loaded.setSchemaValidator(
      require('@authenio/samlify-xmllint-wasm') as typeof import('@authenio/samlify-xmllint-wasm'),
    );
  }
  return loaded;
}

/**
 * The SAML names used here, as samlify's `Constants` has them (saml.test.ts compares them), written
 * out so that reading them does not load samlify.
 */
export const bindings = {
  redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
} as const;
export const nameIdFormats = { emailAddress: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress' } as const;
export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
/** Clocks of identity providers and ours may disagree by this much on validity windows. */
export const CLOCK_DRIFT: [number, number] = [-60_000, 60_000];

/**
 * What a configured provider is, read from its metadata: an identity provider our members sign
 * in with (IDPSSODescriptor: we are its service provider), or an external service provider we
 * sign our members in to (SPSSODescriptor: we are its identity provider). The table has no
 * column for it: the metadata says it (docs/decisions/auth.md).
 */
export type ProviderRole = 'identityProvider' | 'serviceProvider';

export function providerRoleOf(metadataXml: string): ProviderRole | null {
  try {
    const found = samlify().Extractor.extract(metadataXml, [
      { key: 'idp', localPath: ['EntityDescriptor', 'IDPSSODescriptor'], attributes: ['protocolSupportEnumeration'] },
      { key: 'sp', localPath: ['EntityDescriptor', 'SPSSODescriptor'], attributes: ['protocolSupportEnumeration'] },
    ]);
    if (found.idp) return 'identityProvider';
    if (found.sp) return 'serviceProvider';
    return null;
  } catch {
    return null;
  }
}

/** An enabled provider of the organization in the given role; 404 otherwise (also for another organization's). */
export async function findSsoProvider(db: Db, orgId: number, slug: string, role: ProviderRole) {
  const [provider] = await db
    .select()
    .from(samlIdentityProviders)
    .where(
      inOrganization(
        samlIdentityProviders,
        orgId,
        eq(samlIdentityProviders.slug, slug),
        eq(samlIdentityProviders.isEnabled, true),
      ),
    );
  if (!provider || providerRoleOf(provider.metadataXml) !== role) throw notFound();
  return provider;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The one script of the auto-posting page. */
const SUBMIT_SCRIPT = 'document.forms[0].submit();';

/**
 * The content security policy of the auto-posting page, for a browser that opens it as a page of
 * its own (the web app reads its form instead): nothing loads, only its own script runs (by hash),
 * and its form posts to an ACS, whatever the provider's address.
 */
export const AUTO_POST_PAGE_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}'`,
  "base-uri 'none'",
  'form-action https: http:',
  "frame-ancestors 'none'",
].join('; ');

/**
 * A page whose form posts `fields` to `action` and submits itself (the SAML HTTP-POST binding).
 * Without script, the one button submits it; its name is in both languages, so the page needs
 * no language of its own.
 */
export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Signing in… · جارٍ تسجيل الدخول…</title></head><body>',
    `<form method="post" action="${escapeHtml(action)}">${inputs}`,
    '<noscript><button type="submit"><span lang="en">Continue</span> · <span lang="ar" dir="rtl">متابعة</span></button></noscript>',
    '</form>',
    `<script>${SUBMIT_SCRIPT}</script>`,
    '</body></html>',
  ].join('\n');
}
