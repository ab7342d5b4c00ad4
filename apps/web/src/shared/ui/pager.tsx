import { pagerItems } from '@logoya/core/rules/pager';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { goToPageOf } from '../list/list-url.ts';

export interface PagerLabels {
  /** The navigation's name. */
  label: string;
  page: (page: number) => string;
  /** The ellipsis: hidden pages (a button opening the go-to-page box where page choice is on). */
  morePages: string;
  next: string;
  previous: string;
  /** The go-to-page box's label, and its button ("GO"). */
  goTo: string;
  go: string;
}

interface PagerProps {
  current: number;
  last: number;
  /** The link of a page, e.g. "?page=3" or "/admin/orders/page/3", keeping the other parameters. */
  hrefFor: (page: number) => string;
  /** The shop's Next button, shown while a later page exists. */
  onNext?: () => void;
  /** Page choice: an ellipsis opens a numeric go-to-page box with a GO button (SPEC §2). */
  onGoTo?: (page: number) => void;
  /** Phones (< 640 px) see back and next only (SPEC §2, lists). */
  compactOnPhones?: boolean;
  /** The shop's words by default; the back office passes its own. */
  labels?: PagerLabels;
}

const cell = 'inline-flex min-w-10 items-center justify-center rounded-md px-3 py-2 text-sm';
const pageLink = `${cell} border border-gray-300 text-gray-800 hover:border-orange-500 hover:bg-orange-50`;
const currentPage = `${cell} bg-orange-700 font-semibold text-white`;

function useShopLabels(): PagerLabels {
  const { t } = useTranslation();
  return {
    label: t('pager.label'),
    page: (page) => t('pager.page', { page }),
    morePages: t('pager.morePages'),
    next: t('pager.next'),
    // The shop uses neither phone back/next nor the go-to box: it has no words for them.
    previous: '',
    goTo: '',
    go: '',
  };
}

/** The go-to-page box: a number within the list and GO; Escape closes it. */
function GoToPage({
  id,
  last,
  labels,
  onGo,
  onClose,
}: {
  id: string;
  last: number;
  labels: PagerLabels;
  onGo: (page: number) => void;
  onClose: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = goToPageOf(value, last);
    if (page !== null) onGo(page);
  };
  return (
    // noValidate: a page past the last is taken as the last one rather than refused.
    <form id={id} noValidate onSubmit={submit} className="flex items-center gap-2" data-testid="go-to-page">
      <label htmlFor={`${id}-input`} className="text-sm text-gray-800">
        {labels.goTo}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="number"
        inputMode="numeric"
        min={1}
        max={last}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
        className="w-20 rounded-md border border-gray-400 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-orange-700 focus:ring-2 focus:ring-orange-700/30 focus:outline-none"
      />
      <button
        type="submit"
        className="rounded-md bg-orange-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-orange-800"
      >
        {labels.go}
      </button>
    </form>
  );
}

/**
 * One pager for the shop and the lists: first, last and the current page's neighbours with
 * ellipses (SPEC §9 window, `pagerItems`), nothing when there is one page. The shop adds its Next
 * button; lists add the go-to-page box behind the ellipsis and back/next on phones.
 */
export function Pager({
  current,
  last,
  hrefFor,
  onNext,
  onGoTo,
  compactOnPhones = false,
  labels,
}: PagerProps) {
  const shopLabels = useShopLabels();
  const words = labels ?? shopLabels;
  const boxId = useId();
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  if (last <= 1) return null;

  const closeBox = () => {
    opener?.focus();
    setOpener(null);
  };
  const ellipsis = (key: string) =>
    onGoTo ? (
      <li key={key}>
        <button
          type="button"
          aria-expanded={opener !== null}
          aria-controls={opener ? boxId : undefined}
          onClick={(event) => {
            const button = event.currentTarget;
            setOpener((open) => (open ? null : button));
          }}
          className={`${cell} border border-transparent text-gray-700 hover:border-gray-300 hover:bg-gray-50`}
        >
          <span aria-hidden="true">…</span>
          <span className="sr-only">{words.morePages}</span>
        </button>
      </li>
    ) : (
      <li key={key} className={`${cell} text-gray-600`}>
        <span aria-hidden="true">…</span>
        <span className="sr-only">{words.morePages}</span>
      </li>
    );

  const step = (target: number, text: string, rel: 'prev' | 'next') =>
    target >= 1 && target <= last ? (
      <Link to={hrefFor(target)} rel={rel} className={`${pageLink} font-semibold`}>
        {text}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${cell} border border-gray-200 text-gray-500`}>
        {text}
      </span>
    );

  return (
    <nav
      aria-label={words.label}
      className={onNext ? 'mt-8 flex flex-col items-center gap-4' : 'flex flex-col items-center gap-3'}
    >
      <ul
        className={`${compactOnPhones ? 'hidden sm:flex' : 'flex'} flex-wrap items-center justify-center gap-1`}
      >
        {pagerItems(current, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={words.page(item)}
                aria-current={item === current ? 'page' : undefined}
                className={item === current ? currentPage : pageLink}
              >
                {item}
              </Link>
            </li>
          ) : (
            ellipsis(item)
          ),
        )}
      </ul>
      {compactOnPhones ? (
        <div className="flex items-center gap-3 sm:hidden" data-testid="pager-phone">
          {step(current - 1, words.previous, 'prev')}
          <span className="text-sm text-gray-800">
            {current} / {last}
          </span>
          {step(current + 1, words.next, 'next')}
        </div>
      ) : null}
      {onGoTo && opener ? (
        <GoToPage
          id={boxId}
          last={last}
          labels={words}
          onClose={closeBox}
          onGo={(page) => {
            setOpener(null);
            onGoTo(page);
          }}
        />
      ) : null}
      {onNext && current < last ? (
        <button
          type="button"
          onClick={onNext}
          className="rounded-full bg-orange-700 px-8 py-2.5 font-semibold text-white hover:bg-orange-800"
        >
          {words.next}
        </button>
      ) : null}
    </nav>
  );
}
