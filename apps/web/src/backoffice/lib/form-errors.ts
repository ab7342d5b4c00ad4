import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../shared/api/client.ts';
import { ja } from '../i18n/ja.ts';
import { boMessage } from './messages.ts';

/**
 * Puts a failed call's field errors on the form's fields (first message each, SPEC §5).
 * Returns whether any field took one; `fallbackField` gets the server's message otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallbackField?: Path<T>,
): boolean {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return false;
  let placed = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      setError(field, { type: 'server', message: boMessage(message) ?? message });
      placed = true;
    }
  }
  if (!placed && fallbackField) {
    setError(fallbackField, { type: 'server', message: boMessage(error.message) ?? error.message });
    placed = true;
  }
  return placed;
}

/** A failure's text for a toast: the server's own words for 4xx, a generic line otherwise. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return boMessage(error.message) ?? ja.common.error;
  }
  return ja.common.error;
}
