import { createContext, type ReactNode, useContext } from 'react';
import type { PagerLabels } from '../ui/pager.tsx';

/**
 * The words of the list kit. Each surface provides them once in its own language (the back office
 * from its i18n namespace), so the kit holds no texts of its own.
 */
export interface ListTexts {
  /** Label of the search box, and of its button. */
  search: string;
  searchButton: string;
  /** Label of the page-size select. */
  perPage: string;
  /** Suffix of a size option: "10 件". */
  perPageOption: (size: number) => string;
  /** Shown when a list is empty ('データを見つかりません。' in the back office). */
  empty: string;
  loading: string;
  /** A failed load only stops the spinner (SPEC §8): this retries it. */
  retry: string;
  /** The phones' sort select: its label, the "no order" choice and "{column} (ascending)". */
  sort: string;
  noSort: string;
  sortOption: (column: string, direction: 'asc' | 'desc') => string;
  /** The accordion toggle of a row. */
  expandRow: string;
  /** "12 件中 1–10 件" */
  range: (from: number, to: number, total: number) => string;
  pager: PagerLabels;
}

const ListTextsContext = createContext<ListTexts | null>(null);

export function ListTextsProvider({ texts, children }: { texts: ListTexts; children: ReactNode }) {
  return <ListTextsContext.Provider value={texts}>{children}</ListTextsContext.Provider>;
}

export function useListTexts(): ListTexts {
  const texts = useContext(ListTextsContext);
  if (!texts) throw new Error('The list kit needs <ListTextsProvider> around it.');
  return texts;
}
