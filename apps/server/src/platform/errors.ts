import { DEFAULT_LOCALE, type Locale, msg, translateMessage } from '@logoya/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { resolveLocale } from './context.ts';
import { classifyFault } from './faults.ts';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with its HTTP status and the spec's message. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, message);
export const validationFailed = (errors: FieldErrors) =>
  new AppError(422, Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);

function localeOf(request: FastifyRequest): Locale {
  if (request.ctx?.locale) return request.ctx.locale;
  try {
    return resolveLocale(request);
  } catch {
    return DEFAULT_LOCALE;
  }
}

function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

const SERVER_FAULT = 'Something went wrong on our side. Please try again later.';

/**
 * Fastify's `frameworkErrors` option: errors the router meets before any route, hook or error
 * handler runs. Without it a URL with a broken percent escape (`/api/logo/%2`) or a path parameter
 * past maxParamLength answers Fastify's own `{error, code, message, statusCode}`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // The onRequest hooks did not run: the answer still names its request.
  reply.header('x-request-id', request.id);
  const locale = localeOf(request);
  if (error.code === 'FST_ERR_BAD_URL')
    return void reply.status(400).send({ message: translateMessage(msg('url_invalid'), locale) });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return void reply.status(414).send({ message: translateMessage(msg('url_too_long'), locale) });
  request.log.error({ err: error }, 'router error');
  reply.status(500).send({ message: SERVER_FAULT });
}

/** Shapes every error as `{message, errors?}`; a 500 never reveals internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  // Messages may be codes from the contracts (`msg:required?field=email`): answer them as text in
  // the caller's language.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown; errors?: FieldErrors };
    if (typeof body.message !== 'string' || (reply.statusCode < 400 && !body.message.startsWith('msg:')))
      return payload;
    const locale = localeOf(request);
    const errors = body.errors
      ? Object.fromEntries(
          Object.entries(body.errors).map(([k, v]) => [k, v.map((m) => translateMessage(m, locale))]),
        )
      : undefined;
    return { ...body, message: translateMessage(body.message, locale), ...(errors ? { errors } : {}) };
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext);
        const list = errors[field] ?? [];
        list.push(issue.message ?? 'Invalid value.');
        errors[field] = list;
      }
      return reply.status(422).send({ message: Object.values(errors)[0]?.[0] ?? 'Invalid input.', errors });
    }
    if (error.validation) {
      return reply.status(422).send({ message: error.message, errors: { request: [error.message] } });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: 'The request body is not valid JSON.' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ message: 'This content type is not supported.' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ message: 'The request body is too large.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error instanceof SyntaxError)
        return reply.status(400).send({ message: 'The request body is not valid JSON.' });
      return reply.status(status).send({ message: error.message });
    }
    const fault = classifyFault(error);
    if (fault) {
      request.log.warn({ err: error, fault: fault.kind }, 'service unavailable');
      reply.header('retry-after', String(fault.retryAfter));
      return reply.status(fault.statusCode).send({ message: fault.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: SERVER_FAULT });
  });
}
