import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { appModules } from './app-modules.ts';
import type { AppDeps } from './platform/app-deps.ts';
import { AppError, envelopeFor, installErrorHandling } from './platform/errors.ts';
import { registerKeptAnswerCompression } from './platform/kept-answers.ts';
import { loggerOptions, requestLogger } from './platform/logging.ts';
import { type AppModule, registerModules } from './platform/module.ts';
import { docsDirectives, registerSecurityHeaders, sendAppPage, serializeCsp } from './platform/security-headers.ts';
import { compiledSerializerCompiler } from './platform/serializer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered, for the route safety net. */
    apiRoutes: { method: string; url: string }[];
  }
}

/**
 * The app over `deps`, with the modules of `app-modules.ts` (or `options.modules`). Their durable
 * listeners are registered on `deps.events`: one app per deps.
 */
export async function buildApp(
  deps: AppDeps,
  options: {
    logger?: FastifyServerOptions['logger'];
    modules?: readonly AppModule[];
    /** Check every answer against its zod schema before it is written (the tests; platform/serializer.ts). */
    checkAnswers?: boolean;
  } = {},
) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(deps.config),
    bodyLimit: deps.config.bodyLimitBytes,
    // A hop count trusts that many proxies in front of us (proxy-addr's rule for a number).
    trustProxy:
      typeof deps.config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(deps.config.trustProxy)
        : deps.config.trustProxy,
    // The server names every request; a client's own X-Request-Id is logged apart (clientRequestId).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // One line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLogger,
    routerOptions: { maxParamLength: 200 },
  });
  // First, so that every answer carries them, the error handler's and the 404's included.
  await registerSecurityHeaders(app, deps.config);
  // Read by the refresh call, whose token the web app keeps in an HttpOnly cookie (docs/decisions/auth.md).
  // Cookies are read where a call needs one (the refresh cookie), not parsed on every request.
  await app.register(fastifyCookie, { hook: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ checkAnswers: options.checkAnswers ?? false }));
  installErrorHandling(app);
  registerKeptAnswerCompression(app);
  // Hooks with a callback rather than async: no promise per request for work that never waits.
  // At the start, as the security headers: every answer carries it, the error handler's included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
    done();
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Manara API',
        description: 'Every route of the platform, generated from the zod schemas of @manara/contract.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // No call to the public validator (an image from another host); the docs' own policy.
    uiConfig: { validatorUrl: null },
    staticCSP: serializeCsp(docsDirectives(deps.config)),
  });

  const apiRoutes: { method: string; url: string }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
  });

  await app.register(
    async (api) => {
      registerModules(api, deps, options.modules ?? appModules);
    },
    { prefix: '/api' },
  );

  serveWebApp(app, deps.config);
  return app;
}

/**
 * The built SPA on every path that is not under /api: files as they are, and index.html for
 * any other GET so that deep links load the app. Unknown /api paths answer a 404 envelope.
 */
function serveWebApp(app: FastifyInstance, config: AppDeps['config']): void {
  const distDir = config.webDistDir;
  const indexFile = join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the assets (apps/web/vite.config.ts); each answer is
      // the one the browser accepts, with no compression work per request.
      preCompressed: true,
      // Cache headers are ours alone (below), for the compressed copies too.
      cacheControl: false,
      // The page itself is answered below, each time with a nonce of its own.
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A shared cache keeps one copy per encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : null;
  app.setNotFoundHandler((request, reply) => {
    const language = request.headers.language === 'ar' ? 'ar' : 'en';
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendAppPage(reply, config, indexHtml);
    }
    const error = new AppError('common-001');
    return reply.code(404).send(envelopeFor(error.code, language));
  });
}
