import * as calls from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as providers from './saml-providers.service.ts';

/** Organization administrators configure their SAML identity and service providers. */
export function samlProvidersRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, calls.listSsoProviders, (ctx, { query }) => providers.listSsoProviders(deps, ctx, query));
  registerCall(app, deps, calls.getSsoProvider, (ctx, { params }) =>
    providers.getSsoProviderById(deps, ctx, params.providerId),
  );
  registerCall(app, deps, calls.createSsoProvider, (ctx, { body }) => providers.createSsoProvider(deps, ctx, body));
  registerCall(app, deps, calls.updateSsoProvider, (ctx, { params, body }) =>
    providers.updateSsoProvider(deps, ctx, params.providerId, body),
  );
  registerCall(app, deps, calls.deleteSsoProvider, (ctx, { params }) =>
    providers.deleteSsoProvider(deps, ctx, params.providerId),
  );
}
