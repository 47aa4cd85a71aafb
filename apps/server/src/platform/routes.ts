import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { CallDef } from '@manara/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app.ts';
import { enforceAccess } from './access.ts';
import { buildContext, type RequestContext, tenantlessContext } from './context.ts';

export interface CallInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/** The HTTP request and reply, for the few handlers that read an upload or stream a file. */
export interface CallHttp {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one contract call: its schemas validate the request and serialize the answer,
 * the context is built and access enforced before validation (so a caller without access
 * learns nothing about the input's shape), then the handler calls its service.
 *
 * A call that `produces` a media type answers the handler's string (a Buffer when binary, such as a
 * PDF) as that document; one that
 * produces `redirect` redirects to the URL the handler returns. Both are never cached: they
 * carry one-time material (SAML messages, sign-in tokens). A call that `acceptsForm` also
 * takes an HTML form post, parsed only for that route. A call that `acceptsUpload` reads the
 * file itself (multipart up to `MEDIA_MAX_BYTES`, or the raw stream); one that produces `file`
 * answers through the reply itself (a stored file, streamed).
 */
export function registerCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  call: CallDef<P, Q, B, R>,
  handler: (
    ctx: RequestContext,
    input: CallInput<P, Q, B>,
    http: CallHttp,
  ) => Promise<z.output<R> | FastifyReply> | z.output<R> | FastifyReply,
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
        ...(call.acceptsUpload === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
        ...(call.access.kind === 'signedIn' ? { security: [{ bearer: [] }] } : {}),
        response: { [status]: responseSchema(call, status) },
      } as FastifySchema,
      config: { access: call.access },
      preValidation: async (request) => {
        request.ctx = options.tenant === false ? tenantlessContext(request) : await buildContext(request, deps);
        await enforceAccess(deps.db, request.ctx, call.access, { outboxEnabled: deps.mailer.kind === 'outbox' });
      },
      handler: async (request, reply): Promise<unknown> => {
        const result = await handler(
          request.ctx,
          {
            params: request.params as z.output<P>,
            query: request.query as z.output<Q>,
            body: request.body as z.output<B>,
          },
          { request, reply },
        );
        if (produces === 'file') return reply;
        if (produces === 'redirect') return reply.header('cache-control', 'no-store').redirect(String(result), status);
        if (produces) {
          // A binary document (a PDF) is a Buffer and has no charset; a text one is a string.
          const type = Buffer.isBuffer(result) ? produces : `${produces}; charset=utf-8`;
          return reply.code(status).header('cache-control', 'no-store').type(type).send(result);
        }
        reply.code(status);
        return status === 204 ? reply.send() : result;
      },
    });
  if (call.acceptsForm || call.acceptsUpload) {
    // Encapsulated: only this route parses form bodies or files; every other one still takes JSON only.
    app.register(async (scope) => {
      if (call.acceptsForm) await scope.register(fastifyFormbody);
      if (call.acceptsUpload === 'multipart') {
        await scope.register(fastifyMultipart, {
          limits: { fileSize: deps.config.mediaMaxBytes, files: 1, fields: 10, fieldSize: 2000, parts: 11 },
        });
      }
      if (call.acceptsUpload === 'stream') {
        // Any content type; the handler reads `request.raw` itself.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      }
      addRoute(scope);
    });
  } else {
    addRoute(app);
  }
}

/** The answer as the OpenAPI document shows it: JSON by the response schema, a document, or a redirect. */
function responseSchema(call: CallDef, status: number) {
  if (!call.produces) return call.response;
  if (call.produces === 'file') {
    return { description: call.summary, content: { 'application/octet-stream': { schema: call.response } } };
  }
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
