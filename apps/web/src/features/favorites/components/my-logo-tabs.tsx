import { type KeyboardEvent, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Shown after the label, e.g. a count. */
  badge?: string | undefined;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  idFor: (key: K) => { tab: string; panel: string };
}

/**
 * An ARIA tab list: one tab in the Tab order, arrow keys (and Home, End) move between tabs and
 * show them at once.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, idFor }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-200">
      {tabs.map((tab, index) => {
        const active = tab.key === selected;
        const ids = idFor(tab.key);
        return (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 ${
              active
                ? 'border-orange-700 text-orange-800'
                : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
            }`}
          >
            {tab.label}
            {tab.badge !== undefined ? (
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                  active ? 'bg-orange-100 text-orange-900' : 'bg-gray-100 text-gray-700'
                }`}
              >
                {tab.badge}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
