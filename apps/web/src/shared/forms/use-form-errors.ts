import { translateMessage } from '@logoya/core/messages/catalog';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';
import { userMessage } from '../api/user-message.ts';
import { useLang } from '../i18n/locale.ts';

// biome-ignore lint/suspicious/noExplicitAny: the form's transformed output type does not matter here
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * Field errors as text. Client-side errors are the contracts' `msg:` codes, translated with the
 * server's catalogue so both sides show the same words; server errors arrive already translated.
 */
export function useFormErrors<T extends FieldValues>(form: AnyForm<T>) {
  const lang = useLang();
  const { t } = useTranslation();
  const { errors } = form.formState;

  const errorOf = (name: Path<T>): string | undefined => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' && message ? translateMessage(message, lang) : undefined;
  };

  /**
   * Puts a failed call's field errors on the form's fields (renamed where the payload and the
   * form differ) and returns the text for a banner when something could not go on a field.
   */
  const applyServerError = useCallback(
    (
      error: unknown,
      fields: readonly Path<T>[],
      rename: Partial<Record<string, Path<T>>> = {},
    ): string | null => {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) {
        return userMessage(error) ?? t('form.unexpectedError');
      }
      let placed = false;
      const unplaced: string[] = [];
      for (const [key, messages] of Object.entries(error.errors)) {
        const target = rename[key] ?? (key as Path<T>);
        const message = messages[0];
        if (!message) continue;
        if (fields.includes(target)) {
          form.setError(target, { type: 'server', message }, { shouldFocus: !placed });
          placed = true;
        } else {
          unplaced.push(message);
        }
      }
      if (placed && unplaced.length === 0) return null;
      return unplaced[0] ?? error.message;
    },
    [form, t],
  );

  return { errorOf, applyServerError };
}
