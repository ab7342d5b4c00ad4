import { useId } from 'react';
import type { ListController } from '../../../shared/list/use-list-state.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { REQUEST_STATUSES } from './request-labels.ts';

/** すべて / 新規 / 対応中 / 完了 / お断り: a change goes back to page 1. */
export function StatusFilter({ list }: { list: ListController }) {
  const { t } = useBoTranslation();
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="text-sm text-gray-800">
        {t('requests.statusFilter')}
      </label>
      <select
        id={id}
        value={list.state.filters.status ?? ''}
        onChange={(event) => list.setFilter('status', event.target.value)}
        className="rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm text-gray-900 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/30 focus:outline-none"
      >
        <option value="">{t('requests.allStatuses')}</option>
        {REQUEST_STATUSES.map((status) => (
          <option key={status.value} value={status.value}>
            {t(`requests.statuses.${status.key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
