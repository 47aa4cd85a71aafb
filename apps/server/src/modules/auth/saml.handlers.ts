import {
  authenticateSsoUser,
  consumeSsoAssertion,
  getSsoIdentityProviderMetadata,
  getSsoServiceProviderMetadata,
  startSsoSignIn,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import { AUTO_POST_PAGE_CSP } from './saml.ts';
import * as idp from './saml-idp.service.ts';
import { createSamlKeyStore } from './saml-keys.ts';
import * as sp from './saml-sp.service.ts';

/** SAML 2.0 single sign-on: we are the service provider of organizations' identity providers, and the identity provider of external course providers. */
export const samlCalls = {
  getSsoServiceProviderMetadata,
  startSsoSignIn,
  consumeSsoAssertion,
  getSsoIdentityProviderMetadata,
  authenticateSsoUser,
};

export function samlHandlers(appDeps: AppDeps): Handlers<typeof samlCalls> {
  const deps: sp.SamlDeps = { ...appDeps, samlKeys: createSamlKeyStore(appDeps.db) };
  return {
    getSsoServiceProviderMetadata: (ctx, { params, query }) =>
      sp.getServiceProviderMetadata(deps, ctx, { provider: params.provider, org: query.org }),
    startSsoSignIn: (ctx, { params, query }) =>
      sp.startSsoSignIn(deps, ctx, { provider: params.provider, org: query.org, returnTo: query.returnTo }),
    consumeSsoAssertion: (ctx, { params, query, body }) =>
      sp.consumeSsoAssertion(deps, ctx, { provider: params.provider, org: query.org, body }),
    getSsoIdentityProviderMetadata: (ctx, { query }) => idp.getIdentityProviderMetadata(deps, ctx, { org: query.org }),
    authenticateSsoUser: async (ctx, { params }, http) => {
      const page = await idp.authenticateSsoUser(deps, ctx, params);
      http.reply.header('content-security-policy', AUTO_POST_PAGE_CSP);
      return page;
    },
  };
}
