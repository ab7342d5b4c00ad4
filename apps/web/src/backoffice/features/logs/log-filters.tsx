import { msg } from '@logoya/core/messages/catalog';
import { useForm } from 'react-hook-form';
import { useErrorTools } from '../../../shared/forms/use-contract-form.ts';
import type { ListController } from '../../../shared/list/use-list-state.ts';
import { denseButton, Field } from '../../../shared/ui/field.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import type { LogFilter } from './api.ts';

const ID = /^([1-9]\d{0,9})?$/;

type Values = Record<LogFilter, string>;

/** Logo, user and date range (SPEC §2 Logs); 絞り込む applies them together, クリア removes them. */
export function LogFilters({ list }: { list: ListController }) {
  const { t } = useBoTranslation();
  const { filters } = list.state;
  const current: Values = {
    logo_id: filters.logo_id ?? '',
    user_id: filters.user_id ?? '',
    date_from: filters.date_from ?? '',
    date_to: filters.date_to ?? '',
  };
  const form = useForm<Values>({ defaultValues: current, values: current });
  const { errorOf } = useErrorTools(form);
  // The same checks as GET /api/logs, so a wrong filter is said on its field, not by a failed list.
  const id = (name: 'logo_id' | 'user_id', label: string) => ({
    ...form.register(name, {
      validate: (v) => ID.test(v.trim()) || t('logs.filters.badId', { field: label }),
    }),
    label,
    inputMode: 'numeric' as const,
    error: errorOf(name),
  });
  const date = (name: 'date_from' | 'date_to', label: string) => ({
    ...form.register(name, {
      validate:
        name === 'date_from'
          ? (from, all) => !from || !all.date_to || from <= all.date_to || msg('date_range_order')
          : undefined,
    }),
    label,
    type: 'date',
    error: errorOf(name),
  });
  const apply = form.handleSubmit((values) =>
    list.setFilters({ ...values, logo_id: values.logo_id.trim(), user_id: values.user_id.trim() }),
  );
  const clear = () => list.setFilters({ logo_id: '', user_id: '', date_from: '', date_to: '' });
  return (
    <form
      noValidate
      onSubmit={apply}
      aria-label={t('logs.filters.legend')}
      className="grid grid-cols-2 items-start gap-2 sm:order-last sm:basis-full sm:grid-cols-[repeat(4,minmax(0,11rem))_auto]"
    >
      <Field {...id('logo_id', t('logs.filters.logoId'))} />
      <Field {...id('user_id', t('logs.filters.userId'))} />
      <Field {...date('date_from', t('logs.filters.dateFrom'))} />
      <Field {...date('date_to', t('logs.filters.dateTo'))} />
      <div className="col-span-2 flex gap-2 sm:col-span-1 sm:mt-6">
        <button type="submit" className={denseButton.secondary}>
          {t('logs.filters.apply')}
        </button>
        <button type="button" onClick={clear} className={denseButton.secondary}>
          {t('logs.filters.clear')}
        </button>
      </div>
    </form>
  );
}
