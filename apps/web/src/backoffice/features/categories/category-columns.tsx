import type { CategoryKind, StaffCategory } from '@logoya/core';
import { useMemo } from 'react';
import { formatDate } from '../../../shared/format/date.ts';
import type { Column } from '../../../shared/list/data-table.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { EditLink } from '../../ui/list-screen.tsx';

const nowrap = 'whitespace-nowrap tabular-nums';

/** ID, the three names, the slug, how many logos use it, the date and Edit (SPEC §2, §3). */
export function useCategoryColumns(kind: CategoryKind): Column<StaffCategory>[] {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  return useMemo(
    () => [
      { key: 'id', header: t('categories.columns.id'), sortable: true, cell: (c) => c.id, className: nowrap },
      { key: 'name_ja', header: t('categories.columns.nameJa'), sortable: true, cell: (c) => c.name_ja },
      { key: 'name_en', header: t('categories.columns.nameEn'), sortable: true, cell: (c) => c.name_en },
      { key: 'name_vi', header: t('categories.columns.nameVi'), sortable: true, cell: (c) => c.name_vi },
      {
        key: 'key_name',
        header: t('categories.columns.keyName'),
        sortable: true,
        cell: (c) => <code className="text-xs break-all">{c.key_name}</code>,
      },
      {
        key: 'logos_count',
        header: t('categories.columns.logos'),
        cell: (c) => c.logos_count.toLocaleString('ja-JP'),
        className: `${nowrap} text-right`,
      },
      {
        key: 'created_at',
        header: t('categories.columns.createdAt'),
        sortable: true,
        cell: (c) => formatDate(c.created_at, 'ja'),
        className: nowrap,
      },
      {
        key: 'edit',
        header: t('list.edit'),
        cell: (c) => (
          <EditLink to={path(`/${kind}/${c.id}`)} label={t('categories.editLabel', { name: c.name_ja })}>
            {t('list.edit')}
          </EditLink>
        ),
      },
    ],
    [t, path, kind],
  );
}
