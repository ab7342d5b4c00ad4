import { ApiError } from './client.ts';

/**
 * The server's message for a failed call when it is meant for the user: every 4xx, and the 503
 * (database unreachable, mail down) and 507 (storage full) answers, which say what happened and
 * that trying later helps. Any other 5xx is a bug, and a network failure has no message: null, so
 * the caller shows its generic "An error occurred" text.
 */
export function userMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || !error.message) return null;
  if (error.status < 500 || error.status === 503 || error.status === 507) return error.message;
  return null;
}
