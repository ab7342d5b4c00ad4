import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_NAMES, MARK_SVG, MARKED } from '../../../test/fixtures/kits.ts';
import { markDataUri } from '../lettering/index.ts';
import { brandGuidePdf } from './guide-pdf.ts';
import { readIcoEntries } from './ico.ts';
import { FAVICON_SIZES, KIT_WIDTHS, markForPdf, SOCIAL, sha256 } from './kit-files.ts';
import type { KitInput } from './kit-input.ts';
import { layoutInputOf } from './kit-source.ts';
import { type BuiltKit, buildKit } from './kit-zip.ts';

/**
 * The kit's files are valid (issue 26): every SVG parses and draws, the PDF opens with pdfinfo and
 * is vectors, each PNG has its exact size and transparency, the icon holds 16, 32 and 48 px, the
 * contents list names every file of the zip with its size and SHA-256.
 */
const base = { logoNumber: '000123', logoName: 'Harbor', names: KIT_NAMES, lang: 'en' as const };
let kit: BuiltKit;
let files: Record<string, Uint8Array>;
let plain: Record<string, Uint8Array>;
let plainKit: BuiltKit;
let dir: string;
const progress: number[] = [];

beforeAll(async () => {
  const layout = layoutInputOf(MARKED, KIT_NAMES, markDataUri('image/svg+xml', MARK_SVG), MARK_SVG);
  kit = await buildKit({ ...base, layout, image: null } satisfies KitInput, (p) => progress.push(p));
  files = unzipSync(kit.zip);
  const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  plainKit = await buildKit({ ...base, layout: null, image });
  plain = unzipSync(plainKit.zip);
  dir = mkdtempSync(path.join(tmpdir(), 'kit-'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pngSize = async (bytes: Uint8Array) => {
  const m = await sharp(bytes).metadata();
  return { width: m.width, height: m.height, format: m.format, alpha: m.hasAlpha };
};

describe('a kit from a lettering layout', () => {
  it('lists every file of the zip with its size and SHA-256, in order', () => {
    expect(Object.keys(files)).toEqual(kit.files.map((f) => f.name));
    for (const f of kit.files) {
      expect(f.size).toBe(files[f.name]?.byteLength);
      expect(f.sha256).toBe(sha256(files[f.name] as Uint8Array));
      expect(f.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(progress.at(-1)).toBe(95);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('has the four SVG versions, which parse and draw, with the names as outlines only', async () => {
    const svgs = ['logo-full-colour', 'logo-black', 'logo-white', 'mark'].map((s) => `svg/${s}.svg`);
    expect(svgs.every((n) => n in files)).toBe(true);
    for (const name of svgs) {
      const text = Buffer.from(files[name] as Uint8Array).toString();
      expect(text).not.toMatch(/<text|Blue Harbor|font-family/);
      // librsvg parses the XML strictly: a malformed file fails here.
      const meta = await sharp(Buffer.from(text)).metadata();
      expect(meta.format, name).toBe('svg');
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
    const black = Buffer.from(files['svg/logo-black.svg'] as Uint8Array).toString();
    expect(black).not.toContain('#1b3a6b');
    expect(black).toContain('fill="#000000"');
    expect(Buffer.from(files['svg/logo-full-colour.svg'] as Uint8Array).toString()).not.toContain('<rect');
  });

  it('draws each version as a transparent PNG at exactly 512, 1024 and 2048 px wide', async () => {
    for (const stem of ['logo-full-colour', 'logo-black', 'logo-white']) {
      for (const w of KIT_WIDTHS) {
        expect(await pngSize(files[`png/${stem}-${w}.png`] as Uint8Array)).toEqual({
          width: w,
          height: w, // the 400 × 400 canvas
          format: 'png',
          alpha: true,
        });
      }
    }
    // The mark alone keeps its box's shape (140 × 190).
    expect(await pngSize(files['png/mark-1024.png'] as Uint8Array)).toMatchObject({
      width: 1024,
      height: 1390,
    });
  });

  it('writes JPGs on white', async () => {
    for (const w of KIT_WIDTHS) {
      const jpg = files[`jpg/logo-full-colour-${w}.jpg`] as Uint8Array;
      expect(await pngSize(jpg)).toMatchObject({ width: w, format: 'jpeg', alpha: false });
      const { data } = await sharp(jpg)
        .extract({ left: 0, top: 0, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([...data].every((v) => v > 245)).toBe(true);
    }
  });

  it('writes a vector PDF that pdfinfo opens: the SVG mark and the names are paths, no picture', async () => {
    const pdf = files['pdf/logo-full-colour.pdf'] as Uint8Array;
    const file = path.join(dir, 'logo.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(/Pages:\s+1/);
    expect(info).toMatch(/Page size:\s+400 x 400 pts/);
    // No image at all: the SVG mark is drawn from its own shapes (ADR 0116), the names as outlines.
    const images = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').slice(2);
    expect(images).toEqual([]);
    // …and the mark is there: its box is inked on the page as drawn (72 dpi: 1 px a point).
    execFileSync('pdftoppm', ['-r', '72', '-png', '-singlefile', file, path.join(dir, 'logo-page')]);
    const page = await sharp(path.join(dir, 'logo-page.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const box = MARKED.mark!.box;
    let inked = 0;
    for (let y = box.y; y < box.y + box.h; y++)
      for (let x = box.x; x < box.x + box.w; x++) {
        const i = (y * page.info.width + x) * 3;
        if (page.data[i]! + page.data[i + 1]! + page.data[i + 2]! < 600) inked++;
      }
    expect(inked / (box.w * box.h)).toBeGreaterThan(0.2);
  });

  it('holds a favicon.ico of 16, 32 and 48 px, the touch icon, 192, 512 and the manifest', async () => {
    const ico = files['favicon/favicon.ico'] as Uint8Array;
    const entries = readIcoEntries(ico);
    expect(entries.map((e) => e.size)).toEqual([...FAVICON_SIZES]);
    for (const e of entries) {
      const png = ico.subarray(e.offset, e.offset + e.bytes);
      expect(await pngSize(png)).toMatchObject({ width: e.size, height: e.size, format: 'png' });
    }
    expect(await pngSize(files['favicon/apple-touch-icon.png'] as Uint8Array)).toMatchObject({
      width: 180,
      height: 180,
    });
    expect(await pngSize(files['favicon/icon-192.png'] as Uint8Array)).toMatchObject({
      width: 192,
      height: 192,
    });
    expect(await pngSize(files['favicon/icon-512.png'] as Uint8Array)).toMatchObject({
      width: 512,
      height: 512,
    });
    const manifest = JSON.parse(Buffer.from(files['favicon/site.webmanifest'] as Uint8Array).toString());
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
  });

  it('holds the social sizes', async () => {
    for (const s of SOCIAL)
      expect(await pngSize(files[s.name] as Uint8Array)).toMatchObject({ width: s.width, height: s.height });
  });
});

describe('the brand guide', () => {
  const CHECKS = {
    en: ['Brand guide', 'Clear space', 'Minimum size', 'Don’t'],
    ja: ['ブランドガイド', 'アイソレーション', '最小サイズ', 'NG'],
    vi: ['Hướng dẫn thương hiệu', 'Khoảng trống', 'Kích thước tối thiểu', 'Không nên'],
  } as const;

  it.each(['en', 'ja', 'vi'] as const)(
    'is one A4 page in the order’s language with colours and font licences (%s)',
    async (lang) => {
      const layout = layoutInputOf(MARKED, KIT_NAMES, markDataUri('image/svg+xml', MARK_SVG), MARK_SVG);
      const built = Object.entries(files).map(([name, bytes]) => ({ name, bytes }));
      const pdf =
        lang === 'en'
          ? (files['brand-guide.pdf'] as Uint8Array)
          : await brandGuidePdf(
              { ...base, lang, layout, image: null },
              layout,
              built,
              await markForPdf(layout.mark),
            );
      const file = path.join(dir, `guide-${lang}.pdf`);
      writeFileSync(file, pdf);
      expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Pages:\s+1[\s\S]*A4/);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      for (const words of CHECKS[lang]) expect(text, words).toContain(words);
      for (const colour of ['#1B3A6B', 'RGB 27, 58, 107', 'CMYK 75, 46, 0, 58', '#C0392B', '#FDF6E3'])
        expect(text).toContain(colour);
      expect(text).toContain('Playfair Display Bold');
      expect(text).toContain('SIL Open Font License 1.1');
    },
  );
});

describe('a kit of a logo without a layout', () => {
  it('holds its image only: PNG, JPG, favicons and social sizes, no SVG nor PDF', async () => {
    const names = Object.keys(plain);
    expect(names.some((n) => n.startsWith('svg/') || n.endsWith('.pdf'))).toBe(false);
    for (const w of KIT_WIDTHS) {
      expect(await pngSize(plain[`png/logo-${w}.png`] as Uint8Array)).toMatchObject({
        width: w,
        height: Math.round((w * 2) / 3),
      });
      expect(await pngSize(plain[`jpg/logo-${w}.jpg`] as Uint8Array)).toMatchObject({
        width: w,
        format: 'jpeg',
      });
    }
    expect(readIcoEntries(plain['favicon/favicon.ico'] as Uint8Array).map((e) => e.size)).toEqual([
      16, 32, 48,
    ]);
    expect(plainKit.files.map((f) => f.name)).toEqual(names);
  });
});
