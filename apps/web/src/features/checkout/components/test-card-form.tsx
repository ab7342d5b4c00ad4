import type { TestCard } from '@logoya/core/contracts/payments';
import { useEffect } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { confirmTestCard } from '../api/confirm-test-card.ts';
import type { RegisterConfirmer } from '../lib/card-confirmer.ts';
import {
  cardDigits,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  numberError,
  parseExpiry,
} from '../lib/card-input.ts';

interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** The confirm call's field names on this form's fields (month and year share one field). */
const SERVER_FIELDS: Record<string, keyof CardValues> = {
  card_number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

/** A registered input whose typed text is tidied (grouped digits, MM/YY) before the form reads it. */
function formatted(field: UseFormRegisterReturn, format: (typed: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = format(input.value);
      return field.onChange(event);
    },
  };
}

/**
 * The built-in test gateway's card form: number, MM/YY and CVC, checked here first, then sent to
 * the gateway's confirm call. The documented test cards are listed as a hint.
 */
export function TestCardForm({
  register,
  testCards,
}: {
  register: RegisterConfirmer;
  testCards: TestCard[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm<CardValues>({ mode: 'onTouched', defaultValues: { number: '', expiry: '', cvc: '' } });
  const errorOf = (name: keyof CardValues) => {
    const key = form.formState.errors[name]?.message;
    return key ? (key.startsWith('buying.') ? t(key as 'buying.card.numberInvalid') : key) : undefined;
  };

  useEffect(() => {
    register({
      validate: () => form.trigger(undefined, { shouldFocus: true }),
      confirm: async (intent) => {
        const values = form.getValues();
        const expiry = parseExpiry(values.expiry);
        try {
          await confirmTestCard(lang, intent.payment_intent, {
            client_secret: intent.client_secret,
            card_number: cardDigits(values.number),
            exp_month: expiry?.month ?? 0,
            exp_year: expiry?.year ?? 0,
            cvc: values.cvc.trim(),
          });
          return 'sent';
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 422)) throw error;
          let first = true;
          for (const [key, messages] of Object.entries(error.errors)) {
            const field = SERVER_FIELDS[key];
            if (!field || !messages[0]) continue;
            form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: first });
            first = false;
          }
          return 'fields';
        }
      },
    });
    return () => register(null);
  }, [register, form, lang]);

  return (
    <fieldset className="space-y-3" data-testid="test-card-form">
      <legend className="mb-1 text-sm font-bold text-gray-900">{t('buying.card.heading')}</legend>
      <Field
        label={t('buying.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        required
        error={errorOf('number')}
        {...formatted(
          form.register('number', {
            validate: (value) => {
              const error = numberError(value);
              return error ? `buying.card.${error}` : true;
            },
          }),
          formatCardNumber,
        )}
      />
      <div className="grid grid-cols-2 items-end gap-3">
        <Field
          label={t('buying.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          error={errorOf('expiry')}
          {...formatted(
            form.register('expiry', {
              validate: (value) => {
                const error = expiryError(value);
                return error ? `buying.card.${error}` : true;
              },
            }),
            // Deleting through the slash must stay possible.
            (typed) => (typed.endsWith('/') ? typed : formatExpiry(typed)),
          )}
        />
        <Field
          label={t('buying.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
          error={errorOf('cvc')}
          {...form.register('cvc', {
            validate: (value) => {
              const error = cvcError(value, form.getValues('number'));
              return error ? `buying.card.${error}` : true;
            },
          })}
        />
      </div>
      <p className="text-xs text-gray-600">{t('buying.card.secureNote')}</p>
      {testCards.length ? (
        <div className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          <p className="font-bold">{t('buying.card.testHeading')}</p>
          <p className="mt-0.5">{t('buying.card.testIntro')}</p>
          <ul className="mt-1 space-y-0.5">
            {testCards.map((card) => (
              <li key={card.number}>
                <code className="font-mono font-semibold">{formatCardNumber(card.number)}</code> –{' '}
                {t(`buying.card.outcomes.${card.outcome}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
