import { describe, expect, it } from 'vitest';
import { type InfoPageKey, loadDoc, loadOrderContent } from './index.ts';
import type { Block, Inline, PageDoc } from './types.ts';

const PAGES: InfoPageKey[] = ['about', 'privacy', 'cookiePolicy', 'termsUse', 'tokushoho'];
const LANGS = ['en', 'ja', 'vi'] as const;

function texts(doc: PageDoc): string[] {
  const inline = (part: Inline): string =>
    typeof part === 'string'
      ? part
      : 'link' in part || 'lang' in part
        ? part.text
        : 'mail' in part
          ? part.mail
          : 'strong' in part
            ? part.strong
            : 'seller' in part
              ? `[seller ${part.seller}]`
              : '';
  const rich = (text: string | readonly Inline[]) =>
    typeof text === 'string' ? text : text.map(inline).join('');
  const block = (b: Block): string[] => {
    switch (b.kind) {
      case 'p':
      case 'note':
        return [rich(b.text)];
      case 'ul':
      case 'ol':
        return b.items.map(rich);
      case 'table':
        return [b.caption, ...b.head, ...b.rows.flat().map(rich)];
      case 'dl':
        return b.items.flatMap((item) => [item.term, ...item.details.map(rich)]);
      case 'sellerDemo':
        return [];
    }
  };
  return doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(block)]);
}

describe('information page bodies', () => {
  it.each(PAGES)('%s has the same sections in en, ja and vi, none empty', async (page) => {
    const docs = await Promise.all(LANGS.map((lang) => loadDoc(page, lang)));
    const ids = docs.map((doc) => doc.sections.map((s) => s.id));
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    for (const doc of docs) {
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const text of texts(doc)) expect(text.trim()).not.toBe('');
      // A value left out by a template (undefined, NaN) would show up in the text.
      expect(texts(doc).join('\n')).not.toMatch(/undefined|NaN|\{\{/);
    }
  });

  it('the legal notice in Japanese has every heading the Act asks for', async () => {
    const doc = await loadDoc('tokushoho', 'ja');
    const terms = doc.sections.flatMap((s) =>
      s.blocks.flatMap((b) => (b.kind === 'dl' ? b.items.map((i) => i.term) : [])),
    );
    for (const term of [
      '販売業者',
      '運営統括責任者',
      '所在地',
      '電話番号',
      'メールアドレス',
      '販売価格',
      '商品代金以外の必要料金',
      '支払方法',
      '支払時期',
      '引渡時期',
      '動作環境・提供形態',
    ]) {
      expect(terms).toContain(term);
    }
    expect(doc.sections.map((s) => s.heading)).toContain('返品・キャンセル');
  });

  it.each(LANGS)(
    'the legal notice in %s quotes every seller detail from the server, and the demo notice',
    async (lang) => {
      const doc = await loadDoc('tokushoho', lang);
      const text = texts(doc).join('\n');
      for (const token of ['name', 'representative', 'address', 'phone', 'email'])
        expect(text).toContain(`[seller ${token}]`);
      expect(doc.sections[0]?.blocks[0]).toEqual({ kind: 'sellerDemo' });
    },
  );

  it.each(PAGES)('%s names no seller of its own: name and e-mail come from the server', async (page) => {
    for (const lang of LANGS) {
      const text = texts(await loadDoc(page, lang)).join('\n');
      expect(text).not.toMatch(/株式会社ロゴヤ|Logoya Co\., Ltd\.|@logoya\.test/);
    }
  });

  it('the order page offers ready-made logos in en and ja, custom plans in vi', async () => {
    expect((await loadOrderContent('en')).kind).toBe('ready');
    expect((await loadOrderContent('ja')).kind).toBe('ready');
    expect((await loadOrderContent('vi')).kind).toBe('custom');
  });
});
