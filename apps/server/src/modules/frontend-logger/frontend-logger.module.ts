import { logClientError } from '@manara/contract';
import { defineModule } from '../../platform/module.ts';
import * as frontendLogger from './frontend-logger.service.ts';

export const frontendLoggerModule = defineModule({
  name: 'frontend-logger',
  calls: { logClientError },
  handlers: (deps) => ({
    logClientError: (ctx, { body }) => frontendLogger.logClientError(deps, ctx, body),
  }),
});
