import type { StaffLogoDetail, StaffLogoImage } from '@logoya/core';
import { MAX_LOGO_IMAGES } from '@logoya/core/contracts/staff-logos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api/user-message.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { deleteImage, logosKey } from './api.ts';
import { ImageUploader } from './image-uploader.tsx';

const KIND_TONE: Record<StaffLogoImage['kind'], string> = {
  main: 'bg-orange-700 text-white',
  hover: 'bg-sky-800 text-white',
  gallery: 'bg-gray-200 text-gray-900',
};
const ORDER: Record<StaffLogoImage['kind'], number> = { main: 0, hover: 1, gallery: 2 };

function ImageTile({ logoId, image }: { logoId: number; image: StaffLogoImage }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const kind = t(`logos.images.${image.kind}`);
  const remove = useMutation({
    mutationFn: () => deleteImage(logoId, image.id),
    onSuccess: () => toast.success(t('logos.images.deleted')),
    onError: (error) => toast.error(userMessage(error) ?? t('edit.deleteFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: logosKey }),
  });
  return (
    <li
      data-testid="logo-image"
      data-kind={image.kind}
      className="rounded-lg border border-gray-200 bg-white p-2"
    >
      <figure>
        <FallbackImage
          src={image.url}
          alt={t('logos.images.alt', { kind, id: String(image.id) })}
          width={400}
          height={400}
          loading="lazy"
          className="aspect-square w-full rounded bg-gray-50 object-contain"
        />
        <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-1">
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-bold whitespace-nowrap ${KIND_TONE[image.kind]}`}
          >
            {kind}
          </span>
          <button
            type="button"
            disabled={remove.isPending}
            aria-label={t('logos.images.deleteLabel', { kind, id: String(image.id) })}
            onClick={async () => {
              if (await confirm(t('logos.images.deleteConfirm'))) remove.mutate();
            }}
            className={`${denseButton.danger} px-2 py-1 text-xs whitespace-nowrap`}
          >
            {t('logos.images.delete')}
          </button>
        </figcaption>
      </figure>
    </li>
  );
}

/** The image tab (SPEC §4, §5): main, hover and extra pictures, up to 6, with upload and delete. */
export function ImagesTab({ logo }: { logo: StaffLogoDetail }) {
  const { t } = useBoTranslation();
  const images = [...logo.images].sort((a, b) => ORDER[a.kind] - ORDER[b.kind] || a.id - b.id);
  return (
    <section aria-labelledby="bo-logo-images" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="bo-logo-images" className="text-base font-bold text-gray-900">
          {t('logos.images.heading')}
        </h2>
        <p className="text-sm text-gray-700" data-testid="image-count">
          {t('logos.images.count', { count: images.length, max: String(MAX_LOGO_IMAGES) })}
        </p>
      </div>
      {images.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image) => (
            <ImageTile key={image.id} logoId={logo.logo_id} image={image} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-700">{t('logos.images.empty')}</p>
      )}
      <ImageUploader logoId={logo.logo_id} images={images} />
    </section>
  );
}
