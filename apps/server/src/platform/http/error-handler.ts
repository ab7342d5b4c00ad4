import { msg, translateMessage } from '@logoya/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './errors.ts';
import { classifyFault } from './faults.ts';
import { localeOf } from './locale.ts';

function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/** Fastify's errors about the body itself, before any contract sees it. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: msg('body_invalid_json') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: msg('body_invalid_json') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: msg('body_media_type') },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: msg('body_too_large') },
};

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
  reply.status(500).send({ message: translateMessage(msg('server_fault'), locale) });
}

/** The 422 of a contract: each failing field with its messages. */
function contractErrors(
  error: FastifyError & { validation: { instancePath?: string; message?: string }[] },
  request: FastifyRequest,
) {
  // No body at all where the contract wants an object: one message of ours, not the validator's.
  if (error.validationContext === 'body' && request.body == null) {
    const message = msg('body_required');
    return { message, errors: { body: [message] } };
  }
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const field = fieldName(issue.instancePath, error.validationContext);
    const list = errors[field] ?? [];
    list.push(issue.message ?? msg('invalid_input'));
    errors[field] = list;
  }
  return { message: Object.values(errors)[0]?.[0] ?? msg('invalid_input'), errors };
}

/**
 * Shapes every error as `{message, errors?}`; a 500 never reveals internals. Messages are codes
 * from the catalogue (packages/core/src/messages), answered in the caller's language.
 */
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
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.status(422).send(contractErrors(error, request));
    if (error.validation) {
      return reply.status(422).send({ message: error.message, errors: { request: [error.message] } });
    }
    const bodyError = BODY_ERRORS[error.code];
    if (bodyError) return reply.status(bodyError.status).send({ message: bodyError.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error instanceof SyntaxError) return reply.status(400).send({ message: msg('body_invalid_json') });
      return reply.status(status).send({ message: error.message });
    }
    const fault = classifyFault(error);
    if (fault) {
      request.log.warn({ err: error, fault: fault.kind }, 'service unavailable');
      reply.header('retry-after', String(fault.retryAfter));
      return reply.status(fault.statusCode).send({ message: fault.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: msg('server_fault') });
  });
}
