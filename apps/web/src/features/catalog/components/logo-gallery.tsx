import type { LogoDetail } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { svgImageSrc, useNamedPreview } from '../../../shared/lettering/named-preview.ts';
import { useTypedNames } from '../../../shared/lettering/typed-names.ts';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { logoImagesQuery } from '../api/logo-images.ts';

/**
 * The buyer's names in the logo (issue 25): once a name is typed in the order form and the logo
 * has a lettering layout, the main picture is the server's rendering of the logo with those names,
 * kept until the next one arrives; a switch shows the designer's original again.
 */
function useNamedPicture(logoId: number) {
  const typed = useTypedNames(logoId);
  const { preview, names, updating } = useNamedPreview(logoId, typed);
  const [original, setOriginal] = useState(false);
  const svg = preview?.has_layout ? preview.svg : null;
  return { svg, names, updating, original, setOriginal };
}

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
  const named = useNamedPicture(logo.logo_id);
  const showNamed = named.svg !== null && !named.original && index === 0;
  const alt = urls.length > 1 ? t('tank.galleryImageAlt', { name, n: index + 1, total: urls.length }) : name;

  return (
    <section aria-label={t('detail.gallery')} data-testid="logo-gallery">
      <div className="overflow-hidden rounded-xl border border-gray-200 bg-gray-50">
        {showNamed && named.svg ? (
          <img
            src={svgImageSrc(named.svg)}
            alt={t('detail.namedAlt', {
              name,
              main: named.names.main_name.trim(),
              sub: named.names.sub_name.trim(),
            })}
            width={800}
            height={800}
            className="aspect-square w-full object-contain"
            data-testid="named-picture"
            aria-busy={named.updating}
          />
        ) : (
          <FallbackImage
            src={main}
            alt={alt}
            width={800}
            height={800}
            className="aspect-square w-full object-contain"
          />
        )}
      </div>
      {named.svg !== null && index === 0 ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            role="switch"
            aria-checked={!named.original}
            className="size-4 accent-orange-700"
            checked={!named.original}
            onChange={(event) => named.setOriginal(!event.target.checked)}
            data-testid="named-switch"
          />
          {t('detail.namedSwitch')}
        </label>
      ) : null}
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
