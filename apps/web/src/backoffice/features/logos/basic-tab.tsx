import { type LogoBasicFields, logoBasicFields, type StaffLogoDetail } from '@logoya/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { denseButton, Field } from '../../../shared/ui/field.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextareaField } from '../../../shared/ui/textarea-field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { createLogo, designersQuery, logosKey, updateLogo } from './api.ts';

const TEXTS = [
  'logo_name',
  'logo_name_vn',
  'logo_name_en',
  'logo_explain',
  'logo_explain_vn',
  'logo_explain_en',
  'logo_d_id',
] as const;
/** The server puts the basic form's errors on `data.<field>` (the body is `{data: {...}}`). */
const RENAME = Object.fromEntries(
  [...TEXTS, 'designer_id'].map((field) => [`data.${field}`, field]),
) as Record<string, (typeof TEXTS)[number] | 'designer_id'>;

const valuesOf = (logo: StaffLogoDetail | undefined) => ({
  logo_name: logo?.logo_name ?? '',
  logo_name_vn: logo?.logo_name_vn ?? '',
  logo_name_en: logo?.logo_name_en ?? '',
  logo_explain: logo?.logo_explain ?? '',
  logo_explain_vn: logo?.logo_explain_vn ?? '',
  logo_explain_en: logo?.logo_explain_en ?? '',
  logo_d_id: logo?.logo_d_id ?? '',
  designer_id: logo?.designer_id ?? undefined,
});

/** The admin's designer choice: the designers, and the logo's current one if it is someone else. */
function useDesignerOptions(logo: StaffLogoDetail | undefined, enabled: boolean) {
  const { t } = useBoTranslation();
  const designers = useQuery({ ...designersQuery(), enabled });
  const list = [...(designers.data ?? [])];
  if (logo?.designer_id && !list.some((d) => d.id === logo.designer_id)) {
    list.push({ id: logo.designer_id, name: logo.reg_by ?? String(logo.designer_id) });
  }
  return [
    { value: '', label: t('logos.basic.noDesigner') },
    ...list.map((d) => ({ value: String(d.id), label: d.name })),
  ];
}

/**
 * The basic tab (SPEC §5): names in ja, vi and en and the Japanese explanation required ('please
 * enter a value', in Japanese); the Vietnamese and English explanations optional (the shop shows
 * the Japanese one where a language has none, issue 24), logo_d_id optional; admins choose the designer. A create goes on to the
 * new logo's editor, so the other tabs open; an update stays.
 */
export function BasicTab({ logo, admin }: { logo: StaffLogoDetail | undefined; admin: boolean }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const path = useBackofficePath();
  const queryClient = useQueryClient();
  const designers = useDesignerOptions(logo, admin);
  const form = useContractForm(logoBasicFields, {
    defaultValues: valuesOf(undefined),
    values: logo ? valuesOf(logo) : undefined,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values: LogoBasicFields) => {
    try {
      if (logo) {
        await updateLogo(logo.logo_id, values);
        toast.success(t('logos.basic.updated'));
      } else {
        const created = await createLogo(values);
        toast.success(t('logos.basic.registered'));
        void navigate(path(`/logo/${created.data.logo_id}`), { replace: true });
      }
      await queryClient.invalidateQueries({ queryKey: logosKey });
    } catch (error) {
      const text = form.applyServerError(error, { rename: RENAME, fields: [...TEXTS, 'designer_id'] });
      toast.error(text ?? (logo ? t('common.updateFailed') : t('edit.createFailed')));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('logos.editor.tabBasic')}>
      <fieldset disabled={isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <Field label={t('logos.basic.logo_name')} required {...form.field('logo_name')} />
        <Field label={t('logos.basic.logo_name_vn')} required lang="vi" {...form.field('logo_name_vn')} />
        <Field label={t('logos.basic.logo_name_en')} required lang="en" {...form.field('logo_name_en')} />
        <Field
          label={t('logos.basic.logo_d_id')}
          hint={t('logos.basic.logo_d_id_hint')}
          {...form.field('logo_d_id')}
        />
        <TextareaField
          label={t('logos.basic.logo_explain')}
          required
          rows={5}
          className="sm:col-span-2"
          {...form.field('logo_explain')}
        />
        <TextareaField
          label={t('logos.basic.logo_explain_vn')}
          hint={t('logos.basic.explainHint')}
          lang="vi"
          rows={4}
          className="sm:col-span-2"
          {...form.field('logo_explain_vn')}
        />
        <TextareaField
          label={t('logos.basic.logo_explain_en')}
          hint={t('logos.basic.explainHint')}
          lang="en"
          rows={4}
          className="sm:col-span-2"
          {...form.field('logo_explain_en')}
        />
        {admin ? (
          <SelectField
            label={t('logos.basic.designer')}
            options={designers}
            error={form.errorOf('designer_id')}
            {...form.register('designer_id', {
              setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
            })}
          />
        ) : null}
      </fieldset>
      <div className="mt-5 flex justify-end border-t border-gray-100 pt-4">
        <button type="submit" disabled={isSubmitting} className={denseButton.primary}>
          {isSubmitting ? t('edit.saving') : logo ? t('edit.update') : t('edit.create')}
        </button>
      </div>
    </form>
  );
}
