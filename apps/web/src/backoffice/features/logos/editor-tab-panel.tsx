import type { StaffLogoDetail } from '@logoya/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { BasicTab } from './basic-tab.tsx';
import { CategoryTab } from './category-tab.tsx';
import type { EditorTab } from './editor-tabs.tsx';
import { ImagesTab } from './images-tab.tsx';
import { KeywordTab } from './keyword-tab.tsx';

const LetteringTab = lazy(() =>
  import('../lettering/lettering-tab.tsx').then((m) => ({ default: m.LetteringTab })),
);

interface PanelProps {
  tab: EditorTab;
  creating: boolean;
  query: UseQueryResult<StaffLogoDetail>;
  admin: boolean;
}

/** The open tab's content, once the logo has loaded (a new logo has the basic tab only). */
export function EditorTabPanel({ tab, creating, query, admin }: PanelProps) {
  const { t } = useBoTranslation();
  if (creating) return <BasicTab logo={undefined} admin={admin} />;
  const logo = query.data;
  if (!logo) {
    return query.isError ? (
      <p role="alert" className="py-6 text-center text-sm text-red-700">
        {t('logos.editor.loadError')}{' '}
        <button type="button" onClick={() => void query.refetch()} className="font-semibold underline">
          {t('common.retry')}
        </button>
      </p>
    ) : (
      <Loading />
    );
  }
  switch (tab) {
    case 'image':
      return <ImagesTab logo={logo} />;
    case 'category':
      // Keyed by the record's time: a save elsewhere starts the tab from the stored choice.
      return <CategoryTab key={logo.updated_at} logo={logo} />;
    case 'keyword':
      return <KeywordTab key={logo.updated_at} logo={logo} />;
    case 'lettering':
      // Its own chunk: the canvas editor is only loaded by those who open it.
      return (
        <Suspense fallback={<Loading />}>
          <LetteringTab logo={logo} />
        </Suspense>
      );
    default:
      return <BasicTab logo={logo} admin={admin} />;
  }
}

function Loading() {
  const { t } = useBoTranslation();
  return (
    <p role="status" className="py-6 text-center text-sm text-gray-700">
      {t('common.loading')}
    </p>
  );
}
