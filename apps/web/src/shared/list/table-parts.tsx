import { type ReactNode, useState } from 'react';
import type { LoadStatus } from './data-table.tsx';
import { useListTexts } from './list-texts.tsx';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-orange-700 border-t-transparent ${className}`}
    />
  );
}

export function ToggleIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`}
    >
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}

/** What the body shows instead of rows: the spinner, a retry after a failure, or the empty text. */
export function Placeholder({
  status,
  empty,
  onRetry,
}: {
  status: LoadStatus;
  empty: string;
  onRetry?: () => void;
}) {
  const texts = useListTexts();
  if (status === 'pending') {
    return (
      <span role="status" className="inline-flex items-center gap-2 text-gray-700">
        <Spinner />
        {texts.loading}
      </span>
    );
  }
  // A failed load only stops the spinner (SPEC §8); asking again is offered, nothing more.
  if (status === 'error') {
    return onRetry ? (
      <button type="button" onClick={onRetry} className="font-semibold text-orange-700 underline">
        {texts.retry}
      </button>
    ) : null;
  }
  return (
    <p data-testid="list-empty" className="text-gray-700">
      {empty}
    </p>
  );
}

/** Which rows of a list are opened (the accordion), and the button that opens one. */
export function useRowToggle<T>(expandLabel: ((row: T) => string) | undefined) {
  const texts = useListTexts();
  const [opened, setOpened] = useState<ReadonlySet<string | number>>(new Set());
  const toggle = (key: string | number) =>
    setOpened((set) => {
      const next = new Set(set);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const button = (
    row: T,
    key: string | number,
    detailId: string,
    className: string,
    text?: string,
  ): ReactNode => {
    const open = opened.has(key);
    return (
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? detailId : undefined}
        onClick={() => toggle(key)}
        className={className}
      >
        <ToggleIcon open={open} />
        {text ? <span aria-hidden="true">{text}</span> : null}
        <span className="sr-only">{expandLabel?.(row) ?? texts.expandRow}</span>
      </button>
    );
  };
  return { isOpen: (key: string | number) => opened.has(key), button };
}
