import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { generate as generateCertificate } from 'selfsigned';
import type { Db } from '../db/client.ts';
import { samlIdentityProviders } from '../modules/auth/auth.tables.ts';
import { samlify } from '../modules/auth/saml.ts';

const { binding, format } = samlify().Constants.namespace;

/** A key and its self-signed certificate, as a SAML party of a test holds them. */
export async function testSigningKeys(commonName: string) {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const { cert } = await generateCertificate([{ name: 'commonName', value: commonName }], {
    keyPair: { privateKey, publicKey },
    algorithm: 'sha256',
  });
  return { privateKey, certificate: cert };
}

/**
 * A local SAML identity provider made with samlify, as an organization would run one (Okta,
 * Azure AD, …). It checks our AuthnRequests' signatures, and its answers carry the person's
 * names as attributes.
 */
export async function createTestIdentityProvider(host = 'idp.example.test') {
  const keys = await testSigningKeys(host);
  const idp = samlify().IdentityProvider({
    entityID: `https://${host}/metadata`,
    privateKey: keys.privateKey,
    signingCert: keys.certificate,
    wantAuthnRequestsSigned: true,
    nameIDFormat: [format.emailAddress],
    singleSignOnService: [{ Binding: binding.redirect, Location: `https://${host}/sso` }],
    singleLogoutService: [{ Binding: binding.redirect, Location: `https://${host}/slo` }],
    loginResponseTemplate: {
      context: samlify().SamlLib.defaultLoginResponseTemplate.context,
      attributes: [
        {
          name: 'givenName',
          valueTag: 'givenName',
          nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
          valueXsiType: 'xs:string',
        },
        {
          name: 'sn',
          valueTag: 'sn',
          nameFormat: 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
          valueXsiType: 'xs:string',
        },
      ],
    },
  });
  return { idp, metadataXml: idp.getMetadata(), keys };
}

/** A local external service provider (an e-learning site our members are signed in to). */
export function createTestServiceProvider(host = 'courses.example.test') {
  const sp = samlify().ServiceProvider({
    entityID: `https://${host}/saml`,
    assertionConsumerService: [{ Binding: binding.post, Location: `https://${host}/saml/acs` }],
    nameIDFormat: [format.emailAddress],
    wantAssertionsSigned: true,
  });
  return { sp, metadataXml: sp.getMetadata() };
}

/** A provider of an organization, inserted directly (no metadata check: tests may store any). */
export async function buildSsoProvider(
  db: Db,
  orgId: number,
  input: { slug: string; metadataXml: string; createsMembers?: boolean; isEnabled?: boolean },
) {
  const [row] = await db
    .insert(samlIdentityProviders)
    .values({
      organizationId: orgId,
      slug: input.slug,
      name: input.slug,
      metadataXml: input.metadataXml,
      createsMembers: input.createsMembers ?? true,
      isEnabled: input.isEnabled ?? true,
    })
    .returning();
  if (!row) throw new Error('provider insert returned nothing');
  return row;
}
