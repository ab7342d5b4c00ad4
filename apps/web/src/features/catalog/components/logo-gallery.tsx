import type { LogoDetail } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { logoImagesQuery } from '../api/logo-images.ts';

/**
 * The main image large, the other images as thumbnails that replace it when chosen. The files
 * come from GET /api/logo/check-logo-image-muti/{id}; until they arrive, or if that call fails,
 * the detail's own images are shown.
 */
export function LogoGallery({ logo, name }: { logo: LogoDetail; name: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const files = useQuery({ ...logoImagesQuery(lang, String(logo.logo_id)), retry: false });
  const images = files.data && files.data.length > 0 ? files.data : logo.images;
  // The same file may be listed as main and gallery; show it once.
  const urls = images.length > 0 ? [...new Set(images.map((image) => image.url))] : [logo.src];
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, urls.length - 1);
  const main = urls[index] ?? logo.src;

  return (
    <section aria-label={t('detail.gallery')} data-testid="logo-gallery">
      <div className="overflow-hidden rounded-xl border border-gray-200 bg-gray-50">
        <FallbackImage
          src={main}
          alt={urls.length > 1 ? t('tank.galleryImageAlt', { name, n: index + 1, total: urls.length }) : name}
          width={800}
          height={800}
          className="aspect-square w-full object-contain"
        />
      </div>
      {urls.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {urls.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-pressed={i === index}
                aria-label={t('detail.showImage', { n: i + 1 })}
                className={`overflow-hidden rounded-lg border-2 bg-gray-50 ${
                  i === index ? 'border-orange-700' : 'border-gray-200 hover:border-gray-400'
                }`}
              >
                <FallbackImage src={url} alt="" width={72} height={72} className="size-16 object-contain" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
