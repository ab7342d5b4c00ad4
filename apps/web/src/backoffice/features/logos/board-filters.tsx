import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { denseButton } from '../../../shared/ui/field.tsx';
import { controlClass, useFieldLook } from '../../../shared/ui/field-look.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { logoChoicesQuery } from './api.ts';
import { hasFilters, type IdFilter, idsOf, LIST_STATES, type ListState } from './board-url.ts';
import { CheckGroup, type CheckOption } from './check-group.tsx';
import { DesignerFilter } from './designer-filter.tsx';
import type { BoardController } from './use-board-state.ts';

const LIST_LABEL: Record<ListState, 'stopList' | 'negotiationList'> = {
  '7': 'stopList',
  '2': 'negotiationList',
};

function KeywordSearch({ board }: { board: BoardController }) {
  const { t } = useBoTranslation();
  const id = useId();
  const look = useFieldLook();
  const current = board.state.filters.keyword ?? '';
  const [text, setText] = useState(current);
  const [seen, setSeen] = useState(current);
  // The URL changed elsewhere (back button, clear): the box follows.
  if (seen !== current) {
    setSeen(current);
    setText(current);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    board.setFilter('keyword', text);
  };
  return (
    <form onSubmit={submit} className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {t('logos.filter.text')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={controlClass(look)}
        />
        <button type="submit" className={`${denseButton.primary} shrink-0 px-3`}>
          {t('logos.filter.search')}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {t('logos.filter.textHint')}
      </p>
    </form>
  );
}

/**
 * The board's left filter panel (SPEC §2, §4, §6): text, the stop and negotiation lists (a second
 * click resets), the four category groups and, for admins, the designers.
 */
export function BoardFilters({ board, admin }: { board: BoardController; admin: boolean }) {
  const { t } = useBoTranslation();
  const choices = useQuery(logoChoicesQuery());
  const group = (name: IdFilter, legend: string, options: CheckOption[], columns?: string) => (
    <CheckGroup
      legend={legend}
      options={options}
      selected={idsOf(board.state.filters[name])}
      onToggle={(id) => board.toggleId(name, id)}
      onAll={(ids) => board.setIds(name, ids)}
      columns={columns}
    />
  );
  const named = (list: { id: number; name_ja: string }[]) =>
    list.map((c) => ({ id: c.id, label: c.name_ja }));
  const data = choices.data;

  return (
    <div className="space-y-5" data-testid="logo-filters">
      <KeywordSearch board={board} />
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-gray-800">{t('logos.filter.lists')}</legend>
        <div className="flex flex-wrap gap-2">
          {LIST_STATES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={board.state.filters.state === value}
              onClick={() => board.toggleList(value)}
              className={`${denseButton.secondary} px-3 py-1.5 aria-pressed:border-orange-700 aria-pressed:bg-orange-700 aria-pressed:text-white aria-pressed:hover:bg-orange-800`}
            >
              {t(`logos.filter.${LIST_LABEL[value]}`)}
            </button>
          ))}
        </div>
        <p className="mt-1 text-xs text-gray-600">{t('logos.filter.listHint')}</p>
      </fieldset>
      {admin ? <DesignerFilter board={board} /> : null}
      {data ? (
        <>
          {group('industry_id', t('logos.filter.industries'), named(data.industries))}
          {group('color_id', t('logos.filter.colors'), named(data.colors))}
          {group('taste_id', t('logos.filter.tastes'), named(data.tastes), 'grid-cols-2')}
          {group(
            'alphabet_id',
            t('logos.filter.alphabets'),
            data.alphabets.map((a) => ({ id: a.id, label: a.name })),
            'grid-cols-4',
          )}
        </>
      ) : (
        <p role="status" className="text-sm text-gray-700">
          {choices.isError ? t('common.loadError') : t('common.loading')}
        </p>
      )}
      {hasFilters(board.state) ? (
        <button type="button" onClick={board.clear} className={`${denseButton.secondary} w-full`}>
          {t('logos.filter.clear')}
        </button>
      ) : null}
    </div>
  );
}
