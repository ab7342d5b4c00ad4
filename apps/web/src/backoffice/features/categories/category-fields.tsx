import type { CategoryBody, CategoryInput, CategoryKind } from '@logoya/core';
import type { ContractForm } from '../../../shared/forms/use-contract-form.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';

interface CategoryFieldsProps {
  kind: CategoryKind;
  form: ContractForm<Omit<CategoryBody, 'locale'>, CategoryInput>;
  /** Logos that use it: said above the fields, since a delete is refused while any do. */
  logosCount: number;
}

/** The names in Japanese, English and Vietnamese, and the slug (SPEC §3, §5). */
export function CategoryFields({ kind, form, logosCount }: CategoryFieldsProps) {
  const { t } = useBoTranslation();
  const label = (field: 'name_ja' | 'name_en' | 'name_vi') => t(`categories.kinds.${kind}.${field}`);
  return (
    <>
      {logosCount > 0 ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('categories.inUseHint', { count: logosCount })}
        </p>
      ) : null}
      <Field label={label('name_ja')} required autoComplete="off" {...form.field('name_ja')} />
      <Field label={label('name_en')} required autoComplete="off" lang="en" {...form.field('name_en')} />
      <Field label={label('name_vi')} required autoComplete="off" lang="vi" {...form.field('name_vi')} />
      <Field
        label={t('categories.keyName')}
        hint={t('categories.keyNameHint')}
        required
        autoComplete="off"
        spellCheck={false}
        lang="en"
        {...form.field('key_name')}
      />
    </>
  );
}
