import { z } from 'zod';
import { MAX_ID } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { LANGUAGE_TAG } from '../rules/locale.ts';
import { AS_OF_MAX, AS_OF_MIN } from '../rules/search-params.ts';

/** Every error answer: a message, and field errors (field to list of messages) for validation. */
export const errorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const pageMeta = z
  .object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /**
     * Searches only: 'eq' when `total` is exact, 'gte' when more logos match than are counted
     * (free text matching more than LIMITS.searchTotalCap logos; ADR 0040).
     */
    total_relation: z.enum(['eq', 'gte']).optional(),
    /**
     * Public logo lists in the shop's order (available first, sold last; ADR 0093): the moment
     * the order was fixed, in milliseconds since 1970. Send it back as `as_of` for the next
     * pages, so a logo sold meanwhile keeps its place and no logo is skipped or repeated.
     */
    as_of: z.number().int().optional(),
  })
  .meta({ id: 'PageMeta' });
export type PageMeta = z.infer<typeof pageMeta>;

/** A whole number from a query string or path, with a clear message when it is not one. */
export function wholeNumber(field: string) {
  return z
    .string()
    .trim()
    .regex(/^-?\d{1,16}$/, { message: `The ${field} must be a whole number.` })
    .transform((value) => Number(value));
}

/** Page number: a whole number of at least 1 (default 1). */
const AS_OF_MESSAGE = 'The as_of must be a time in milliseconds since 1970, between 2000 and 2099.';

/**
 * `as_of` of a public logo list: meta.as_of of its first page (ADR 0093). Logos sold after it
 * keep their place among the available ones; without it the order is the current one.
 */
export const asOfParam = wholeNumber('as_of')
  .pipe(z.number().min(AS_OF_MIN, { message: AS_OF_MESSAGE }).max(AS_OF_MAX, { message: AS_OF_MESSAGE }))
  .optional()
  .meta({
    description:
      "meta.as_of of the list's first page, for its next pages: logos sold since keep their place (available logos come first, sold ones last).",
  });

export const pageParam = wholeNumber('page')
  .pipe(
    z
      .number()
      .min(1, { message: 'The page must be at least 1.' })
      // Past this no list can reach, and the number would no longer be exact.
      .max(MAX_ID, { message: `The page must be at most ${MAX_ID}.` }),
  )
  .optional()
  .default(1)
  .meta({ description: 'Page number, from 1. A page past the last answers 404.' });

/**
 * Page size: at least 1; values above the list's maximum are clamped to it (documented clamp,
 * the answer's meta.per_page says what was used).
 */
export function perPageParam(max: number, fallback: number) {
  return wholeNumber('per page')
    .pipe(z.number().min(1, { message: 'The per page must be at least 1.' }))
    .transform((value) => Math.min(value, max))
    .optional()
    .default(fallback)
    .meta({ description: `Items per page, from 1. Values above ${max} are clamped to ${max}.` });
}

/**
 * An id in a path. Non-numbers answer 422. A number past the database's integer range is the id
 * of no row: it becomes 0, an id no row has either, so every lookup answers 404 without each
 * service guarding the range (a query with the number itself fails in the database: a 500). Ids
 * in a body or a query list (bodyId, idListParam) are inputs rather than addresses: past the
 * range they answer 422.
 */
export const idParam = z
  .string()
  .regex(/^\d{1,20}$/, { message: 'The id must be a positive whole number.' })
  .transform((value) => {
    const id = Number(value);
    return id <= MAX_ID ? id : 0;
  })
  .meta({ description: `Positive whole number. Ids above ${MAX_ID} answer 404.` });

/** The locale field or header (SPEC §7): en, ja or vi; other language tags map by the SPEC §1 rule. */
export const localeParam = z
  .string()
  .trim()
  .regex(LANGUAGE_TAG, { message: msg('locale_invalid') })
  .optional()
  .meta({ description: 'en, ja or vi. Codes containing vi or ja map to them; other codes fall back to en.' });

/**
 * A JSON body the caller may leave out: no body, an empty one (see the server's
 * emptyJsonBodyAllowed) or `null` read as `{}` with the schema's defaults. Fastify hands a missing
 * body to validation as null. Anything else must be the object the schema describes.
 */
export function optionalBody<T extends z.ZodObject>(schema: T) {
  return schema.nullish().transform((value): z.output<T> => value ?? schema.parse({}));
}

/**
 * Text PostgreSQL can store: no NUL character (it refuses them). Answers 422 with a clear
 * message instead of letting the database fail.
 */
export const NO_NUL_MESSAGE = 'The text contains a character that is not allowed.';
export function storableText<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((value) => !value.includes('\u0000'), { message: NO_NUL_MESSAGE });
}

/**
 * An id in a JSON body: a positive whole number the database's integer column can hold.
 * Anything else, including ids past MAX_ID, answers 422 with `message`.
 */
export function bodyId(field: string, message = `The ${field} must be a positive whole number.`) {
  return z
    .number({ message })
    .int({ message })
    .min(1, { message })
    .max(MAX_ID, { message: `The ${field} must be at most ${MAX_ID}.` });
}

/**
 * Comma-separated ids from a query string (`3,5,8`), at most `max` of them. Each is a whole
 * number of up to 10 digits and at most MAX_ID; 0 is kept (lists that read it as All drop it).
 */
export function idListParam(field: string, options: { max?: number; message?: string } = {}) {
  const message = options.message ?? `The ${field} must be a comma-separated list of ids.`;
  const repeat = options.max === undefined ? '*' : `{0,${options.max - 1}}`;
  return z
    .string({ message })
    .trim()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10})${repeat}$`), { message })
    .transform((value) => value.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_ID), {
      message: options.message ?? `Each ${field} must be at most ${MAX_ID}.`,
    });
}
