import { DEFAULT_LOCALE, LANGUAGE_TAG, type Locale, mapLanguageCode } from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './auth.ts';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';

/** Who is asking and in which language; services take it first. */
export interface RequestContext {
  locale: Locale;
  /** The signed-in user, from the bearer token; null for a visitor. */
  actor: Actor | null;
  /** The caller's address, for logs of sign-ins and postal-code look-ups. */
  ip: string;
  /**
   * The open transaction this request's work runs in, if any (set by `inTransaction` in
   * platform/transaction.ts). Services of several modules reached with this context join it.
   */
  tx?: Db;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

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
    if (!LANGUAGE_TAG.test(code)) {
      throw new AppError(422, 'The locale must be a language code such as en, ja or vi.', {
        locale: ['The locale must be a language code such as en, ja or vi.'],
      });
    }
    return mapLanguageCode(code);
  }
  const accept = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  return accept && LANGUAGE_TAG.test(accept) ? mapLanguageCode(accept) : DEFAULT_LOCALE;
}
