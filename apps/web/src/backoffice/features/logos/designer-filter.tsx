import { useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { designersQuery } from './api.ts';
import { idsOf } from './board-url.ts';
import { CheckGroup } from './check-group.tsx';
import type { BoardController } from './use-board-state.ts';

/**
 * The admin's designer selector (SPEC §6, §9): collapsed to a fixed height until opened, with the
 * toggle shown when the list is taller than that. The keyboard entering the list opens it, so
 * focus never lands on a checkbox that cannot be seen.
 */
export function DesignerFilter({ board }: { board: BoardController }) {
  const { t } = useBoTranslation();
  const designers = useQuery(designersQuery());
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const regionId = useId();
  const options = (designers.data ?? []).map((d) => ({ id: d.id, label: d.name }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the list changes
  useLayoutEffect(() => {
    const element = box.current;
    if (element && !open) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [open, options.length]);

  return (
    <div data-testid="designer-filter">
      <div
        ref={box}
        id={regionId}
        data-collapsed={!open && overflows ? 'true' : undefined}
        className={open ? undefined : 'relative max-h-32 overflow-hidden'}
      >
        <CheckGroup
          legend={t('logos.filter.designers')}
          options={options}
          selected={idsOf(board.state.filters.designers)}
          onToggle={(id) => board.toggleId('designers', id)}
          onAll={(ids) => board.setIds('designers', ids)}
          onFocus={() => {
            if (overflows) setOpen(true);
          }}
        />
        {!open && overflows ? (
          <div className="pointer-events-none absolute inset-x-0 bottom-0 h-8 bg-gradient-to-t from-white" />
        ) : null}
      </div>
      {overflows ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 text-sm font-semibold text-orange-800 underline hover:text-orange-900"
        >
          {open ? t('logos.filter.collapseDesigners') : t('logos.filter.showAllDesigners')}
        </button>
      ) : null}
    </div>
  );
}
