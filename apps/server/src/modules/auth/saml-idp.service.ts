import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { findAccount } from '../users/index.ts';
import { organizationOf, signedInUser, webLink } from './auth.service.ts';
import { autoPostPage, bindings, escapeHtml, findSsoProvider, nameIdFormats, RSA_SHA256, samlify } from './saml.ts';
import type { SamlKeys } from './saml-keys.ts';
import { organizationFor, type SamlDeps } from './saml-sp.service.ts';

type Organization = Awaited<ReturnType<typeof organizationOf>>;

/** How long an assertion we issue is valid: the external provider consumes it at once. */
const ASSERTION_TTL_MS = 5 * 60_000;
const BASIC_NAME_FORMAT = 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic';
const AUTHN_STATEMENT =
  '<saml:AuthnStatement AuthnInstant="{AuthnInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:unspecified</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>';

/** The organization's identity-provider addresses: its entity id is its metadata URL. */
export function identityProviderUrls(deps: Pick<SamlDeps, 'config'>, org: Pick<Organization, 'domainPrefix'>) {
  return {
    entityId: webLink(deps, '/api/auth/sso/idp-metadata', { org: org.domainPrefix }),
    // Sign-on starts from our side (links with `ssoid`); a provider sending people here lands on the web app.
    signOnUrl: webLink(deps, '/', { org: org.domainPrefix }),
  };
}

/**
 * Our IdP metadata. Written here rather than by samlify's IdentityProvider(options), which
 * warns on the console for every entity without a logout service (we offer none).
 */
function identityProviderMetadata(urls: { entityId: string; signOnUrl: string }, keys: SamlKeys): string {
  const certificate = keys.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  return [
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeHtml(urls.entityId)}">`,
    '<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">',
    '<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>',
    `<ds:X509Certificate>${certificate}</ds:X509Certificate>`,
    '</ds:X509Data></ds:KeyInfo></md:KeyDescriptor>',
    `<md:NameIDFormat>${nameIdFormats.emailAddress}</md:NameIDFormat>`,
    `<md:SingleSignOnService Binding="${bindings.redirect}" Location="${escapeHtml(urls.signOnUrl)}"/>`,
    '</md:IDPSSODescriptor></md:EntityDescriptor>',
  ].join('');
}

export async function getIdentityProviderMetadata(
  deps: SamlDeps,
  ctx: RequestContext,
  input: { org: string | undefined },
): Promise<string> {
  const org = await organizationFor(deps, ctx, input.org);
  return identityProviderMetadata(identityProviderUrls(deps, org), await deps.samlKeys.get());
}

/**
 * Signs the signed-in user in to an external service provider of the organization (IdP-initiated
 * SSO): a page that posts a signed response to the provider's ACS, with the e-mail as NameID and
 * e-mail and names as attributes, and `ssoid` as the RelayState.
 */
export async function authenticateSsoUser(
  deps: SamlDeps,
  ctx: RequestContext,
  input: { provider: string; ssoid: string },
): Promise<string> {
  const user = signedInUser(ctx);
  const org = await organizationOf(deps, ctx.orgId);
  const provider = await findSsoProvider(deps.db, org.id, input.provider, 'serviceProvider');
  const keys = await deps.samlKeys.get();
  const person = await findAccount(deps.db, user.id);
  if (!person) throw notFound();

  const urls = identityProviderUrls(deps, org);
  const idp = samlify().IdentityProvider({
    metadata: identityProviderMetadata(urls, keys),
    privateKey: keys.privateKey,
    requestSignatureAlgorithm: RSA_SHA256,
    nameIDFormat: [nameIdFormats.emailAddress],
    loginResponseTemplate: {
      context: samlify().SamlLib.defaultLoginResponseTemplate.context.replace('{AuthnStatement}', AUTHN_STATEMENT),
      attributes: ['email', 'firstName', 'lastName'].map((name) => ({
        name,
        valueTag: name,
        nameFormat: BASIC_NAME_FORMAT,
        valueXsiType: 'xs:string',
      })),
    },
  });
  // The message is always signed; the assertion too when the provider's metadata asks for it.
  const sp = samlify().ServiceProvider({ metadata: provider.metadataXml, wantMessageSigned: true });
  const acsUrl = sp.entityMeta.getAssertionConsumerService('post');
  if (typeof acsUrl !== 'string') {
    ctx.log.warn({ provider: provider.slug }, 'the service provider has no HTTP-POST assertion consumer service');
    throw notFound();
  }
  // The real time, not the app's clock: the service provider checks these times by its own.
  const now = new Date();
  const until = new Date(now.getTime() + ASSERTION_TTL_MS).toISOString();
  const responseId = `_${randomUUID()}`;
  const { context } = await idp.createLoginResponse(
    sp,
    { extract: {} },
    'post',
    { email: person.email },
    {
      relayState: input.ssoid,
      customTagReplacement: (template) => ({
        id: responseId,
        context: samlify().SamlLib.replaceTagsByValue(template, {
          ID: responseId,
          AssertionID: `_${randomUUID()}`,
          Destination: acsUrl,
          Audience: sp.entityMeta.getEntityID(),
          SubjectRecipient: acsUrl,
          Issuer: urls.entityId,
          IssueInstant: now.toISOString(),
          StatusCode: samlify().Constants.StatusCode.Success,
          ConditionsNotBefore: now.toISOString(),
          ConditionsNotOnOrAfter: until,
          SubjectConfirmationDataNotOnOrAfter: until,
          NameIDFormat: nameIdFormats.emailAddress,
          NameID: person.email,
          // Unsolicited: no request to answer, so the attribute is left out.
          InResponseTo: undefined,
          AuthnInstant: now.toISOString(),
          SessionIndex: responseId,
          attrEmail: person.email,
          attrFirstName: person.firstName,
          attrLastName: person.lastName,
        }),
      }),
    },
  );
  return autoPostPage(acsUrl, { SAMLResponse: context, RelayState: input.ssoid });
}
