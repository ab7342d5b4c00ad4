import { translateMessage } from '@logoya/core/messages/catalog';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLang } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/** How a surface turns form messages into its language. */
export interface FormMessages {
  /** A contract's `msg:` code (client-side validation) into text; other strings pass through. */
  translate: (message: string) => string;
  /** The text for a failure with no message for users (a bug, no network). */
  unexpected: string;
}

const FormMessagesContext = createContext<FormMessages | null>(null);

/** The back office provides its Japanese wording; the shop uses the page language's catalogue. */
export function FormMessagesProvider({ value, children }: { value: FormMessages; children: ReactNode }) {
  return <FormMessagesContext.Provider value={value}>{children}</FormMessagesContext.Provider>;
}

export function useFormMessages(): FormMessages {
  const own = useContext(FormMessagesContext);
  const lang = useLang();
  const { t } = useTranslation();
  const unexpected = t('form.unexpectedError');
  return useMemo(
    () => own ?? { translate: (message: string) => translateMessage(message, lang), unexpected },
    [own, lang, unexpected],
  );
}
