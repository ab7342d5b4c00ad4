import { ApiError } from '../api/client.ts';
import { userMessage } from '../api/user-message.ts';

export interface ServerErrorOptions<N extends string = string> {
  /** The fields the form shows; a server field error for any other field goes to the banner. */
  fields: readonly N[];
  /** Payload names that differ from the form's: `{ first_name: 'firstName' }`. */
  rename?: Partial<Record<string, N>>;
  /** Takes the server's message when no field took one (e.g. a wrong current password). */
  fallbackField?: N;
  /** Payload fields shown outside the form's fields (an avatar picker): handed back, not bannered. */
  elsewhere?: readonly string[];
}

export interface ServerErrorPlan<N extends string = string> {
  /** First message per field (SPEC §5), in the order the server sent them. */
  placed: { field: N; message: string }[];
  /** First message of each `elsewhere` field. */
  elsewhere: { field: string; message: string }[];
  /**
   * Text for a banner or toast when something could not go on a field; null when every error
   * found its field; `undefined` when the failure has no message for users (a bug or no network):
   * the caller shows its generic text.
   */
  banner: string | null | undefined;
}

/**
 * Where a failed call's errors go: `{message, errors: {field: [messages]}}` (SPEC §5, §8). The one
 * mapping of server errors onto forms, for the shop and the back office alike.
 */
export function planServerErrors<N extends string>(
  error: unknown,
  { fields, rename = {}, fallbackField, elsewhere: outside = [] }: ServerErrorOptions<N>,
): ServerErrorPlan<N> {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { placed: [], elsewhere: [], banner: userMessage(error) ?? undefined };
  }
  const placed: { field: N; message: string }[] = [];
  const elsewhere: { field: string; message: string }[] = [];
  const unplaced: string[] = [];
  for (const [key, messages] of Object.entries(error.errors ?? {})) {
    const message = messages?.[0];
    if (!message) continue;
    const target = (rename[key] ?? key) as N;
    if (fields.includes(target) && !placed.some((p) => p.field === target))
      placed.push({ field: target, message });
    else if (outside.includes(key)) elsewhere.push({ field: key, message });
    else unplaced.push(message);
  }
  const handled = placed.length + elsewhere.length;
  if (handled === 0 && fallbackField) {
    return {
      placed: [{ field: fallbackField, message: unplaced[0] ?? error.message }],
      elsewhere,
      banner: null,
    };
  }
  if (handled > 0 && unplaced.length === 0) return { placed, elsewhere, banner: null };
  return { placed, elsewhere, banner: unplaced[0] ?? error.message };
}
