import { type LetteringFontId, letteringFallback } from '@logoya/core';
import { type LoadedFont, loadFont } from './font-files.ts';

/** A stretch of text drawn in one font. */
export interface FontRun {
  font: LoadedFont;
  text: string;
}

export interface Runs {
  runs: FontRun[];
  /** Characters no font of the chain draws (emoji, for instance); they are left out. */
  missing: string[];
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** Kana, kanji, Japanese punctuation and full-width forms. */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const isJapanese = (word: string) => JAPANESE.test(word);

const drawsAll = (font: LoadedFont, cluster: string) => {
  for (const ch of cluster) if (!font.font.hasGlyphForCodePoint(ch.codePointAt(0)!)) return false;
  return true;
};

/**
 * The text cut into runs by font (ADR 0096). The words of one kind (Japanese or Latin-script,
 * Vietnamese included) share the first font of the slot's fallback chain that draws them all, so
 * "Tiệm Hoa Nhỏ" is one typeface, not "Hoa" in the slot's font between two fallbacks. Otherwise
 * each word (the text between spaces) takes the first font that draws all of it, so "Tiệm" is
 * not drawn in two fonts;
 * a word that no single font draws falls back character by character (grapheme cluster, so a
 * letter keeps its marks). A space stays in the run it is in, so words of one font are shaped,
 * and kerned, as one run.
 */
export function fontRuns(text: string, fontId: LetteringFontId): Runs {
  const chain = letteringFallback(fontId).map(loadFont);
  const runs: FontRun[] = [];
  const missing: string[] = [];
  const add = (font: LoadedFont, piece: string) => {
    const last = runs.at(-1);
    if (last && last.font === font) last.text += piece;
    else runs.push({ font, text: piece });
  };
  const words = text.split(' ');
  const shared = new Map<boolean, LoadedFont | undefined>();
  for (const japanese of [false, true]) {
    const kind = words.filter((word) => word !== '' && isJapanese(word) === japanese);
    if (kind.length > 0)
      shared.set(
        japanese,
        chain.find((f) => kind.every((word) => drawsAll(f, word))),
      );
  }
  for (const [i, word] of words.entries()) {
    const last = runs.at(-1);
    if (i > 0 && last) last.text += ' ';
    if (word === '') continue;
    const whole = shared.get(isJapanese(word)) ?? chain.find((f) => drawsAll(f, word));
    if (whole) {
      add(whole, word);
      continue;
    }
    for (const { segment } of graphemes.segment(word)) {
      const font = chain.find((f) => drawsAll(f, segment));
      if (font) add(font, segment);
      else if (!missing.includes(segment)) missing.push(segment);
    }
  }
  return { runs, missing };
}
