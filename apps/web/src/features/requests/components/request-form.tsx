import { zodResolver } from '@hookform/resolvers/zod';
import { logoRequestBody } from '@logoya/core/contracts/contacts';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api/client.ts';
import { localizedName } from '../../../shared/format/localized-name.ts';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Field, primaryButton, secondaryButton } from '../../../shared/ui/field.tsx';
import { FormBanner } from '../../../shared/ui/form-banner.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextareaField } from '../../../shared/ui/textarea-field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { requestKeys } from '../api/keys.ts';
import { createLogoRequest } from '../api/logo-requests.ts';
import { searchOptionsQuery } from '../api/search-options.ts';

export const LOGO_TEXT_MAX = 100;
export const NOTES_MAX = 2000;

/** The request form validates with the API contract; the page language is added when sending. */
const requestForm = logoRequestBody.omit({ locale: true });
interface Values {
  industry_id: number | null;
  taste_id: number | null;
  logo_text: string;
  notes: string;
}
const FIELDS = ['industry_id', 'taste_id', 'logo_text', 'notes'] as const;
/** A select's '' is "not decided". */
const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** The free logo request (SPEC §2 /logo-mark-req): industry, type, the text on the logo and notes. */
export function RequestForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const options = useQuery(searchOptionsQuery());
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Values>({
    // The contract's input allows optional fields the form always has; its output is what is sent.
    resolver: zodResolver(requestForm) as never,
    defaultValues: { industry_id: null, taste_id: null, logo_text: '', notes: '' },
  });
  const { errors } = form.formState;
  const rootRef = useRef<HTMLFormElement>(null);

  // Opening the form puts the keyboard in its first field.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);

  const send = useMutation({
    mutationFn: (values: Values) =>
      createLogoRequest(lang, {
        industry_id: values.industry_id,
        taste_id: values.taste_id,
        logo_text: values.logo_text,
        notes: values.notes,
      }),
    onSuccess: () => {
      toast.success(translateMessage(msg('request_sent'), lang));
      form.reset();
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        setBanner(t('form.unexpectedError'));
        return;
      }
      let placed = false;
      for (const field of FIELDS) {
        const message = error.fieldError(field);
        if (!message) continue;
        form.setError(field, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
      // Too many requests, or a message that belongs to no field.
      setBanner(placed ? null : error.message);
    },
  });

  const errorOf = (name: keyof Values) => {
    const message = (errors as FieldErrors<Values>)[name]?.message;
    return typeof message === 'string' && message ? translateMessage(message, lang) : undefined;
  };
  const choices = (list: { id: number; name_en: string; name_ja: string; name_vi: string }[] | undefined) => [
    { value: '', label: t('contact.request.anyOption') },
    // The All entry (id 0) is a search filter, not a choice.
    ...(list ?? [])
      .filter((o) => o.id > 0)
      .map((o) => ({ value: String(o.id), label: localizedName(o, lang) })),
  ];
  const logoText = form.watch('logo_text') ?? '';
  const notes = form.watch('notes') ?? '';
  const counter = (length: number, max: number) => ({
    text: t('contact.request.counter', { count: length, max }),
    over: length > max,
  });

  return (
    <form
      ref={rootRef}
      noValidate
      className="space-y-5"
      data-testid="request-form"
      onSubmit={form.handleSubmit((values) => {
        setBanner(null);
        send.mutate(values as Values);
      })}
    >
      <FormBanner message={banner} />
      {options.isError ? <p className="text-sm text-gray-700">{t('contact.request.optionsError')}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('contact.request.industry')}
          options={choices(options.data?.industries)}
          error={errorOf('industry_id')}
          {...form.register('industry_id', { setValueAs: toNumberOrNull })}
        />
        <SelectField
          label={t('contact.request.taste')}
          options={choices(options.data?.tastes)}
          error={errorOf('taste_id')}
          {...form.register('taste_id', { setValueAs: toNumberOrNull })}
        />
      </div>
      <Field
        label={t('contact.request.logoText')}
        required
        hint={
          <span className="flex flex-wrap justify-between gap-x-4">
            <span>{t('contact.request.logoTextHint')}</span>
            <span
              data-testid="char-counter"
              className={`ml-auto tabular-nums ${logoText.length > LOGO_TEXT_MAX ? 'font-semibold text-red-700' : ''}`}
            >
              {counter(logoText.length, LOGO_TEXT_MAX).text}
            </span>
          </span>
        }
        error={errorOf('logo_text')}
        {...form.register('logo_text')}
      />
      <TextareaField
        label={t('contact.request.notes')}
        rows={5}
        hint={t('contact.request.notesHint')}
        counter={counter(notes.length, NOTES_MAX)}
        error={errorOf('notes')}
        {...form.register('notes')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={send.isPending}>
          {send.isPending ? t('contact.request.sending') : t('contact.request.submit')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('contact.request.cancel')}
        </button>
      </div>
    </form>
  );
}
