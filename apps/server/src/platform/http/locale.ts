import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale, mapLanguageCode, msg } from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The locale of a call (SPEC §7): the `locale` field (query or body), else the `locale` header,
 * else the first Accept-Language code, else en. A code that is not a language tag answers 422.
 */
export function resolveLocale(request: FastifyRequest): Locale {
  const fromQuery = firstString((request.query as Record<string, unknown> | undefined)?.locale);
  const body = request.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === 'object' ? firstString(body.locale) : undefined;
  const explicit = fromQuery ?? fromBody ?? firstString(request.headers.locale);
  if (explicit !== undefined) {
    const code = explicit.trim();
    if (!LANGUAGE_TAG.test(code))
      throw new AppError(422, msg('locale_invalid'), { locale: [msg('locale_invalid')] });
    return mapLanguageCode(code);
  }
  const accept = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  return accept && LANGUAGE_TAG.test(accept) ? mapLanguageCode(accept) : DEFAULT_LOCALE;
}

/** The caller's language for an error answer: the context's, else read now, else en. */
export function localeOf(request: FastifyRequest): Locale {
  if (request.ctx?.locale) return request.ctx.locale;
  try {
    return resolveLocale(request);
  } catch {
    return DEFAULT_LOCALE;
  }
}
