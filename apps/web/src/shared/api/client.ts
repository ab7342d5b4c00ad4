import type { ErrorResponse, Locale } from '@logoya/core';

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

/** Calls whose 401 means "wrong credentials", not "the session has ended". */
const SIGN_IN_PATHS = new Set(['/api/sign-in', '/api/login', '/api/login-with-provider', '/api/verify-code']);

function buildUrl(path: string, query: RequestOptions['query']): string {
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

async function readJson(response: Response): Promise<unknown> {
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
async function send(path: string, options: RequestOptions, accept: string): Promise<{ response: Response }> {
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

async function failure(response: Response): Promise<ApiError> {
  const payload = await readJson(response);
  if (isErrorResponse(payload)) return new ApiError(response.status, payload.message, payload.errors);
  return new ApiError(response.status, `The request failed (${response.status}).`);
}

/** One call to the API. Resolves with the parsed JSON body; rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response } = await send(path, options, 'application/json');
  if (!response.ok) throw await failure(response);
  return (await readJson(response)) as T;
}

/** A file answer (PDF, zip): its bytes and the file name of its content-disposition, if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/** A GET whose answer is a file, with the same session and locale as every call. */
export async function apiFile(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<ApiFile> {
  const { response } = await send(path, { ...options, method: 'GET' }, '*/*');
  if (!response.ok) throw await failure(response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** How much of an upload's body has gone out: `total` is 0 while the browser does not know it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * A multipart POST that reports how much of the body was sent (fetch cannot tell upload progress,
 * so this one call uses XMLHttpRequest), with the same headers, session and errors as every call.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: Omit<RequestOptions, 'method' | 'body'> & {
    onProgress?: (progress: UploadProgress) => void;
    /** Another answer type (an NDJSON progress stream); `onResponseText` then reads it. */
    accept?: string;
    /** The answer's text so far, each time more of it arrives, and once more when it is complete. */
    onResponseText?: (text: string) => void;
  } = {},
): Promise<T> {
  const { onProgress, onResponseText, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const aborted = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    if (signal?.aborted) return aborted();
    const session = auth.session();
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    xhr.open('POST', buildUrl(path, options.query));
    const headers: Record<string, string> = {
      ...options.headers,
      ...CSRF_HEADERS,
      accept: options.accept ?? 'application/json',
    };
    if (options.locale) headers.locale = options.locale;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.onprogress = () => {
      if (xhr.status >= 200 && xhr.status < 300) onResponseText?.(xhr.responseText);
    };
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      signal?.removeEventListener('abort', cancel);
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status });
      if (xhr.status === 401 && session && !SIGN_IN_PATHS.has(path)) auth.onUnauthorized(session);
      if (xhr.status >= 200 && xhr.status < 300) onResponseText?.(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) void readJson(response).then((body) => resolve(body as T));
      else void failure(response).then(reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'The server could not be reached.'));
    xhr.onabort = aborted;
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(form);
  });
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
  /** A GET answered with a file (invoice PDF, delivery zip). */
  file: apiFile,
  /** A multipart POST with upload progress (large files: delivery zips). */
  upload: uploadForm,
};
