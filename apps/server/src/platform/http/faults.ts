import { msg } from '@logoya/core';
import { MailDeliveryError } from '../mail/mail.ts';

/**
 * Faults of the machine rather than of the request: the database unreachable, frozen or shutting
 * down, or the disk full. They answer 503 (try again shortly) or 507 (no space), never 500, with a
 * message a visitor can act on.
 */
export interface Fault {
  statusCode: 503 | 507;
  message: string;
  /** Seconds, for Retry-After. */
  retryAfter: number;
  kind: 'database' | 'disk' | 'mail' | 'storage';
}

/** How long a caller should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs meaning "the database cannot serve now", not "this statement is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '55P03', // lock_not_available (lock_timeout)
]);

const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'query read timeout',
  'connection is not queryable',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
];

/** The error and the errors it wraps (Drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function classifyFault(error: unknown): Fault | null {
  for (const e of chain(error)) {
    if ((e as unknown) instanceof MailDeliveryError && !chainHasNoSpace(e)) {
      return { statusCode: 503, message: msg('mail_unavailable'), retryAfter: 60, kind: 'mail' };
    }
    // An S3 server error that outlived the SDK's own retries: the object store is unavailable.
    const s3Status = (e as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
    if (typeof s3Status === 'number' && s3Status >= 500) {
      return {
        statusCode: 503,
        message: msg('service_unavailable'),
        retryAfter: RETRY_AFTER_SECONDS,
        kind: 'storage',
      };
    }
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message.toLowerCase() : '';
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100' || message.includes('no space left')) {
      return { statusCode: 507, message: msg('storage_full'), retryAfter: 60, kind: 'disk' };
    }
    if (
      NETWORK_CODES.has(code) ||
      UNAVAILABLE_SQLSTATES.has(code) ||
      /^08[0-9A-Z]{3}$/.test(code) ||
      UNAVAILABLE_MESSAGES.some((m) => message.includes(m))
    ) {
      return {
        statusCode: 503,
        message: msg('service_unavailable'),
        retryAfter: RETRY_AFTER_SECONDS,
        kind: 'database',
      };
    }
  }
  return null;
}

/** A full disk under a mail failure answers as a full disk (507), like any other write. */
function chainHasNoSpace(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
  return false;
}
