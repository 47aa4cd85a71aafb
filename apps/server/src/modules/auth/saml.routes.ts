import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import { authenticateSsoUser, getIdentityProviderMetadata } from './saml-idp.service.ts';
import { createSamlKeyStore } from './saml-keys.ts';
import { consumeSsoAssertion, getServiceProviderMetadata, type SamlDeps, startSsoSignIn } from './saml-sp.service.ts';

/** SAML 2.0 single sign-on: we are the service provider of organizations' identity providers, and the identity provider of external course providers. */
export function samlRoutes(app: FastifyInstance, appDeps: AppDeps): void {
  const deps: SamlDeps = { ...appDeps, samlKeys: createSamlKeyStore(appDeps.db) };
  registerCall(app, deps, calls.getSsoServiceProviderMetadata, (ctx, { params, query }) =>
    getServiceProviderMetadata(deps, ctx, { provider: params.provider, org: query.org }),
  );
  registerCall(app, deps, calls.startSsoSignIn, (ctx, { params, query }) =>
    startSsoSignIn(deps, ctx, { provider: params.provider, org: query.org, returnTo: query.returnTo }),
  );
  registerCall(app, deps, calls.consumeSsoAssertion, (ctx, { params, query, body }) =>
    consumeSsoAssertion(deps, ctx, { provider: params.provider, org: query.org, body }),
  );
  registerCall(app, deps, calls.getSsoIdentityProviderMetadata, (ctx, { query }) =>
    getIdentityProviderMetadata(deps, ctx, { org: query.org }),
  );
  registerCall(app, deps, calls.authenticateSsoUser, (ctx, { params }) => authenticateSsoUser(deps, ctx, params));
}
