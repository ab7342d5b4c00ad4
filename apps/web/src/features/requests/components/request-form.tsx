import { logoRequestBody } from '@logoya/core/contracts/contacts';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { localizedName } from '../../../shared/format/localized-name.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
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
  const form = useContractForm(requestForm, {
    defaultValues: { industry_id: null, taste_id: null, logo_text: '', notes: '' },
  });
  const rootRef = useRef<HTMLFormElement>(null);

  // Opening the form puts the keyboard in its first field.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);

  const send = useMutation({
    // The contract turns empty notes into null, which the call itself does not take: leave them out.
    mutationFn: (values: z.output<typeof requestForm>) =>
      createLogoRequest(lang, { ...values, notes: values.notes ?? undefined }),
    onSuccess: () => {
      toast.success(translateMessage(msg('request_sent'), lang));
      form.reset();
      void queryClient.invalidateQueries({ queryKey: requestKeys.all });
      onDone();
    },
    // Field errors go on their fields; too many requests, or a message that belongs to no field,
    // goes in the banner.
    onError: (error) => setBanner(form.applyServerError(error)),
  });

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
        send.mutate(values);
      })}
    >
      <FormBanner message={banner} />
      {options.isError ? <p className="text-sm text-gray-700">{t('contact.request.optionsError')}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('contact.request.industry')}
          options={choices(options.data?.industries)}
          error={form.errorOf('industry_id')}
          {...form.register('industry_id', { setValueAs: toNumberOrNull })}
        />
        <SelectField
          label={t('contact.request.taste')}
          options={choices(options.data?.tastes)}
          error={form.errorOf('taste_id')}
          {...form.register('taste_id', { setValueAs: toNumberOrNull })}
        />
      </div>
      <Field
        label={t('contact.request.logoText')}
        required
        hint={t('contact.request.logoTextHint')}
        counter={counter(logoText.length, LOGO_TEXT_MAX)}
        error={form.errorOf('logo_text')}
        {...form.register('logo_text')}
      />
      <TextareaField
        label={t('contact.request.notes')}
        rows={5}
        hint={t('contact.request.notesHint')}
        counter={counter(notes.length, NOTES_MAX)}
        error={form.errorOf('notes')}
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
