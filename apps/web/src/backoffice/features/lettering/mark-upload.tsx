import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { BoIcon } from '../../ui/icons.tsx';
import { type UploadedMark, uploadMark } from './api.ts';

const ACCEPT = '.svg,image/svg+xml,.png,image/png';

/**
 * Upload the mark (SVG, or PNG with transparency): the server judges the content and stores it;
 * the editor then puts it into the layout being edited. Its refusal shows under the button.
 */
export function MarkUpload({
  logoId,
  hasMark,
  onUploaded,
}: {
  logoId: number;
  hasMark: boolean;
  onUploaded: (uploaded: UploadedMark) => void;
}) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadMark(logoId, file),
    onSuccess: ({ data }) => {
      setError(null);
      onUploaded(data);
      toast.success(t('logos.lettering.markUploaded'));
    },
    onError: (failure) => {
      const field = failure instanceof ApiError ? failure.fieldError('file') : undefined;
      setError(field ?? userMessage(failure) ?? t('common.error'));
    },
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  };
  return (
    <div>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        onChange={pick}
        disabled={upload.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="peer sr-only"
        data-testid="mark-input"
      />
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-800 shadow-xs peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-orange-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-gray-50"
      >
        <BoIcon name="image" className="size-4" />
        {upload.isPending
          ? t('logos.lettering.markUploading')
          : hasMark
            ? t('logos.lettering.markReplace')
            : t('logos.lettering.markUpload')}
      </label>
      <p id={hintId} className="mt-1.5 text-xs text-gray-700">
        {t('logos.lettering.markHint')}
      </p>
      {error ? (
        <p id={errorId} role="alert" data-testid="field-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
