import { translateMessage } from '@logoya/core/messages/catalog';
import { useCallback } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** A refusal with messages for the form's fields (422), which the form shows itself. */
export function hasFieldErrors(error: unknown): error is ApiError {
  return error instanceof ApiError && Object.keys(error.errors).length > 0;
}

/**
 * A failed cart call as text: the server's message (already in the page language) for a refusal
 * such as 'The product already exists in the cart', else the general error.
 */
export function useCartErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return useCallback(
    (error: unknown) => {
      const message = userMessage(error);
      return message ? translateMessage(message, lang) : t('form.unexpectedError');
    },
    [t, lang],
  );
}
