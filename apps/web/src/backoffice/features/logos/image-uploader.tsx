import { LOGO_IMAGE_SIZE, MAX_LOGO_IMAGES, type StaffLogoImage } from '@logoya/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { userMessage } from '../../../shared/api/user-message.ts';
import { CropDialog } from '../../../shared/image/crop-dialog.tsx';
import { ACCEPTED_IMAGE_TYPES } from '../../../shared/image/crop-image.ts';
import { usePickAndCrop } from '../../../shared/image/use-pick-and-crop.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { BoIcon } from '../../ui/icons.tsx';
import { logosKey, uploadImage } from './api.ts';

type Kind = StaffLogoImage['kind'];
export const IMAGE_KINDS: readonly Kind[] = ['main', 'hover', 'gallery'];

/**
 * Choose a kind and a file, crop it to a 400×400 square (the shared cropper) and upload it (SPEC
 * §4, §5). The type is checked here ('画像ファイルを選択してください'), but the server decides by
 * the content; its refusal shows under the field.
 */
export function ImageUploader({ logoId, images }: { logoId: number; images: StaffLogoImage[] }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [kind, setKind] = useState<Kind>(images.some((i) => i.kind === 'main') ? 'gallery' : 'main');
  const [error, setError] = useState<string | null>(null);
  const { cropSrc, pick, clear } = usePickAndCrop({
    checkDecodes: true,
    onRejected: (rejected) => setError(rejected ? t('validation.imageOnly') : null),
  });
  // A main or hover image replaces the one there; anything else adds a picture.
  const adds = kind === 'gallery' || !images.some((image) => image.kind === kind);
  const full = adds && images.length >= MAX_LOGO_IMAGES;

  const upload = useMutation({
    mutationFn: (blob: Blob) => uploadImage(logoId, blob, kind),
    onSuccess: () => {
      toast.success(t('common.updated'));
      clear();
    },
    onError: (failure) => {
      clear();
      const field =
        failure instanceof ApiError ? (failure.fieldError('file') ?? failure.fieldError('kind')) : undefined;
      setError(field ?? userMessage(failure) ?? t('common.error'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: logosKey }),
  });

  return (
    <div className="space-y-3 rounded-lg border border-dashed border-gray-300 bg-gray-50 p-3 sm:p-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-gray-800">{t('logos.images.kind')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {IMAGE_KINDS.map((value) => (
            <label key={value} className="flex items-center gap-1.5 text-sm text-gray-800">
              <input
                type="radio"
                name={`${inputId}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-orange-700"
              />
              {t(`logos.images.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={pick}
          disabled={full || upload.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="peer sr-only"
          data-testid="logo-image-input"
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded-md bg-orange-700 px-4 py-2 text-sm font-semibold text-white shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-orange-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-orange-800"
        >
          <BoIcon name="image" className="size-4" />
          {upload.isPending ? t('logos.images.uploading') : t('logos.images.choose')}
        </label>
        <p id={hintId} className="mt-2 text-xs text-gray-700">
          {full
            ? t('logos.images.full', { max: String(MAX_LOGO_IMAGES) })
            : `${t('logos.images.hint', { max: String(MAX_LOGO_IMAGES) })}${adds ? '' : ` ${t('logos.images.replaces')}`}`}
        </p>
        {error ? (
          <p id={errorId} role="alert" data-testid="field-error" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {cropSrc ? (
        <CropDialog
          key={cropSrc}
          src={cropSrc}
          size={LOGO_IMAGE_SIZE}
          busy={upload.isPending}
          labels={{
            title: t('crop.title'),
            help: t('crop.help'),
            zoom: t('crop.zoom'),
            cancel: t('common.cancel'),
            confirm: t('crop.confirm'),
            working: t('logos.images.uploading'),
            close: t('common.close'),
          }}
          onCancel={() => clear()}
          onConfirm={(blob) => upload.mutate(blob)}
        />
      ) : null}
    </div>
  );
}
