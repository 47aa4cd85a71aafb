import { defineModule } from '../../platform/module.ts';
import { authCalls, authHandlers } from './auth.handlers.ts';
import * as authTables from './auth.tables.ts';
import { phoneVerificationCalls, phoneVerificationHandlers } from './phone-verifications.handlers.ts';
import { samlCalls, samlHandlers } from './saml.handlers.ts';
import { samlProvidersCalls, samlProvidersHandlers } from './saml-providers.handlers.ts';

export const authModule = defineModule({
  name: 'auth',
  tables: authTables,
  calls: { ...authCalls, ...samlCalls, ...samlProvidersCalls, ...phoneVerificationCalls },
  tenantless: ['listSmsOutbox'],
  handlers: (deps) => ({
    ...authHandlers(deps),
    ...samlHandlers(deps),
    ...samlProvidersHandlers(deps),
    ...phoneVerificationHandlers(deps),
  }),
});
