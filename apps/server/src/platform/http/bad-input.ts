import { NO_NUL_MESSAGE } from '@logoya/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Input no call can use, refused before any contract or service sees it (issue 9, defect 3):
 * - text with a NUL character (PostgreSQL cannot store or compare it) in the body, query,
 *   path or a multipart field answers 422 `{message, errors: {field: [message]}}`;
 * - a multipart body that ends early or is malformed answers 400 instead of 500.
 */

export const MULTIPART_BROKEN_MESSAGE =
  'The form data is incomplete or malformed. Please send the form again.';

/** The dotted path of the first string holding U+0000 (object keys included), or null. */
export function findNul(value: unknown, root: string): string | null {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return path || 'request';
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path || 'request';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

const nulRefused = (field: string) => new AppError(422, NO_NUL_MESSAGE, { [field]: [NO_NUL_MESSAGE] });

/** Errors of the multipart parser (busboy) carry no status: they are the client's broken body. */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && (error as { statusCode?: number }).statusCode === undefined)
    return new AppError(400, MULTIPART_BROKEN_MESSAGE);
  return error;
}

type Parts = FastifyRequest['parts'];
type Part = Awaited<ReturnType<ReturnType<Parts>['next']>>['value'];

/** Wraps request.parts() so every multipart route gets the same checks on fields and files. */
function guardParts(request: FastifyRequest): void {
  const original = request.parts.bind(request) as Parts;
  request.parts = async function* guarded(options) {
    const iterator = original(options)[Symbol.asyncIterator]();
    while (true) {
      let step: IteratorResult<Part>;
      try {
        step = await iterator.next();
      } catch (error) {
        throw asClientError(error);
      }
      if (step.done) return;
      const part = step.value as Part & { type: string; value?: unknown; fieldname: string };
      if (part.type === 'field' && typeof part.value === 'string' && part.value.includes('\u0000'))
        throw nulRefused(part.fieldname);
      if (part.type === 'file' && 'toBuffer' in part) {
        const toBuffer = (part.toBuffer as () => Promise<Buffer>).bind(part);
        (part as { toBuffer: () => Promise<Buffer> }).toBuffer = async () => {
          try {
            return await toBuffer();
          } catch (error) {
            throw asClientError(error);
          }
        };
      }
      yield part;
    }
  } as Parts;
}

export function registerBadInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findNul(request.params, '') ??
      findNul(request.query, '') ??
      (request.isMultipart() ? null : findNul(request.body, ''));
    if (field) throw nulRefused(field);
    if (request.isMultipart()) guardParts(request);
  });
}
