import {
  ApiError,
  buildUrl,
  CSRF_HEADERS,
  currentAuth,
  failure,
  type RequestOptions,
  readJson,
  SIGN_IN_PATHS,
  send,
} from './client.ts';

/*
 * The API calls that move files, apart from client.ts so the first page does not carry them: a
 * GET answered with a file (invoice PDF, delivery zip) and a multipart POST with upload progress.
 */

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
    const session = currentAuth().session();
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
      if (xhr.status === 401 && session && !SIGN_IN_PATHS.has(path)) currentAuth().onUnauthorized(session);
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
