import type { StaffLogoRequest } from '@logoya/core';
import { useMemo } from 'react';
import { formatDateTime } from '../../../shared/format/date.ts';
import type { Column } from '../../../shared/list/data-table.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { requestStatusOf } from './request-labels.ts';

function StatusBadge({ value }: { value: number }) {
  const { t } = useBoTranslation();
  const status = requestStatusOf(value);
  if (!status) return <span>{value}</span>;
  return (
    <span
      data-testid="request-status"
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${status.tone}`}
    >
      {t(`requests.statuses.${status.key}`)}
    </span>
  );
}

/** ID, member, the text to draw, industry, taste, status and when it came. */
export function useRequestColumns(): Column<StaffLogoRequest>[] {
  const { t } = useBoTranslation();
  return useMemo(() => {
    const none = t('catalogCommon.none');
    return [
      {
        key: 'id',
        header: t('requests.columns.id'),
        sortable: true,
        cell: (r) => r.id,
        className: 'tabular-nums',
      },
      {
        key: 'member',
        header: t('requests.columns.member'),
        cell: (r) => r.member.name,
        className: 'min-w-28',
      },
      {
        key: 'logo_text',
        header: t('requests.columns.logoText'),
        cell: (r) => <span className="font-semibold break-words">{r.logo_text}</span>,
        className: 'min-w-36',
      },
      { key: 'industry', header: t('requests.columns.industry'), cell: (r) => r.industry?.name_ja ?? none },
      { key: 'taste', header: t('requests.columns.taste'), cell: (r) => r.taste?.name_ja ?? none },
      {
        key: 'status',
        header: t('requests.columns.status'),
        sortable: true,
        cell: (r) => <StatusBadge value={r.status} />,
      },
      {
        key: 'created_at',
        header: t('requests.columns.createdAt'),
        sortable: true,
        cell: (r) => formatDateTime(r.created_at, 'ja'),
        className: 'whitespace-nowrap tabular-nums',
      },
    ];
  }, [t]);
}
