import { useEffect, useId, useRef } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';

export interface CheckOption {
  id: number;
  label: string;
}

interface CheckGroupProps {
  legend: string;
  options: readonly CheckOption[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  /** The group's select-all: every option, or none. */
  onAll: (ids: number[]) => void;
  /** Grid columns of the options (letters sit closer than names). */
  columns?: string;
  disabled?: boolean;
  /** Focus entering the group (the designer list opens when the keyboard reaches it). */
  onFocus?: () => void;
}

/**
 * A group of checkboxes with its select-all (SPEC §4: the alphabet's select-all is checked when
 * all 30 letters are), for the board's filter panel and the editor's category tab.
 */
export function CheckGroup({
  legend,
  options,
  selected,
  onToggle,
  onAll,
  columns = 'grid-cols-1',
  disabled = false,
  onFocus,
}: CheckGroupProps) {
  const { t } = useBoTranslation();
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const chosen = options.filter((option) => selected.includes(option.id)).length;
  const every = options.length > 0 && chosen === options.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = chosen > 0 && !every;
  }, [chosen, every]);

  return (
    <fieldset className="min-w-0" disabled={disabled} onFocus={onFocus}>
      <legend className="mb-1.5 flex w-full items-baseline justify-between gap-2 text-sm font-semibold text-gray-800">
        {legend}
        {chosen > 0 ? (
          <span className="text-xs font-normal text-gray-600">
            {t('logos.filter.selected', { count: chosen })}
          </span>
        ) : null}
      </legend>
      <label
        htmlFor={`${id}-all`}
        className="mb-1 flex items-center gap-2 rounded px-1 py-0.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        <input
          ref={all}
          id={`${id}-all`}
          type="checkbox"
          checked={every}
          aria-label={t('logos.filter.selectAllOf', { group: legend })}
          onChange={() => onAll(every ? [] : options.map((option) => option.id))}
          className="size-4 accent-orange-700"
        />
        <span aria-hidden="true">{t('logos.filter.selectAll')}</span>
      </label>
      <ul className={`grid gap-x-2 gap-y-0.5 ${columns}`}>
        {options.map((option) => (
          <li key={option.id}>
            <label
              htmlFor={`${id}-${option.id}`}
              className="flex items-center gap-2 rounded px-1 py-0.5 text-sm text-gray-800 hover:bg-gray-50"
            >
              <input
                id={`${id}-${option.id}`}
                type="checkbox"
                checked={selected.includes(option.id)}
                onChange={() => onToggle(option.id)}
                className="size-4 shrink-0 accent-orange-700"
              />
              <span className="min-w-0 break-words">{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
