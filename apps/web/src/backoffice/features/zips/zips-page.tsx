import { ZIP_SORT_FIELDS } from '@logoya/core/contracts/staff-files';
import { useQuery } from '@tanstack/react-query';
import type { ListOptions } from '../../../shared/list/list-url.ts';
import { useListState } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { ListScreen } from '../../ui/list-screen.tsx';
import { ZIPS_AREA, zipsQuery } from './api.ts';
import { useZipColumns } from './zip-columns.tsx';

const LIST: ListOptions = { sortable: ZIP_SORT_FIELDS };

/** /{prefix}/zips (admin, SPEC §2): the delivery zips, searchable by logo id or name. */
export function ZipsPage() {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const list = useListState(LIST);
  const query = useQuery(zipsQuery(list.query));
  const columns = useZipColumns();
  return (
    <ListScreen
      title={t('zips.title')}
      createHref={path(`/${ZIPS_AREA}/create`)}
      list={list}
      query={query}
      columns={columns}
      rowKey={(zip) => zip.id}
      rowTestId="zip-row"
      searchLabel={t('zips.search')}
    />
  );
}
