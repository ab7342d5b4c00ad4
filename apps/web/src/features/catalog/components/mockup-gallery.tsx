import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useNamedPreview } from '../../../shared/lettering/named-preview.ts';
import { useTypedNames } from '../../../shared/lettering/typed-names.ts';
import { type MockupSubject, mockupScenesQuery, mockupSrcSet, mockupUrl } from '../api/mockups.ts';

/** The width the gallery's `src` names (browsers without srcset, and the first guess). */
const FALLBACK_WIDTH = 480;
/** Two mockups a row: a quarter of a wide page (half of the gallery's column), half of a phone. */
const SIZES = '(min-width: 768px) 25vw, 50vw';

/**
 * What the mockups show: the names the main picture shows, once the typing rests (the named
 * preview's own hook and answer: the same debounce, one call per pair of names), in the layout
 * version that answer drew; before that, or for a logo without a layout, the logo's own picture.
 */
function useMockupSubject(logoId: number): MockupSubject {
  const { preview, names } = useNamedPreview(logoId, useTypedNames(logoId));
  return preview?.has_layout
    ? { logoId, names, version: preview.version }
    : { logoId, names: null, version: null };
}

/**
 * The logo at work (issue 25, ADR 0103): one mockup per scene, lazily loaded in fixed 4:3 boxes
 * (nothing shifts when they arrive), following the typed names. Code of its own, loaded after the
 * first paint; placed under the main picture on wide screens, after the order panel on phones.
 */
export function MockupGallery({
  logoId,
  name,
  className,
}: {
  logoId: number;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const subject = useMockupSubject(logoId);
  const scenes = useQuery(mockupScenesQuery(lang));
  if (!scenes.data || scenes.data.data.length === 0) return null;
  const { data, meta } = scenes.data;
  const main = subject.names?.main_name.trim() ?? '';
  const sub = subject.names?.sub_name.trim() ?? '';
  return (
    <section aria-labelledby="mockups-heading" className={className} data-testid="mockup-gallery">
      <h2 id="mockups-heading" className="text-base font-bold text-gray-900">
        {t('mockups.heading')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3">
        {data.map((scene) => (
          <li key={scene.id}>
            <figure className="m-0">
              <img
                src={mockupUrl(subject, scene.id, FALLBACK_WIDTH)}
                srcSet={mockupSrcSet(subject, scene.id, meta.widths)}
                sizes={SIZES}
                width={scene.width}
                height={scene.height}
                loading="lazy"
                decoding="async"
                alt={
                  subject.names
                    ? t('mockups.namedAlt', { scene: scene.title, name, main, sub })
                    : t('mockups.alt', { scene: scene.title, name })
                }
                className="block aspect-[4/3] h-auto w-full rounded-lg border border-gray-200 bg-gray-100 object-cover"
                data-testid="mockup"
                data-scene={scene.id}
              />
              <figcaption className="mt-1 text-xs text-gray-700">{scene.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
