import type { StaffLogoDetail } from '@logoya/core';
import { logoKeywordsBody } from '@logoya/core/contracts/staff-logo-edits';
import { MAX_LOGO_KEYWORDS } from '@logoya/core/contracts/staff-logos';
import { useQueryClient } from '@tanstack/react-query';
import { type Path, useFieldArray } from 'react-hook-form';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { denseButton, Field } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { logosKey, saveKeywords } from './api.ts';

/** The inputs in the order staff read them (issue 10: ja, vi, en). */
const LANGS = ['ja', 'vi', 'en'] as const;
type Values = { keywords: { ja?: string | undefined; vi?: string | undefined; en?: string | undefined }[] };

const KEYWORDS = logoKeywordsBody.pick({ keywords: true });

const rowsOf = (logo: StaffLogoDetail) => ({
  keywords: logo.keywords.map(({ keyword_language: k }) => ({ ja: k.ja, vi: k.vi, en: k.en })),
});

/**
 * The keyword tab (SPEC §3, §7): the logo's keywords in three languages, rows added and removed,
 * saved as the whole list. Three names matching an existing keyword reuse it on the server.
 */
export function KeywordTab({ logo }: { logo: StaffLogoDetail }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useContractForm(KEYWORDS, { defaultValues: rowsOf(logo) });
  const rows = useFieldArray({ control: form.control, name: 'keywords' });
  const { isSubmitting } = form.formState;
  const paths = rows.fields.flatMap((_, i) => LANGS.map((lang) => `keywords.${i}.${lang}` as Path<Values>));

  const submit = form.handleSubmit(async (values) => {
    try {
      const keywords = values.keywords.map((k) => ({ ja: k.ja ?? '', vi: k.vi ?? '', en: k.en ?? '' }));
      await saveKeywords(logo.logo_id, keywords);
      await queryClient.invalidateQueries({ queryKey: logosKey });
      toast.success(t('common.updated'));
    } catch (error) {
      const text = form.applyServerError(error, { fields: paths });
      toast.error(text ?? t('common.updateFailed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('logos.keywords.heading')} className="space-y-4">
      <p className="text-sm text-gray-700">{t('logos.keywords.lead')}</p>
      {rows.fields.length === 0 ? <p className="text-sm text-gray-700">{t('logos.keywords.empty')}</p> : null}
      <fieldset disabled={isSubmitting} className="min-w-0 space-y-3">
        {rows.fields.map((row, i) => (
          <fieldset
            key={row.id}
            data-testid="keyword-row"
            className="grid min-w-0 gap-3 rounded-lg border border-gray-200 p-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-start"
          >
            <legend className="px-1 text-sm font-semibold text-gray-800">
              {t('logos.keywords.row', { n: String(i + 1) })}
            </legend>
            {LANGS.map((lang) => (
              <Field
                key={lang}
                label={t(`logos.keywords.${lang}`)}
                lang={lang}
                required
                {...form.field(`keywords.${i}.${lang}`)}
              />
            ))}
            <button
              type="button"
              onClick={() => rows.remove(i)}
              aria-label={t('logos.keywords.remove', { n: String(i + 1) })}
              className={`${denseButton.secondary} px-3 sm:mt-6`}
            >
              {t('edit.delete')}
            </button>
          </fieldset>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 pt-4">
        <button
          type="button"
          disabled={rows.fields.length >= MAX_LOGO_KEYWORDS || isSubmitting}
          onClick={() => rows.append({ ja: '', vi: '', en: '' })}
          className={denseButton.secondary}
        >
          {t('logos.keywords.add')}
        </button>
        <button type="submit" disabled={isSubmitting} className={denseButton.primary}>
          {isSubmitting ? t('edit.saving') : t('logos.keywords.save')}
        </button>
      </div>
    </form>
  );
}
