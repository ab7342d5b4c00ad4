import type { LogoDetail } from '@logoya/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';

/** The main image large, the other images as thumbnails that replace it when chosen. */
export function LogoGallery({ logo, name }: { logo: LogoDetail; name: string }) {
  const { t } = useTranslation();
  const urls = logo.images.length > 0 ? logo.images.map((image) => image.url) : [logo.src];
  const [selected, setSelected] = useState(0);
  const main = urls[Math.min(selected, urls.length - 1)] ?? logo.src;

  return (
    <section aria-label={t('detail.gallery')}>
      <div className="overflow-hidden rounded-xl border border-gray-200 bg-gray-50">
        <FallbackImage
          src={main}
          alt={name}
          width={800}
          height={800}
          className="aspect-square w-full object-contain"
        />
      </div>
      {urls.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={t('detail.showImage', { n: index + 1 })}
                className={`overflow-hidden rounded-lg border-2 bg-gray-50 ${
                  index === selected ? 'border-orange-700' : 'border-gray-200 hover:border-gray-400'
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
