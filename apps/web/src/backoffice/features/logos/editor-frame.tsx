import type { StaffLogoDetail } from '@logoya/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { useListReturn } from '../../lib/edit-record.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { type EditorTab, EditorTabs } from './editor-tabs.tsx';
import { LOGOS_PATH } from './logo-board.tsx';
import { StateBadge, UnpublishedBadge } from './state-select.tsx';

interface EditorFrameProps {
  title: string;
  logo: StaffLogoDetail | null;
  logoId: number | null;
  tab: EditorTab;
  children: ReactNode;
}

/** The editor around its tabs: title, state, Back to the board as it was, the tabs and the panel. */
export function EditorFrame({ title, logo, logoId, tab, children }: EditorFrameProps) {
  const { t } = useBoTranslation();
  // Back returns to the logo list with its filters and page.
  const back = useListReturn(useBackofficePath()(LOGOS_PATH));
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <PageHeader title={title}>
        <Link to={back} className={denseButton.secondary}>
          {t('logos.editor.back')}
        </Link>
      </PageHeader>
      {logo ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700">
          <span className="font-semibold text-gray-900">{logo.logo_name}</span>
          <span className="flex items-center gap-1.5">
            {t('logos.editor.state')}
            <StateBadge state={logo.state} />
            <UnpublishedBadge logo={logo} />
          </span>
          <span>
            {t('logos.board.designer')}：{logo.reg_by ?? t('logos.board.noDesigner')}
          </span>
          {[0, 2, 8].includes(logo.state) ? (
            <a
              href={`/ja/logo/detail/${logo.logo_id}`}
              target="_blank"
              rel="noopener"
              className="font-semibold text-orange-800 underline hover:text-orange-900"
            >
              {t('logos.editor.shopLink')}
              <span className="sr-only">{t('app.newTab')}</span>
            </a>
          ) : null}
        </div>
      ) : null}
      {logo?.published_at === null ? (
        <p
          className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
          data-testid="unpublished-hint"
        >
          {t('logos.editor.unpublishedHint')}
        </p>
      ) : null}
      <div className="rounded-lg border border-gray-200 bg-white shadow-xs">
        <div className="px-3 sm:px-4">
          <EditorTabs logoId={logoId} current={tab} />
        </div>
        <div className="p-4 sm:p-5">{children}</div>
      </div>
    </div>
  );
}
