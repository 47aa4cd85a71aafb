import {
  createSsoProvider,
  deleteSsoProvider,
  getSsoProvider,
  listSsoProviders,
  updateSsoProvider,
} from '@manara/contract';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Handlers } from '../../platform/module.ts';
import * as providers from './saml-providers.service.ts';

/** Organization administrators configure their SAML identity and service providers. */
export const samlProvidersCalls = {
  listSsoProviders,
  getSsoProvider,
  createSsoProvider,
  updateSsoProvider,
  deleteSsoProvider,
};

export function samlProvidersHandlers(deps: AppDeps): Handlers<typeof samlProvidersCalls> {
  return {
    listSsoProviders: (ctx, { query }) => providers.listSsoProviders(deps, ctx, query),
    getSsoProvider: (ctx, { params }) => providers.getSsoProviderById(deps, ctx, params.providerId),
    createSsoProvider: (ctx, { body }) => providers.createSsoProvider(deps, ctx, body),
    updateSsoProvider: (ctx, { params, body }) => providers.updateSsoProvider(deps, ctx, params.providerId, body),
    deleteSsoProvider: (ctx, { params }) => providers.deleteSsoProvider(deps, ctx, params.providerId),
  };
}
