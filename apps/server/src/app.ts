import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { phoneVerificationRoutes } from './modules/auth/phone-verifications.routes.ts';
import { samlRoutes } from './modules/auth/saml.routes.ts';
import { samlProvidersRoutes } from './modules/auth/saml-providers.routes.ts';
import { catalogueRoutes } from './modules/courses/catalogue.routes.ts';
import { certificatesRoutes } from './modules/courses/certificates.routes.ts';
import { confirmationCheckboxesRoutes } from './modules/courses/confirmation-checkboxes.routes.ts';
import { courseAuthoringRoutes } from './modules/courses/course-authoring.routes.ts';
import { courseContentRoutes } from './modules/courses/course-content.routes.ts';
import { enrolmentRoutes } from './modules/courses/enrolment.routes.ts';
import { interestsRoutes } from './modules/courses/interests.routes.ts';
import { reviewsRoutes } from './modules/courses/reviews.routes.ts';
import { specializationsRoutes } from './modules/courses/specializations.routes.ts';
import { wishlistRoutes } from './modules/courses/wishlist.routes.ts';
import { courseAnnouncementsRoutes } from './modules/engagement/course-announcements.routes.ts';
import { frontendLoggerRoutes } from './modules/frontend-logger/frontend-logger.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import type { OrganizationCache } from './modules/organizations/organizations.cache.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import type { EventBus } from './platform/bus.ts';
import { AppError, envelopeFor, installErrorHandling } from './platform/errors.ts';
import type { Mailer } from './platform/mail.ts';
import type { RateLimiter } from './platform/rate-limit.ts';
import type { SmsSender } from './platform/sms.ts';
import type { Storage } from './platform/storage.ts';
import type { TokenService } from './platform/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered, for the route safety net. */
    apiRoutes: { method: string; url: string }[];
  }
}

/** Everything a request handler may use. Built by main.ts (or a test), never a module singleton. */
export interface AppDeps {
  config: Config;
  db: Db;
  databaseKind: 'embedded' | 'postgres';
  bus: EventBus;
  mailer: Mailer;
  sms: SmsSender;
  tokens: TokenService;
  organizationCache: OrganizationCache;
  rateLimiter: RateLimiter;
  /** Media files: local disk or S3-compatible. */
  storage: Storage;
}

const SENSITIVE_QUERY_KEYS = /^(token|super_token|access|refresh|access_token|refresh_token|code|password)$/i;

/** Query values that carry credentials never reach the log. */
function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const key of [...params.keys()]) if (SENSITIVE_QUERY_KEYS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, question)}?${params.toString()}`;
}

export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.refresh', '*.access'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // One line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
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
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const apiRoutes: { method: string; url: string }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
  });

  await app.register(
    async (api) => {
      systemRoutes(api, deps);
      authRoutes(api, deps);
      samlRoutes(api, deps);
      samlProvidersRoutes(api, deps);
      phoneVerificationRoutes(api, deps);
      usersRoutes(api, deps);
      organizationsRoutes(api, deps);
      permissionsRoutes(api, deps);
      announcementsRoutes(api, deps);
      supportRoutes(api, deps);
      frontendLoggerRoutes(api, deps);
      courseContentRoutes(api, deps);
      catalogueRoutes(api, deps);
      courseAuthoringRoutes(api, deps);
      enrolmentRoutes(api, deps);
      wishlistRoutes(api, deps);
      interestsRoutes(api, deps);
      confirmationCheckboxesRoutes(api, deps);
      certificatesRoutes(api, deps);
      reviewsRoutes(api, deps);
      specializationsRoutes(api, deps);
      courseAnnouncementsRoutes(api, deps);
      mediaRoutes(api, deps);
    },
    { prefix: '/api' },
  );

  serveWebApp(app, deps.config.webDistDir);
  return app;
}

/**
 * The built SPA on every path that is not under /api: files as they are, and index.html for
 * any other GET so that deep links load the app. Unknown /api paths answer a 404 envelope.
 */
function serveWebApp(app: FastifyInstance, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : null;
  app.setNotFoundHandler((request, reply) => {
    const language = request.headers.language === 'ar' ? 'ar' : 'en';
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    const error = new AppError('common-001');
    return reply.code(404).send(envelopeFor(error.code, language));
  });
}
