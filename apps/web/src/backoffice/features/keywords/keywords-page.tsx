import type { StaffKeyword } from '@logoya/core';
import { KEYWORD_SORT_FIELDS } from '@logoya/core/contracts/staff-catalog';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../../shared/list/data-table.tsx';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { EditLink, ListScreen } from '../../ui/list-screen.tsx';
import { KEYWORDS_AREA, keywordsQuery } from './api.ts';

const LIST: ListOptions = { sortable: KEYWORD_SORT_FIELDS };

/** /{prefix}/keyword (admin, SPEC §2): id, the keyword in ja, vi and en, Edit. */
export function KeywordsPage() {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const list = useListState(LIST);
  const query = useQuery(keywordsQuery(list.query));
  const columns: Column<StaffKeyword>[] = [
    {
      key: 'id',
      header: t('keywords.columns.id'),
      sortable: true,
      cell: (k) => k.id,
      className: 'tabular-nums',
    },
    { key: 'name_ja', header: t('keywords.columns.ja'), sortable: true, cell: (k) => k.name_ja },
    { key: 'name_vi', header: t('keywords.columns.vi'), sortable: true, cell: (k) => k.name_vi },
    { key: 'name_en', header: t('keywords.columns.en'), sortable: true, cell: (k) => k.name_en },
    {
      key: 'edit',
      header: t('list.edit'),
      cell: (k) => (
        <EditLink to={path(`/${KEYWORDS_AREA}/${k.id}`)} label={t('keywords.editLabel', { name: k.name_ja })}>
          {t('list.edit')}
        </EditLink>
      ),
    },
  ];
  return (
    <ListScreen
      title={t('keywords.title')}
      createHref={path(`/${KEYWORDS_AREA}/create`)}
      list={list}
      query={query}
      columns={columns}
      rowKey={(keyword) => keyword.id}
      rowTestId="keyword-row"
      searchLabel={t('keywords.search')}
    />
  );
}
