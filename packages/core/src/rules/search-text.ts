/**
 * Text normalisation for catalogue search. The same function folds what a visitor types and what
 * the index stores (search_entries, see searchEntriesOf), so matching is a plain contains or
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

/**
 * Query words of at most this many characters match at the start of a word of a name or keyword
 * (see shortKeysOf), not anywhere: a one- or two-letter fragment would otherwise match most of the
 * catalogue by accident ("sa" inside "Lisa", "Casa", "Visa"), and no trigram index can serve it.
 * Longer words match anywhere in names, keywords and the explanation.
 */
export const SHORT_WORD_LENGTH = 2;

export function isShortWord(word: string): boolean {
  return Array.from(word).length <= SHORT_WORD_LENGTH;
}

/** How a logo uses an entry of its search index; one entry may play several roles (bits). */
export const SEARCH_ROLE = {
  /** A whole name or keyword (exact and prefix ranking). */
  term: 1,
  /** A space-separated word of a name or keyword (short words match these). */
  word: 2,
  /** A space-separated word of the explanation (long words only). */
  explain: 4,
} as const;

/** What one logo offers to search: its names, its keywords and its explanation, in every language. */
export interface SearchSource {
  names: readonly (string | null | undefined)[];
  keywords: readonly (string | null | undefined)[];
  explains?: readonly (string | null | undefined)[];
}

export interface SearchEntry {
  /** Normalised text: a whole term, or one word (no spaces). */
  text: string;
  /** SEARCH_ROLE bits. */
  role: number;
}

/**
 * Words longer than this are stored as overlapping pieces, so an index entry stays far below
 * PostgreSQL's btree limit (about 2,700 bytes) whatever the explanation holds. Pieces overlap by
 * PIECE_STEP characters, so any part of the word up to PIECE_STEP characters long (a query word is
 * at most 100) lies whole inside one piece.
 */
const PIECE_LENGTH = 256;
const PIECE_STEP = 128;

function pieces(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length <= PIECE_LENGTH) return [word];
  const out: string[] = [];
  for (let i = 0; ; i += PIECE_STEP) {
    out.push(chars.slice(i, i + PIECE_LENGTH).join(''));
    if (i + PIECE_LENGTH >= chars.length) return out;
  }
}

/**
 * The search index of one logo: each normalised name and keyword (a term), each word of them, and
 * each word of the explanation, with the roles it plays. Matching a query word against words is
 * the same as matching it against the whole text, since a query word holds no space.
 */
export function searchEntriesOf(source: SearchSource): SearchEntry[] {
  const roles = new Map<string, number>();
  const add = (text: string, role: number) => roles.set(text, (roles.get(text) ?? 0) | role);
  for (const value of [...source.names, ...source.keywords]) {
    const term = value ? normalizeSearchText(value) : '';
    if (!term) continue;
    add(term, SEARCH_ROLE.term);
    for (const word of term.split(' ')) for (const piece of pieces(word)) add(piece, SEARCH_ROLE.word);
  }
  for (const text of source.explains ?? []) {
    const explain = text ? normalizeSearchText(text) : '';
    for (const word of explain ? explain.split(' ') : []) {
      for (const piece of pieces(word)) add(piece, SEARCH_ROLE.explain);
    }
  }
  return [...roles].map(([text, role]) => ({ text, role }));
}

// Japanese is written without spaces, so every kanji and kana starts a "word" for short queries.
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * The keys a short query word (1 or 2 characters) finds a word by: the one and two characters
 * from each place a word starts. A word starts at its beginning, where letters and digits meet
 * other characters ("o'brien": o, ', brien; "100%": 100, %), and at every Japanese character,
 * as Japanese has no spaces between words (so 花 finds 桜の花屋).
 */
export function shortKeysOf(word: string): string[] {
  const chars = Array.from(word);
  const keys = new Set<string>();
  chars.forEach((char, i) => {
    const previous = chars[i - 1];
    const starts =
      previous === undefined ||
      JAPANESE.test(char) ||
      JAPANESE.test(previous) ||
      LETTER_OR_DIGIT.test(char) !== LETTER_OR_DIGIT.test(previous);
    if (!starts) return;
    keys.add(char);
    const next = chars[i + 1];
    if (next !== undefined) keys.add(char + next);
  });
  return [...keys];
}
