import fastifyFormbody from '@fastify/formbody';
import type { CallDef } from '@manara/contract';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
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
 *
 * A call that `produces` a media type answers the handler's string as that document; one that
 * produces `redirect` redirects to the URL the handler returns. Both are never cached: they
 * carry one-time material (SAML messages, sign-in tokens). A call that `acceptsForm` also
 * takes an HTML form post, parsed only for that route.
 */
export function registerCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  call: CallDef<P, Q, B, R>,
  handler: (ctx: RequestContext, input: CallInput<P, Q, B>) => Promise<z.output<R>> | z.output<R>,
  options: { tenant?: boolean } = {},
): void {
  const produces = call.produces;
  const status = call.status ?? (produces === 'redirect' ? 302 : 200);
  const addRoute = (target: FastifyInstance) =>
    target.route({
      method: call.method,
      url: call.path,
      schema: {
        // Typed loosely here: the contract's types reach handlers through `CallInput` instead.
        summary: call.summary,
        tags: [...call.tags],
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        ...(call.acceptsForm ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
        ...(call.access.kind === 'signedIn' ? { security: [{ bearer: [] }] } : {}),
        response: { [status]: responseSchema(call, status) },
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
        if (produces === 'redirect') return reply.header('cache-control', 'no-store').redirect(String(result), status);
        if (produces) {
          return reply.code(status).header('cache-control', 'no-store').type(`${produces}; charset=utf-8`).send(result);
        }
        reply.code(status);
        return status === 204 ? reply.send() : result;
      },
    });
  if (call.acceptsForm) {
    // Encapsulated: only this route parses form bodies; every other one still takes JSON only.
    app.register(async (scope) => {
      await scope.register(fastifyFormbody);
      addRoute(scope);
    });
  } else {
    addRoute(app);
  }
}

/** The answer as the OpenAPI document shows it: JSON by the response schema, a document, or a redirect. */
function responseSchema(call: CallDef, status: number) {
  if (!call.produces) return call.response;
  if (call.produces === 'redirect') {
    // Typed `null` for the OpenAPI document: a response without a body, with a Location header.
    return z.null().meta({
      type: 'null',
      description: `A redirect (${status}).`,
      headers: { Location: { type: 'string', description: 'Where the browser goes next.' } },
    });
  }
  return { description: call.summary, content: { [call.produces]: { schema: call.response } } };
}
