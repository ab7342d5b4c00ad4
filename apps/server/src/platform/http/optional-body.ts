import type { FastifyInstance } from 'fastify';

/**
 * For calls whose JSON body may be left out (contract: optionalBody): in this scope a request
 * saying `Content-Type: application/json` but sending no bytes reads as no body, like a request
 * without a content type, instead of Fastify's 400 for an empty JSON body. Any other text is
 * parsed as everywhere else (the default parser, prototype poisoning refused). Register the call
 * in a scope of its own, so other calls keep refusing an empty JSON body.
 */
export function emptyJsonBodyAllowed(scope: FastifyInstance): void {
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // parseAs 'string': the body is text.
    const text = String(body);
    if (text === '') return done(null, undefined);
    json(request, text, done);
  });
}

type Operation = {
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: { anyOf?: { type?: unknown }[] } }>;
  };
};

/**
 * The OpenAPI description says which bodies may be left out: @fastify/swagger marks every
 * request body required, so a call whose JSON body schema also takes null (optionalBody) gets
 * `requestBody.required: false` here. Wraps the transformObject option.
 */
export function optionalBodiesInOpenApi<A extends unknown[], R>(transform: (...args: A) => R) {
  return (...args: A): R => {
    const document = transform(...args) as { paths?: Record<string, Record<string, Operation | undefined>> };
    for (const path of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(path)) {
        const body = operation?.requestBody;
        if (body?.content?.['application/json']?.schema?.anyOf?.some((s) => s.type === 'null'))
          body.required = false;
      }
    }
    return document as R;
  };
}
