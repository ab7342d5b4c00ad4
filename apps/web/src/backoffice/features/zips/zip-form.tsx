import type { StaffZip } from '@logoya/core/contracts/staff-files';
import { padNumber } from '@logoya/core/rules/text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { UploadProgress } from '../../../shared/api/transfer.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { NumberField } from '../../../shared/ui/number-field.tsx';
import { areaKey } from '../../api/list.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import type { EditMode } from '../../lib/edit-record.ts';
import { EditFrame } from '../../ui/edit-frame.tsx';
import { createZip, deleteZip, updateZip, ZIPS_AREA } from './api.ts';
import { ZipFileField } from './zip-file-field.tsx';
import { ZipLogoPreview } from './zip-logo-preview.tsx';
import { type ZipFormValues, zipFormSchema } from './zip-schema.ts';
import { checkZipTarget, useZipTarget } from './zip-target.ts';

interface ZipFormProps {
  mode: EditMode;
  /** The logo being edited, or the one to create a zip for (from the orders screen). */
  logoId: number | undefined;
  record: StaffZip | null;
  loading: boolean;
  listPath: string;
}

const percentOf = ({ loaded, total }: UploadProgress) => (total > 0 ? Math.floor((loaded / total) * 100) : 0);

/**
 * The zip form on the edit frame: logo_id and the file, sent with its upload progress. The logo
 * of the typed id shows at once, and an unknown one (or one with another zip) is refused before
 * the upload starts (issue 24).
 */
export function ZipForm({ mode, logoId, record, loading, listPath }: ZipFormProps) {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const navigate = useNavigate();
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useContractForm(zipFormSchema(mode), {
    defaultValues: { logo_id: logoId, file: null },
    values: record ? { logo_id: record.logo_id, file: null } : undefined,
  });

  const target = useZipTarget(useWatch({ control: form.control, name: 'logo_id' }));
  const ownZipId = record?.id ?? null;

  const save = async (values: ZipFormValues) => {
    await checkZipTarget(queryClient, values.logo_id, ownZipId);
    setProgress(0);
    const onProgress = (sent: UploadProgress) => setProgress(percentOf(sent));
    try {
      if (mode === 'create' || !record) return await createZip(values, onProgress);
      const saved = await updateZip(record.id, values, onProgress);
      // Moved to another logo: the screen follows it (it is addressed by the logo).
      if (saved.data.logo_id !== record.logo_id)
        void navigate(path(`/${ZIPS_AREA}/${saved.data.logo_id}`), { replace: true, state });
      return saved;
    } finally {
      setProgress(null);
    }
  };

  return (
    <EditFrame
      title={mode === 'create' ? t('zips.createTitle') : t('zips.editTitle')}
      listPath={listPath}
      form={form}
      mode={mode}
      loading={loading}
      invalidates={areaKey(ZIPS_AREA)}
      onSave={save}
      onDelete={record ? () => deleteZip(record.id) : undefined}
    >
      {mode === 'create' && logoId ? (
        <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          {t('zips.noZipYet', { logo: padNumber(logoId) })}
        </p>
      ) : null}
      <NumberField
        label={t('zips.logoId')}
        hint={record?.logo_name ? `${t('zips.logoHint')}（${record.logo_name}）` : t('zips.logoHint')}
        required
        control={form.control}
        name="logo_id"
        grouping={false}
        error={form.errorOf('logo_id')}
      />
      <ZipLogoPreview target={target} ownZipId={ownZipId} />
      <ZipFileField
        control={form.control}
        error={form.errorOf('file')}
        current={record}
        progress={progress}
      />
    </EditFrame>
  );
}
