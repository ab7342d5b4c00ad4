import type { ErrorResponse, Locale } from '@logoya/core';
import { peekInitialAnswer, takeInitialAnswer } from './initial-answers.ts';

/** Same origin: in development Vite forwards /api to the server. */
const BASE_URL = '';

/** A failed call: the HTTP status, the server's message and its field errors (field to messages). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The first message for a field, as forms show it (SPEC §5). */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as the `locale` header (SPEC §7: every call carries the locale). */
  locale?: Locale;
  query?: Record<string, QueryValue> | URLSearchParams;
  /** JSON, or a FormData sent as multipart (the browser sets the boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the guest's anonymous cart id). */
  headers?: Record<string, string>;
}

/**
 * The session registers which sign-in the page believes it has and what to do on a 401, so this
 * client does not depend on React or on the session module. The credential is the server's
 * HttpOnly cookie (ADR 0026): the browser sends it, no script here ever sees it.
 */
interface AuthHooks {
  /** The current sign-in's key (session-store.ts), or null when signed out. */
  session: () => string | null;
  onUnauthorized: (session: string) => void;
}
let auth: AuthHooks = { session: () => null, onUnauthorized: () => {} };

/**
 * Sent on every call: the server refuses a state-changing call signed in by the cookie alone
 * without it (a cross-site form cannot add a header).
 */
export const CSRF_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'x-logoya-csrf': '1' });

export function registerAuth(hooks: AuthHooks): void {
  auth = hooks;
}

/** The session hooks, for the file calls (transfer.ts). */
export const currentAuth = (): AuthHooks => auth;

/** Calls whose 401 means "wrong credentials", not "the session has ended". */
export const SIGN_IN_PATHS = new Set([
  '/api/sign-in',
  '/api/login',
  '/api/login-with-provider',
  '/api/verify-code',
]);

export function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  if (query instanceof URLSearchParams) {
    for (const [key, value] of query) params.append(key, value);
  } else if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `${BASE_URL}${path}${search ? `?${search}` : ''}`;
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && typeof (value as ErrorResponse).message === 'string';
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one call with the locale, the CSRF header and the extra headers, and the session cookie
 * (same origin only); rejects on no answer.
 */
export async function send(
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<{ response: Response }> {
  const headers: Record<string, string> = { ...options.headers, ...CSRF_HEADERS, accept };
  if (options.locale) headers.locale = options.locale;
  const session = auth.session();
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The server could not be reached.');
  }
  if (response.status === 401 && session && !SIGN_IN_PATHS.has(path)) auth.onUnauthorized(session);
  return { response };
}

export async function failure(response: Response): Promise<ApiError> {
  const payload = await readJson(response);
  if (isErrorResponse(payload)) return new ApiError(response.status, payload.message, payload.errors);
  return new ApiError(response.status, `The request failed (${response.status}).`);
}

/**
 * The answer the server wrote into the page for this GET (initial-answers.ts); undefined when it
 * has none or the first render is over. Queries pass it as `initialData`, so the first render
 * already shows it (read, not taken: React may start that render over); apiRequest takes what no
 * query read.
 */
export function pageAnswer<T>(
  path: string,
  options: Pick<RequestOptions, 'locale' | 'query'> = {},
): T | undefined {
  return peekInitialAnswer(buildUrl(path, options.query), options.locale) as T | undefined;
}

/**
 * One call to the API. Resolves with the parsed JSON body; rejects with an ApiError. A GET the
 * server already answered in the page (initial-answers.ts) takes that answer, once.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') {
    const answer = takeInitialAnswer(buildUrl(path, options.query), options.locale);
    if (answer !== undefined) return answer as T;
  }
  const { response } = await send(path, options, 'application/json');
  if (!response.ok) throw await failure(response);
  return (await readJson(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A multipart POST (file uploads; Laravel-style `_method=put` goes inside the form). */
  postForm: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
};
