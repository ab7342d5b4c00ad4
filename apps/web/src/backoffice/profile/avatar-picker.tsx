import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { CropDialog } from '../../shared/image/crop-dialog.tsx';
import { ACCEPTED_IMAGE_TYPES, isAcceptedImage } from '../../shared/image/crop-image.ts';
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

function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** Choose an image, crop it to a square, and preview it until the profile is saved. */
export function AvatarPicker({ name, current, value, onChange, error, onError }: AvatarPickerProps) {
  const { t } = useBoTranslation();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<File | null>(null);
  const cropSrc = useObjectUrl(chosen);
  const preview = useObjectUrl(value);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImage(file)) {
      onError(t('validation.imageOnly'));
      return;
    }
    onError(undefined);
    setChosen(file);
  };

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
          onCancel={() => setChosen(null)}
          onConfirm={(blob) => {
            onChange(blob);
            setChosen(null);
          }}
        />
      ) : null}
    </div>
  );
}
