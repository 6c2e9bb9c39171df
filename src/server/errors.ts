import { isConnectionLost } from '@server/db/connection-lost';
import { findQueryStop, QueryTimeoutError } from '@server/platform/query-guard';
import { messages } from '@shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type ErrorCode =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'rate_limited'
  | 'payment_failed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unavailable'
  | 'internal';

const statusByCode: Record<ErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A genuine link past its expiry (a payment link): it worked once and will not again. */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The one error type of the server: a code (mapped to HTTP below) and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const httpStatusOf = (code: ErrorCode) => statusByCode[code];

function body(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Maps every error to an explicit JSON shape. Unknown errors never leak details to the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(httpStatusOf(error.code))
        .send(body(error.code, error.message, error.fields));
    }
    const stopped = findQueryStop(error);
    if (stopped) {
      // A statement past its timeout (the client reads this) or one of a client that went away.
      if (stopped instanceof QueryTimeoutError)
        request.log.warn({ timeoutMs: stopped.timeoutMs, url: request.url }, 'statement timeout');
      return reply.status(503).send(body('unavailable', messages.http.queryTimeout));
    }
    if (isConnectionLost(error)) {
      // The database ended the connection under this request (a restart, a failover): whatever
      // it did was rolled back or is the database's to tell; the client may try again.
      request.log.warn({ err: error, url: request.url }, 'database connection lost');
      reply.header('retry-after', '2');
      return reply.status(503).send(body('unavailable', messages.http.databaseUnavailable));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          error.validationContext ||
          'body';
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send(body('invalid', first, fields));
    }
    const fastifyCode = (error as FastifyError).code;
    if (
      fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error instanceof SyntaxError && (error as FastifyError).statusCode === 400)
    ) {
      return reply.status(400).send(body('invalid', messages.http.malformedJson));
    }
    if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('payload_too_large', messages.http.bodyTooLarge));
    }
    if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply
        .status(415)
        .send(body('unsupported_media_type', messages.http.unsupportedMediaType));
    }
    if (fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .status(400)
        .send(body('invalid', 'The request body is empty. Send a JSON object.'));
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Framework-level client errors (e.g. a validation error from a plugin): keep the status,
      // but only pass on the framework's message, which never contains internals.
      const code: ErrorCode =
        status === 429
          ? 'rate_limited'
          : status === 404
            ? 'not_found'
            : status === 413
              ? 'payload_too_large'
              : 'invalid';
      return reply.status(status).send(body(code, error.message || 'Invalid request.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', messages.http.internal));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
