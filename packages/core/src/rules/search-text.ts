/**
 * Text normalisation for catalogue search. The same function folds what a visitor types and what
 * the index stores (logos.search_text, logos.search_terms), so matching is a plain contains or
 * equality on normalised text and works the same on PGlite and PostgreSQL whatever their locale.
 */

const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const KATAKANA = /[\u30a1-\u30f6\u30fd\u30fe]/g;
// Katakana and hiragana sit 0x60 apart for the letters, the small ヵ/ヶ and the iteration marks.
const KANA_OFFSET = 0x60;

/**
 * Folds text for searching:
 * - NFKC: full-width Latin and digits become half width, half-width katakana full width;
 * - lower case;
 * - marks on Latin letters removed, so Vietnamese and French match with or without them
 *   (é → e, ệ → e, ư → u), and đ → d. Marks on other scripts stay: the Japanese voiced marks
 *   (が, パ) are part of the letter, so が does not become か;
 * - katakana as hiragana (サクラ → さくら);
 * - runs of whitespace as one space, trimmed.
 */
export function normalizeSearchText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .normalize('NFD')
      .replace(LATIN_MARKS, '$1')
      // Recompose what is left (the Japanese voiced marks) before mapping kana by code point.
      .normalize('NFKC')
      .replace(/đ/g, 'd')
      .replace(KATAKANA, (c) => String.fromCharCode(c.charCodeAt(0) - KANA_OFFSET))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The separate words of a normalised query: every one of them must match (AND). */
export function searchWords(normalised: string): string[] {
  return [...new Set(normalised.split(' ').filter(Boolean))];
}

/** What one logo offers to search: its names, its keywords in every language, its explanation. */
export interface SearchSource {
  names: readonly (string | null | undefined)[];
  keywords: readonly (string | null | undefined)[];
  explain?: string | null;
}

export interface SearchIndexEntry {
  /** Every normalised name and keyword, and the explanation, one per line (contains matching). */
  text: string;
  /** Each normalised name and keyword alone, without duplicates (exact and prefix ranking). */
  terms: string[];
}

/** The search index of one logo, as stored in logos.search_text and logos.search_terms. */
export function searchIndexOf(source: SearchSource): SearchIndexEntry {
  const terms: string[] = [];
  for (const value of [...source.names, ...source.keywords]) {
    const term = value ? normalizeSearchText(value) : '';
    if (term && !terms.includes(term)) terms.push(term);
  }
  const explain = source.explain ? normalizeSearchText(source.explain) : '';
  return { text: (explain ? [...terms, explain] : terms).join('\n'), terms };
}
