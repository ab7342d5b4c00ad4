import { padNumber } from '@logoya/core/rules/text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { userMessage } from '../../../shared/api/user-message.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { numberProductQuery } from '../../api/number-product.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { changeStates, logosKey } from './api.ts';
import { SETTABLE_STATES, stateKeyOf } from './logo-state.ts';

interface BulkBarProps {
  /** The ids on this page, for "select the whole page". */
  pageIds: number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
}

/** The logos the server refused, from `logo_ids.{id}` errors (all or nothing: none changed). */
function refusedOf(error: unknown): { id: number; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.errors)
    .map(([key, messages]) => ({
      id: Number(/^logo_ids\.(\d+)$/.exec(key)?.[1]),
      // Every reason: a logo that may not go on sale yet says what it lacks after the first.
      message: messages.join(' '),
    }))
    .filter((item) => Number.isInteger(item.id) && item.id > 0);
}

/**
 * Bulk state change (issue 10): select cards, choose a state, apply. The server changes every
 * logo or none; when it refuses, the logos it could not change are listed with the reason.
 */
export function BulkBar({ pageIds, selected, onSelect }: BulkBarProps) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const selectId = useId();
  const [state, setState] = useState('');
  const [refused, setRefused] = useState<{ id: number; message: string }[]>([]);
  const mutation = useMutation({
    mutationFn: () => changeStates([...selected], Number(state)),
    onMutate: () => setRefused([]),
    onSuccess: ({ data }) => {
      toast.success(
        t('logos.bulk.done', {
          changed: String(data.changed.length),
          unchanged: String(data.unchanged.length),
        }),
      );
      onSelect(new Set());
    },
    onError: (error) => {
      const list = refusedOf(error);
      setRefused(list);
      toast.error(list.length > 0 ? t('logos.bulk.failed') : (userMessage(error) ?? t('common.error')));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: logosKey }),
        queryClient.invalidateQueries({ queryKey: numberProductQuery().queryKey }),
      ]),
  });
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  return (
    <fieldset
      data-testid="bulk-bar"
      className="space-y-2 rounded-lg border border-gray-200 bg-white p-3 shadow-xs"
    >
      <legend className="sr-only">{t('logos.bulk.toolbar')}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            checked={wholePage}
            onChange={() => {
              const next = new Set(selected);
              for (const id of pageIds) {
                if (wholePage) next.delete(id);
                else next.add(id);
              }
              onSelect(next);
            }}
            className="size-4 accent-orange-700"
          />
          {t('logos.bulk.selectPage')}
        </label>
        <p className="text-sm font-semibold text-gray-900" aria-live="polite" data-testid="bulk-count">
          {t('logos.bulk.selected', { count: selected.size })}
        </p>
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          <label htmlFor={selectId} className="text-sm text-gray-800">
            {t('logos.bulk.state')}
          </label>
          <select
            id={selectId}
            value={state}
            onChange={(event) => setState(event.target.value)}
            className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/20 focus:outline-none"
          >
            <option value="">{t('logos.bulk.choose')}</option>
            {SETTABLE_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`logos.state.${stateKeyOf(value) ?? 'normal'}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={selected.size === 0 || state === '' || mutation.isPending}
            onClick={() => mutation.mutate()}
            className={`${denseButton.primary} px-3 py-1.5`}
          >
            {mutation.isPending ? t('logos.bulk.applying') : t('logos.bulk.apply')}
          </button>
          <button
            type="button"
            disabled={selected.size === 0}
            onClick={() => onSelect(new Set())}
            className={`${denseButton.secondary} px-3 py-1.5`}
          >
            {t('logos.bulk.clear')}
          </button>
        </div>
      </div>
      {refused.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
          <p className="font-semibold">{t('logos.bulk.failedList')}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="bulk-refused">
            {refused.map((item) => (
              <li key={item.id}>
                {t('logos.bulk.failedItem', { number: padNumber(item.id), message: item.message })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}
