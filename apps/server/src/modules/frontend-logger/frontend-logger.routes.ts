import { logClientError } from '@manara/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { registerCall } from '../../platform/routes.ts';
import * as frontendLogger from './frontend-logger.service.ts';

export function frontendLoggerRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, logClientError, (ctx, { body }) => frontendLogger.logClientError(deps, ctx, body));
}
