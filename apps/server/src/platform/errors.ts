import { type ErrorCode, type ErrorEnvelope, errorCatalogue, type Language } from '@manara/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure a service reports by code; the error handler renders the envelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: { path: string; message: string }[],
  ) {
    super(errorCatalogue[code].en);
    this.name = 'AppError';
  }
}

export function notFound(): AppError {
  return new AppError('common-002');
}

export function envelopeFor(code: ErrorCode, language: Language, fields?: ErrorEnvelope['fields']): ErrorEnvelope {
  const entry = errorCatalogue[code];
  return { statusCode: entry.status, errorCode: code, message: entry[language], ...(fields ? { fields } : {}) };
}

/** Fastify's own error codes that are the client's fault, by the code we answer with. */
const fastifyClientErrors: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'common-003',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common-003',
  FST_ERR_CTP_BODY_TOO_LARGE: 'common-004',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common-005',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'common-010',
  FST_ERR_CTP_INVALID_TYPE: 'common-005',
  FST_ERR_VALIDATION: 'validation',
};

/** PostgreSQL error codes that come from the data a client sent. */
const postgresClientErrors: Record<string, ErrorCode> = {
  '23505': 'common-008', // unique_violation
  '23503': 'common-008', // foreign_key_violation
  '22P02': 'common-010', // invalid_text_representation
  '22003': 'common-010', // numeric_value_out_of_range
  '22001': 'common-010', // string_data_right_truncation
};

function languageOf(request: FastifyRequest): Language {
  return request.ctx?.language ?? (request.headers.language === 'ar' ? 'ar' : 'en');
}

function postgresCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** One error handler: every failure leaves as `{ statusCode, errorCode, message }`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      return reply.code(errorCatalogue[error.code].status).send(envelopeFor(error.code, language, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: `${error.validationContext}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send(envelopeFor('validation', language, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send(envelopeFor('common-500', language));
    }
    const fastifyCode = error.code ? fastifyClientErrors[error.code] : undefined;
    if (fastifyCode) return reply.code(errorCatalogue[fastifyCode].status).send(envelopeFor(fastifyCode, language));
    if (error.statusCode === 429) return reply.code(429).send(envelopeFor('common-006', language));
    const pgCode = postgresCode(error);
    const mapped = pgCode ? postgresClientErrors[pgCode] : undefined;
    if (mapped) {
      request.log.warn({ pgCode }, 'database rejected client data');
      return reply.code(errorCatalogue[mapped].status).send(envelopeFor(mapped, language));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(envelopeFor('common-010', language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelopeFor('common-500', language));
  });
}
