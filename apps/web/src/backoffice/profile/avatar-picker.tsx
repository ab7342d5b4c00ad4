import { useId } from 'react';
import { CropDialog } from '../../shared/image/crop-dialog.tsx';
import { ACCEPTED_IMAGE_TYPES } from '../../shared/image/crop-image.ts';
import { useObjectUrl, usePickAndCrop } from '../../shared/image/use-pick-and-crop.ts';
import { useBoTranslation } from '../i18n/i18n.ts';
import { Avatar } from '../ui/avatar.tsx';
import { BoIcon } from '../ui/icons.tsx';
import { AVATAR_SIZE } from './crop-image.ts';

interface AvatarPickerProps {
  name: string;
  current: string | null;
  /** The cropped picture waiting to be saved. */
  value: Blob | null;
  onChange: (blob: Blob | null) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
}

/** Choose an image, crop it to a square, and preview it until the profile is saved. */
export function AvatarPicker({ name, current, value, onChange, error, onError }: AvatarPickerProps) {
  const { t } = useBoTranslation();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const { cropSrc, pick, clear } = usePickAndCrop({
    onRejected: (rejected) => onError(rejected ? t('validation.imageOnly') : undefined),
  });
  const preview = useObjectUrl(value);

  return (
    <div>
      <p className="mb-2 text-sm font-semibold text-gray-800">{t('profile.avatar')}</p>
      <div className="flex items-center gap-4">
        <Avatar
          name={name}
          picture={preview ?? current}
          alt={t('profile.avatarAlt', { name })}
          className="size-20 text-2xl ring-1 ring-gray-200"
        />
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap gap-2">
            <input
              id={inputId}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              onChange={pick}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className="peer sr-only"
              data-testid="avatar-input"
            />
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-orange-700 hover:bg-gray-50"
            >
              <BoIcon name="image" className="size-4" />
              {t('profile.chooseImage')}
            </label>
            {value ? (
              <button
                type="button"
                onClick={() => onChange(null)}
                className="rounded-md px-2 py-1.5 text-sm text-gray-700 underline hover:text-gray-900"
              >
                {t('profile.removeChoice')}
              </button>
            ) : null}
          </div>
          <p id={hintId} className="text-xs text-gray-600">
            {value ? t('profile.newImage') : t('profile.imageHint')}
          </p>
          {error ? (
            <p id={errorId} data-testid="field-error" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      {cropSrc ? (
        <CropDialog
          key={cropSrc}
          src={cropSrc}
          size={AVATAR_SIZE}
          labels={{
            title: t('crop.title'),
            help: t('crop.help'),
            zoom: t('crop.zoom'),
            cancel: t('common.cancel'),
            confirm: t('crop.confirm'),
            working: t('profile.saving'),
            close: t('common.close'),
          }}
          onCancel={() => clear()}
          onConfirm={(blob) => {
            onChange(blob);
            clear();
          }}
        />
      ) : null}
    </div>
  );
}
