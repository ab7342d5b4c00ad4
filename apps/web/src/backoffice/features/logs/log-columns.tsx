import type { ChangeLogItem } from '@logoya/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date.ts';
import type { Column } from '../../../shared/list/data-table.tsx';
import { listHref, withFilter } from '../../../shared/list/list-url.ts';
import type { ListController } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { fieldName, valueText } from './log-values.ts';

const link = 'font-semibold text-orange-800 underline hover:text-orange-900';
const padded = (id: number) => String(id).padStart(5, '0');

/**
 * Logo, user, field, before → after and time (SPEC §2 Logs). A logo or a user links to the list
 * filtered by it.
 */
export function useLogColumns(list: ListController): Column<ChangeLogItem>[] {
  const { t } = useBoTranslation();
  const { state } = list;
  return useMemo(() => {
    const filtered = (name: string, id: number) => listHref(withFilter(state, name, String(id)));
    return [
      {
        key: 'logo_id',
        header: t('logs.columns.logo'),
        sortable: true,
        className: 'min-w-36',
        cell: (log) =>
          log.logo_id === null ? (
            t('logs.deletedLogo')
          ) : (
            <Link to={filtered('logo_id', log.logo_id)} className={link}>
              <span className="tabular-nums">{padded(log.logo_id)}</span>
              {log.logo_name ? <span className="ml-1 font-normal">{log.logo_name}</span> : null}
              <span className="sr-only">{`（${t('logs.filterByLogo', { id: padded(log.logo_id) })}）`}</span>
            </Link>
          ),
      },
      {
        key: 'user_id',
        header: t('logs.columns.user'),
        sortable: true,
        className: 'min-w-28',
        cell: (log) =>
          log.user_id === null ? (
            t('logs.system')
          ) : (
            <Link to={filtered('user_id', log.user_id)} className={link}>
              {log.user_name ?? `#${log.user_id}`}
              <span className="sr-only">{`（${t('logs.filterByUser', { name: log.user_name ?? String(log.user_id) })}）`}</span>
            </Link>
          ),
      },
      {
        key: 'field',
        header: t('logs.columns.field'),
        sortable: true,
        cell: (log) => fieldName(log.field),
        className: 'whitespace-nowrap',
      },
      {
        key: 'change',
        header: t('logs.columns.change'),
        className: 'min-w-48 max-w-md',
        cell: (log) => (
          <span className="break-words" data-testid="log-change">
            <span className="sr-only">{t('logs.before')}</span>
            <span className="text-gray-700">{valueText(log.field, log.old_value, log.old_label)}</span>
            <span aria-hidden="true" className="mx-1.5 text-gray-500">
              →
            </span>
            <span className="sr-only">{t('logs.after')}</span>
            <span className="font-semibold text-gray-900">
              {valueText(log.field, log.new_value, log.new_label)}
            </span>
          </span>
        ),
      },
      {
        key: 'created_at',
        header: t('logs.columns.createdAt'),
        sortable: true,
        cell: (log) => formatDateTime(log.created_at, 'ja'),
        className: 'whitespace-nowrap tabular-nums',
      },
    ];
  }, [t, state]);
}
