import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { inlineSvgMarks } from '../lettering/index.ts';
import { brandGuidePdf } from './guide-pdf.ts';
import { encodeIco } from './ico.ts';
import type { KitFile, KitInput, KitLayoutInput } from './kit-input.ts';
import { svgToPdf } from './svg-pdf.ts';

/** Widths of the PNG and JPG versions, px (ADR 0106). */
export const KIT_WIDTHS = [512, 1024, 2048] as const;
export const FAVICON_SIZES = [16, 32, 48] as const;
export const SOCIAL = [
  { name: 'social/profile-800x800.png', width: 800, height: 800 },
  { name: 'social/header-1500x500.png', width: 1500, height: 500 },
  { name: 'social/share-1200x630.png', width: 1200, height: 630 },
] as const;

export interface BuiltFile {
  name: string;
  bytes: Uint8Array;
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
export const png = (s: sharp.Sharp) => s.png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();

/** An SVG drawn `width` px wide (height by its canvas), at that resolution, its SVG mark too. */
export function svgAt(svg: string, canvas: { width: number; height: number }, width: number): sharp.Sharp {
  const height = Math.max(1, Math.round((width * canvas.height) / canvas.width));
  return sharp(Buffer.from(inlineSvgMarks(svg)), { density: (72 * width) / canvas.width }).resize(
    width,
    height,
    {
      fit: 'fill',
    },
  );
}

/** A picture within a `w`×`h` box, centred, the rest `background` (or transparent). */
async function fitted(source: Buffer, w: number, h: number, share: number, background: string | null) {
  const inner = await sharp(source)
    .resize(Math.round(w * share), Math.round(h * share), { fit: 'inside' })
    .png()
    .toBuffer();
  return sharp({ create: { width: w, height: h, channels: 4, background: background ?? TRANSPARENT } })
    .composite([{ input: inner, gravity: 'centre' }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const webManifest = (input: KitInput) =>
  `${JSON.stringify(
    {
      name: input.logoName || input.names.main_name || `Logo ${input.logoNumber}`,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`;

/** The mark as a PNG for the PDF: an SVG mark drawn at four times its box (print resolution). */
export async function markPngOf(mark: NonNullable<KitLayoutInput['mark']>): Promise<Buffer> {
  if (mark.type === 'image/png') return Buffer.from(mark.bytes);
  const width = Math.min(4000, mark.box.w * 4);
  return sharp(Buffer.from(mark.bytes), { density: 300 })
    .resize({ width, height: Math.min(4000, mark.box.h * 4), fit: 'inside' })
    .png()
    .toBuffer();
}

/** The mark for a PDF: an SVG mark as its document (drawn as vectors), a PNG mark as itself. */
export async function markForPdf(
  mark: KitLayoutInput['mark'],
): Promise<{ markSvg: string | null; markPng: Buffer | null }> {
  if (!mark) return { markSvg: null, markPng: null };
  if (mark.type === 'image/svg+xml')
    return { markSvg: Buffer.from(mark.bytes).toString('utf8'), markPng: null };
  return { markSvg: null, markPng: await markPngOf(mark) };
}

/** The versions as SVG strings with their file stems (the layout case). */
function versionsOf(layout: KitLayoutInput): { stem: string; svg: string }[] {
  return [
    { stem: 'logo-full-colour', svg: layout.svgs.full },
    { stem: 'logo-black', svg: layout.svgs.black },
    { stem: 'logo-white', svg: layout.svgs.white },
    ...(layout.svgs.mark ? [{ stem: 'mark', svg: layout.svgs.mark }] : []),
  ];
}

/** The canvas of a version's SVG (its width and height attributes). */
function canvasOf(svg: string): { width: number; height: number } {
  const m = /<svg[^>]* width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  return { width: Number(m?.[1] ?? 1), height: Number(m?.[2] ?? 1) };
}

/**
 * Every file of a kit, in zip order. `progress(p)` is told 0–95 as the files are drawn. Runs in the
 * kit worker: sharp (libvips), pdfkit and hashing never touch the server's event loop.
 */
export async function buildKitFiles(
  input: KitInput,
  progress: (percent: number) => void = () => {},
  extra: (files: BuiltFile[]) => Promise<BuiltFile[]> = async () => [],
): Promise<BuiltFile[]> {
  const files: BuiltFile[] = [];
  const add = (name: string, bytes: Uint8Array) => files.push({ name, bytes });
  const layout = input.layout;
  let fullPng2048: Buffer;
  let iconSource: Buffer;
  if (layout) {
    const versions = versionsOf(layout);
    for (const v of versions) add(`svg/${v.stem}.svg`, Buffer.from(v.svg));
    progress(5);
    let done = 0;
    for (const v of versions) {
      const canvas = canvasOf(v.svg);
      for (const w of KIT_WIDTHS) add(`png/${v.stem}-${w}.png`, await png(svgAt(v.svg, canvas, w)));
      progress(5 + Math.round((++done / versions.length) * 45));
    }
    fullPng2048 = Buffer.from(
      files.find((f) => f.name === 'png/logo-full-colour-2048.png')?.bytes as Uint8Array,
    );
    const markPng = files.find((f) => f.name === 'png/mark-2048.png');
    iconSource = markPng ? Buffer.from(markPng.bytes) : fullPng2048;
    add(
      'pdf/logo-full-colour.pdf',
      await svgToPdf({
        svg: layout.svgs.full,
        canvas: layout.canvas,
        ...(await markForPdf(layout.mark)),
        markBox: layout.mark?.box ?? null,
        title: `Logo ${input.logoNumber}`,
      }),
    );
  } else {
    if (!input.image) throw new Error('a kit without a layout needs the logo image');
    const image = sharp(Buffer.from(input.image)).png();
    for (const w of KIT_WIDTHS) add(`png/logo-${w}.png`, await png(image.clone().resize({ width: w })));
    fullPng2048 = Buffer.from(files.at(-1)?.bytes as Uint8Array);
    iconSource = fullPng2048;
    progress(50);
  }
  const jpgStem = layout ? 'logo-full-colour' : 'logo';
  for (const w of KIT_WIDTHS) {
    const jpg = await sharp(fullPng2048)
      .resize({ width: w })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
    add(`jpg/${jpgStem}-${w}.jpg`, jpg);
  }
  progress(65);
  const square = (side: number) => fitted(iconSource, side, side, side <= 48 ? 1 : 0.9, null);
  const icoImages = [];
  for (const size of FAVICON_SIZES) icoImages.push({ size, png: await square(size) });
  add('favicon/favicon.ico', encodeIco(icoImages));
  add('favicon/apple-touch-icon.png', await fitted(iconSource, 180, 180, 0.85, '#ffffff'));
  add('favicon/icon-192.png', await square(192));
  add('favicon/icon-512.png', await square(512));
  add('favicon/site.webmanifest', Buffer.from(webManifest(input)));
  progress(75);
  const background = layout?.background ?? '#ffffff';
  for (const s of SOCIAL) add(s.name, await fitted(fullPng2048, s.width, s.height, 0.7, background));
  progress(85);
  if (layout) {
    add('brand-guide.pdf', await brandGuidePdf(input, layout, files, await markForPdf(layout.mark)));
  }
  for (const f of await extra(files)) add(f.name, f.bytes);
  progress(95);
  return files;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The contents list of built files: names, sizes and SHA-256, in zip order. */
export const listOf = (files: readonly BuiltFile[]): KitFile[] =>
  files.map((f) => ({ name: f.name, size: f.bytes.byteLength, sha256: sha256(f.bytes) }));
