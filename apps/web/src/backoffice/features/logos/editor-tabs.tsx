import { Link, useLocation } from 'react-router';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';

/**
 * The editor's tabs and their path segments (SPEC §2: /logo/{id}/image, /category, /keyword; issue
 * 25: /lettering).
 */
export const EDITOR_TABS = ['basic', 'image', 'category', 'keyword', 'lettering'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

const LABEL = {
  basic: 'tabBasic',
  image: 'tabImage',
  category: 'tabCategory',
  keyword: 'tabKeyword',
  lettering: 'tabLettering',
} as const;

/** The tab of a path segment: none is basic; an unknown one is null (the 404 page). */
export function tabOf(segment: string | undefined): EditorTab | null {
  if (segment === undefined) return 'basic';
  return (EDITOR_TABS as readonly string[]).includes(segment) && segment !== 'basic'
    ? (segment as EditorTab)
    : null;
}

/**
 * The editor's tabs as links (each tab has its URL). Until the logo exists only the basic tab
 * works; the others are shown disabled with the reason (SPEC §2).
 */
export function EditorTabs({ logoId, current }: { logoId: number | null; current: EditorTab }) {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  // Tabs keep where Back goes (the board as it was).
  const { state } = useLocation();
  const cell =
    'inline-flex items-center whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold sm:px-4';

  return (
    <nav aria-label={t('logos.editor.tabs')} className="-mx-1 overflow-x-auto border-b border-gray-200">
      <ul className="flex min-w-max px-1">
        {EDITOR_TABS.map((tab) => {
          const label = t(`logos.editor.${LABEL[tab]}`);
          if (logoId === null && tab !== 'basic') {
            return (
              <li key={tab}>
                <span
                  aria-disabled="true"
                  title={t('logos.editor.tabLocked')}
                  data-testid={`tab-${tab}`}
                  className={`${cell} cursor-not-allowed border-transparent text-gray-500`}
                >
                  {label}
                  <span className="sr-only">（{t('logos.editor.tabLocked')}）</span>
                </span>
              </li>
            );
          }
          const to = path(`/logo/${logoId ?? 'create'}${tab === 'basic' ? '' : `/${tab}`}`);
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={to}
                state={state}
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${tab}`}
                className={`${cell} ${
                  active
                    ? 'border-orange-700 text-orange-800'
                    : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
