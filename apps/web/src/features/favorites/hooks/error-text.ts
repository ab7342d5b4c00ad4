import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { userMessage } from '../../../shared/api/user-message.ts';

/** A failed call as a toast text: the server's message (already in the page language) when it has one. */
export function errorText(error: unknown, t: TFunction): string {
  return userMessage(error) ?? t('form.unexpectedError');
}

/** The server no longer knows the session (401). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
