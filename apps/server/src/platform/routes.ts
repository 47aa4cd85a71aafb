import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { accessErrors, type CallDef, describeAccess } from '@manara/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { type AccessRules, assertRuleAnswered, enforceAccess, enforceRule } from './access.ts';
import type { AppDeps } from './app-deps.ts';
import { buildContext, parseLanguage, type RequestContext, tenantlessContext } from './context.ts';
import { mayUseDevTools } from './dev-tools.ts';
import { createRequestEvents, type RequestEvents } from './events.ts';

export interface CallInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
}

/** What the call's object rule found (module.ts types it by the rule's name). */
export interface FoundInput {
  found?: unknown;
}

/** The HTTP request and reply, for the few handlers that read an upload or stream a file. */
export interface CallHttp {
  request: FastifyRequest;
  reply: FastifyReply;
}

/*
 * What a request carries from one step of its route to the next, on the request itself under
 * symbols of this file. Not in a WeakMap keyed by the request: a WeakMap entry per request made
 * each young-generation collection of the heap trace them, about 15% of the processor time of a
 * cheap call such as `GET /api/auth` (docs/decisions/performance.md, "The garbage of a request").
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The request's events, whose jobs it runs once its handler is done. */
    [REQUEST_EVENTS]?: RequestEvents;
    /** What the request's object rule found, for its handler. */
    [RULE_FOUND]?: unknown;
    /** Where a guest's answer to a call kept for guests goes, when none was kept for the request. */
    [GUEST_KEEPER]?: (answer: object) => void;
  }
}
const REQUEST_EVENTS = Symbol('requestEvents');
const RULE_FOUND = Symbol('ruleFound');
const GUEST_KEEPER = Symbol('guestKeeper');

/**
 * What a guest's answer depends on of the request, for a call kept for guests: the organization
 * (the header as sent), the language, the path and the query. No header holds a line break.
 */
function guestAnswerKey(request: FastifyRequest): string {
  return `${request.headers.organization ?? ''}\n${parseLanguage(request.headers.language)}\n${request.url}`;
}

/**
 * Registers one contract call: its schemas validate the request and serialize the answer,
 * the context is built and access enforced before validation (so a caller without access
 * learns nothing about the input's shape), the call's object rule once the params are valid
 * (what it found goes to the handler as `found`), then the handler calls its service.
 *
 * A call that `produces` a media type answers the handler's string (a Buffer when binary, such as a
 * PDF) as that document; one that
 * produces `redirect` redirects to the URL the handler returns. Both are never cached: they
 * carry one-time material (SAML messages, sign-in tokens). A call that `acceptsForm` also
 * takes an HTML form post, parsed only for that route. A call that `acceptsUpload` reads the
 * file itself (multipart up to `MEDIA_MAX_BYTES`, or the raw stream); one that produces `file`
 * answers through the reply itself (a stored file, streamed).
 *
 * The jobs of the domain events the handler published (`ctx.events`) run as soon as it is done,
 * before the answer is sent: their listeners' effects are there when the client reads it.
 */
export function registerCall<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  call: CallDef<P, Q, B, R>,
  handler: (
    ctx: RequestContext,
    input: CallInput<P, Q, B> & FoundInput,
    http: CallHttp,
  ) => Promise<z.output<R> | FastifyReply> | z.output<R> | FastifyReply,
  options: { tenant?: boolean; rules?: AccessRules; keptForGuests?: boolean } = {},
): void {
  const rules: AccessRules = options.rules ?? new Map();
  assertRuleAnswered(call, rules);
  const keptForGuests = options.keptForGuests === true;
  if (keptForGuests && (call.method !== 'GET' || call.produces || options.tenant === false)) {
    throw new Error(`${call.method} ${call.path}: only a JSON answer of an organization to GET is kept for guests`);
  }
  const access = call.access;
  const hasRule = access.kind !== 'devOnly' && access.rule !== undefined;
  const produces = call.produces;
  const status = call.status ?? (produces === 'redirect' ? 302 : 200);
  const addRoute = (target: FastifyInstance) =>
    target.route({
      method: call.method,
      url: call.path,
      schema: {
        // Typed loosely here: the contract's types reach handlers through `CallInput` instead.
        summary: call.summary,
        description: describeCall(call),
        tags: [...call.tags],
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        ...(call.acceptsForm ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
        ...(call.acceptsUpload === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
        ...(call.access.kind === 'signedIn' ? { security: [{ bearer: [] }] } : {}),
        response: { [status]: responseSchema(call, status) },
        // OpenAPI extensions of the operation: the rule of access as data, and every code it may answer.
        'x-access': call.access,
        'x-errors': declaredErrors(call),
      } as FastifySchema,
      config: { access: call.access, call },
      // A guest's request the same as one answered a moment ago (platform/guest-answers.ts): the same
      // answer, before validation, context and access, which would answer as they did then.
      onRequest: keptForGuests
        ? (request, reply, done) => {
            // A token is the caller's own answer, or its refusal.
            if (request.headers.authorization !== undefined) return done();
            const key = guestAnswerKey(request);
            const answer = deps.guestAnswers.find(key, deps.clock);
            if (answer === undefined) {
              request[GUEST_KEEPER] = deps.guestAnswers.keeper(key);
              return done();
            }
            reply.code(status).send(answer);
          }
        : undefined,
      preValidation: async (request) => {
        const events = createRequestEvents(deps.events, deps.jobs, request.log, deps.clock);
        request[REQUEST_EVENTS] = events;
        request.ctx =
          options.tenant === false
            ? tenantlessContext(request, events, deps)
            : await buildContext(request, events, deps);
        await enforceAccess(request.ctx, call.access, {
          // Asked of the development calls only (the outbox, the controlled clock).
          outboxEnabled:
            call.access.kind === 'devOnly' && deps.mailer.kind === 'outbox' && mayUseDevTools(request, deps.config),
          permissions: deps.permissions,
          configuration: deps.configuration,
        });
      },
      // After validation: the object rule reads a typed path parameter (as services did before).
      // A call without one has no such hook (one step and one promise less per request).
      preHandler: hasRule
        ? async (request) => {
            request[RULE_FOUND] = await enforceRule(deps.db, request.ctx, access, request.params, rules);
          }
        : undefined,
      handler: async (request, reply): Promise<unknown> => {
        let result: Awaited<ReturnType<typeof handler>>;
        try {
          result = await handler(
            request.ctx,
            {
              params: request.params as z.output<P>,
              query: request.query as z.output<Q>,
              body: request.body as z.output<B>,
              ...(hasRule ? { found: request[RULE_FOUND] } : {}),
            },
            { request, reply },
          );
        } finally {
          await request[REQUEST_EVENTS]?.runPublished();
        }
        // A guest's request (no token: `onRequest` above) keeps only the answer every guest gets
        // alike: the one object its producer keeps, frozen.
        const keep = request[GUEST_KEEPER];
        if (keep && typeof result === 'object' && result !== null && Object.isFrozen(result)) keep(result);
        // The handler wrote the answer itself: a stored file, or a stream of server-sent events.
        if (produces === 'file' || produces === 'events') return reply;
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

/**
 * The errors any call may answer whatever it does: invalid input (also the body's JSON, size and
 * type, and the Organization header), an unknown organization, too many requests, and a bearer
 * token that is invalid or whose user is disabled or no member of the organization.
 */
const ERRORS_OF_EVERY_CALL = [
  'validation',
  'common-003',
  'common-004',
  'common-005',
  'common-006',
  'organizations-001',
  'organizations-003',
  'auth-001',
  'auth-002',
  'auth-006',
] as const;

/**
 * Every error code a call may answer: those of every call, those of its access (sign-in, settings,
 * permissions, object rule: `accessErrors` of the contract), not found when its path names a row
 * (of another organization, or none), and its own.
 */
export function declaredErrors(call: CallDef): string[] {
  const pathErrors = call.params ? ['common-002'] : [];
  return [...new Set([...ERRORS_OF_EVERY_CALL, ...accessErrors(call.access), ...pathErrors, ...(call.errors ?? [])])];
}

/**
 * The call's rule of access and the error codes it declares, for the OpenAPI document: what a
 * client must hold to call it, and what it may answer besides success.
 */
export function describeCall(call: CallDef): string {
  return `${call.summary}\n\n**Access:** ${describeAccess(call.access)}.\n\n**Errors:** ${declaredErrors(call)
    .map((code) => `\`${code}\``)
    .join(', ')}.`;
}

/** The answer as the OpenAPI document shows it: JSON by the response schema, a document, or a redirect. */
function responseSchema(call: CallDef, status: number) {
  if (!call.produces) return call.response;
  if (call.produces === 'file') {
    return { description: call.summary, content: { 'application/octet-stream': { schema: call.response } } };
  }
  if (call.produces === 'events') {
    return { description: call.summary, content: { 'text/event-stream': { schema: call.response } } };
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
