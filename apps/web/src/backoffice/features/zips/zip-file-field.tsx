import type { StaffZip } from '@logoya/core/contracts/staff-files';
import { useEffect, useRef } from 'react';
import { type Control, useController } from 'react-hook-form';
import { FieldShell } from '../../../shared/ui/field-shell.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { formatFileSize } from './file-size.ts';
import { UploadProgressBar } from './upload-progress.tsx';
import { ZipDownloadLink } from './zip-download-link.tsx';
import type { ZipFormValues } from './zip-schema.ts';

interface ZipFileFieldProps {
  control: Control<ZipFormValues, unknown, ZipFormValues>;
  error: string | undefined;
  /** The zip as stored (editing): its download, and a note that no new file keeps it. */
  current: StaffZip | null;
  /** Percent sent while uploading; null when idle. */
  progress: number | null;
}

/** The zip file of the form: a .zip chooser, the chosen or current file, and the upload's progress. */
export function ZipFileField({ control, error, current, progress }: ZipFileFieldProps) {
  const { t } = useBoTranslation();
  const { field } = useController({ control, name: 'file' });
  const input = useRef<HTMLInputElement | null>(null);
  const chosen = field.value instanceof File ? field.value : null;

  // A reset (after a save) clears the form's file: the chooser must show none too.
  useEffect(() => {
    if (!chosen && input.current) input.current.value = '';
  }, [chosen]);

  const hint = (
    <>
      {t('zips.fileHint')}
      {current ? ` ${t('zips.fileKeep')}` : null}
    </>
  );
  return (
    <div className="space-y-2">
      <FieldShell label={t('zips.file')} required={!current} error={error} hint={hint} control="file">
        {(control) => (
          <input
            {...control}
            ref={(element) => {
              input.current = element;
              field.ref(element);
            }}
            name={field.name}
            type="file"
            accept=".zip,application/zip,application/x-zip-compressed"
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
            onBlur={field.onBlur}
          />
        )}
      </FieldShell>
      {chosen ? (
        <p className="text-sm text-gray-700" data-testid="zip-chosen">
          {t('zips.chosen', { name: chosen.name, size: formatFileSize(chosen.size) })}
        </p>
      ) : null}
      {current ? (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-gray-700">
          <span>{t('zips.current')}:</span>
          <ZipDownloadLink zip={current} />
        </p>
      ) : null}
      {progress !== null ? <UploadProgressBar percent={progress} /> : null}
    </div>
  );
}
