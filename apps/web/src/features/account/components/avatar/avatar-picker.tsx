import type { AccountUser } from '@logoya/core';
import { msg, translateMessage } from '@logoya/core/messages/catalog';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../../shared/api/client.ts';
import { useSession } from '../../../../shared/auth/session.tsx';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { CropDialog } from '../../../../shared/image/crop-dialog.tsx';
import { ACCEPTED_IMAGE_TYPES, isAcceptedImage } from '../../../../shared/image/crop-image.ts';
import { secondaryButton } from '../../../../shared/ui/field.tsx';
import { FieldError } from '../../../../shared/ui/field-shell.tsx';
import { useToast } from '../../../../shared/ui/toast.tsx';
import { updateProfile } from '../../api/profile.ts';
import { UserAvatar } from '../user-avatar.tsx';
import { AVATAR_SIZE } from './crop-image.ts';

/** The profile picture: choose a file, crop it to a square, upload a 300×300 PNG as `picture`. */
export function AvatarPicker({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const { setUser } = useSession();
  const inputId = useId();
  const errorId = useId();
  const [source, setShownSource] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  // The object URL of the chosen file is released when another replaces it or the page goes.
  const current = useRef<string | null>(null);
  const setSource = (next: string | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = next;
    setShownSource(next);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );

  const upload = useMutation({
    mutationFn: (picture: Blob) => updateProfile(lang, { picture }),
    onSuccess: ({ data }) => {
      setUser(data);
      setSource(null);
      toast.success(t('profile.updated'));
    },
    onError: (e) => {
      setSource(null);
      setError(e instanceof ApiError ? (e.fieldError('picture') ?? e.message) : t('form.unexpectedError'));
      toast.error(t('profile.updateFailed'));
    },
  });

  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <UserAvatar user={user} className="size-28 text-4xl" />
      <span className="sr-only">{user.picture ? t('profile.picture') : t('profile.noPicture')}</span>
      <label
        htmlFor={inputId}
        className={`${secondaryButton} relative cursor-pointer focus-within:outline-2 focus-within:outline-orange-700`}
      >
        {t('profile.choosePicture')}
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          className="sr-only"
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          data-testid="avatar-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            if (!isAcceptedImage(file)) {
              setError(translateMessage(msg('image_only'), lang));
              return;
            }
            setError(undefined);
            setSource(URL.createObjectURL(file));
          }}
        />
      </label>
      <FieldError id={errorId} message={error} />
      {source ? (
        <CropDialog
          src={source}
          size={AVATAR_SIZE}
          labels={{
            title: t('crop.title'),
            help: t('crop.help'),
            zoom: t('crop.zoom'),
            cancel: t('form.cancel'),
            confirm: t('crop.apply'),
            working: t('form.saving'),
          }}
          busy={upload.isPending}
          onCancel={() => setSource(null)}
          onConfirm={(blob) => upload.mutate(blob)}
        />
      ) : null}
    </div>
  );
}
