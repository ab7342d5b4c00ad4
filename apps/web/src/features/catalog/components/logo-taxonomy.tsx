import type { LogoDetail } from '@logoya/core';
import { localizedName } from '../../../shared/format/localized-name.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Chip } from '../../../shared/ui/chip.tsx';

interface Group {
  title: string;
  chips: { key: string; label: string; to: string }[];
}

/** Category chips (industry, genre, type, alphabet) and keyword tags; each opens a search. */
export function LogoTaxonomy({ logo }: { logo: LogoDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const search = (param: string, value: string | number) =>
    `${localizedPath(lang, '/search')}?${param}=${encodeURIComponent(value)}`;

  const groups: Group[] = [
    {
      title: t('categories.industry'),
      chips: logo.industries.map((o) => ({
        key: `i${o.id}`,
        label: localizedName(o, lang),
        to: search('industry_id', o.id),
      })),
    },
    {
      title: t('categories.genre'),
      chips: logo.colors.map((o) => ({
        key: `c${o.id}`,
        label: localizedName(o, lang),
        to: search('color_id', o.id),
      })),
    },
    {
      title: t('categories.type'),
      chips: logo.tastes.map((o) => ({
        key: `t${o.id}`,
        label: localizedName(o, lang),
        to: search('taste_id', o.id),
      })),
    },
    {
      title: t('categories.alphabet'),
      chips: logo.alphabets.map((o) => ({ key: `a${o.id}`, label: o.name, to: search('alphabet_id', o.id) })),
    },
    {
      title: t('detail.keywords'),
      chips: logo.keywords
        .map((k) => ({ id: k.id, text: k.keyword_language[lang] || k.keyword_language.en }))
        .filter((k) => k.text)
        .map((k) => ({ key: `k${k.id}`, label: k.text, to: search('keyword', k.text) })),
    },
  ].filter((group) => group.chips.length > 0);

  if (groups.length === 0) return null;
  return (
    <dl className="space-y-3">
      {groups.map((group) => (
        <div key={group.title}>
          <dt className="mb-1 text-sm font-bold text-gray-900">{group.title}</dt>
          <dd className="flex flex-wrap gap-2">
            {group.chips.map((chip) => (
              <Chip key={chip.key} to={chip.to}>
                {chip.label}
              </Chip>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
