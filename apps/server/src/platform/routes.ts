import type { CallDef } from '@manara/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { enforceAccess } from './access.ts';
import { buildContext, type RequestContext, tenantlessContext } from './context.ts';

export interface CallInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/**
 * Registers one contract call: its schemas validate the request and serialize the answer,
 * the context is built and access enforced before validation (so a caller without access
 * learns nothing about the input's shape), then the handler calls its service.
 */
export function registerCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  call: CallDef<P, Q, B, R>,
  handler: (ctx: RequestContext, input: CallInput<P, Q, B>) => Promise<z.output<R>> | z.output<R>,
  options: { tenant?: boolean } = {},
): void {
  const status = call.status ?? 200;
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      // Typed loosely here: the contract's types reach handlers through `CallInput` instead.
      summary: call.summary,
      tags: [...call.tags],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.access.kind === 'signedIn' ? { security: [{ bearer: [] }] } : {}),
      response: { [status]: call.response },
    } as FastifySchema,
    config: { access: call.access },
    preValidation: async (request) => {
      request.ctx = options.tenant === false ? tenantlessContext(request) : await buildContext(request, deps);
      await enforceAccess(deps.db, request.ctx, call.access, { outboxEnabled: deps.mailer.kind === 'outbox' });
    },
    handler: async (request, reply): Promise<unknown> => {
      const result = await handler(request.ctx, {
        params: request.params as z.output<P>,
        query: request.query as z.output<Q>,
        body: request.body as z.output<B>,
      });
      reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
