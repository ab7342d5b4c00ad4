import { keywordBody } from '@logoya/core/contracts/staff-catalog';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { Field } from '../../../shared/ui/field.tsx';
import { areaKey } from '../../api/list.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { useEditRecord } from '../../lib/edit-record.ts';
import { EditFrame } from '../../ui/edit-frame.tsx';
import { createKeyword, deleteKeyword, KEYWORDS_AREA, keywordQuery, updateKeyword } from './api.ts';

const EMPTY = { name_ja: '', name_vi: '', name_en: '' };

/** /{prefix}/keyword/create and /{prefix}/keyword/{id} (admin, SPEC §2, §5): the three names, all required. */
export function KeywordEditPage() {
  const { t } = useBoTranslation();
  const listPath = useBackofficePath()(`/${KEYWORDS_AREA}`);
  const { mode, id, record, loading } = useEditRecord(listPath, keywordQuery);
  const form = useContractForm(keywordBody, {
    defaultValues: EMPTY,
    values: record
      ? { name_ja: record.name_ja, name_vi: record.name_vi, name_en: record.name_en }
      : undefined,
  });
  const count = record?.logos_count ?? 0;
  return (
    <EditFrame
      title={mode === 'create' ? t('keywords.createTitle') : t('keywords.editTitle')}
      listPath={listPath}
      form={form}
      mode={mode}
      loading={loading}
      invalidates={areaKey(KEYWORDS_AREA)}
      onSave={(values) => (mode === 'create' ? createKeyword(values) : updateKeyword(id, values))}
      onDelete={() => deleteKeyword(id)}
    >
      {count > 0 ? <p className="text-sm text-gray-700">{t('keywords.inUseHint', { count })}</p> : null}
      <Field label={t('keywords.fields.name_ja')} required autoComplete="off" {...form.field('name_ja')} />
      <Field
        label={t('keywords.fields.name_vi')}
        required
        autoComplete="off"
        lang="vi"
        {...form.field('name_vi')}
      />
      <Field
        label={t('keywords.fields.name_en')}
        required
        autoComplete="off"
        lang="en"
        {...form.field('name_en')}
      />
    </EditFrame>
  );
}
