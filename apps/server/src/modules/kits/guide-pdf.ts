import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { colourValues } from './colour.ts';
import { GUIDE_TEXT } from './guide-text.ts';
import type { BuiltFile } from './kit-files.ts';
import type { KitInput, KitLayoutInput } from './kit-input.ts';
import { drawSvgOnPage } from './svg-pdf.ts';

/**
 * The one-page brand guide (ADR 0107), A4, in the order's language: the logo (vectors) and its
 * versions, clear space and minimum size, colours as HEX, RGB and CMYK, the fonts with their
 * licences, and do and don't examples. Noto Sans JP (the invoices' family) sets en, ja and vi.
 */
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
};

const A4 = { width: 595.28, height: 841.89 };
const M = 40;
const INK = '#1f2937';
const MUTED = '#6b7280';
const LINE = '#d1d5db';

type Box = { x: number; y: number; w: number; h: number };
const fit = (canvas: { width: number; height: number }, box: Box) => {
  const scale = Math.min(box.w / canvas.width, box.h / canvas.height);
  return {
    scale,
    x: box.x + (box.w - canvas.width * scale) / 2,
    y: box.y + (box.h - canvas.height * scale) / 2,
    w: canvas.width * scale,
    h: canvas.height * scale,
  };
};

/**
 * The "don't change its colours" example: the whole logo, mark and names, in colours that are not
 * its own. Each channel is scaled down and lifted towards magenta, so black turns magenta, white
 * stays near white and every colour shifts, whatever the logo's palette (a hue turn alone leaves a
 * black logo black).
 */
function wrongColours(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().linear([0.15, 0.7, 0.06, 1], [217, 70, 239, 0]).png().toBuffer();
}

export async function brandGuidePdf(
  input: KitInput,
  layout: KitLayoutInput,
  files: readonly BuiltFile[],
  /** The mark as the PDF draws it: an SVG mark's document (vectors), else a PNG (markForPdf). */
  mark: { markSvg: string | null; markPng: Buffer | null },
): Promise<Buffer> {
  const t = GUIDE_TEXT[input.lang];
  const file = (name: string) => {
    const f = files.find((x) => x.name === name);
    return f ? Buffer.from(f.bytes) : null;
  };
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: 0,
    info: {
      Title: `${t.title} — ${input.logoName || input.logoNumber}`,
      Producer: 'Logoya',
      Creator: 'Logoya brand kit',
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const svgInput = {
    svg: layout.svgs.full,
    canvas: layout.canvas,
    ...mark,
    markBox: layout.mark?.box ?? null,
  };
  const heading = (text: string, x: number, y: number) =>
    doc.font('bold').fontSize(11).fillColor(INK).text(text, x, y, { lineBreak: false });
  const small = (text: string, x: number, y: number, width: number, size = 8) =>
    doc.font('regular').fontSize(size).fillColor(MUTED).text(text, x, y, { width });

  // Title.
  const names = [input.names.main_name, input.names.sub_name].filter(Boolean).join(' ');
  doc.font('bold').fontSize(20).fillColor(INK).text(t.title, M, M, { lineBreak: false });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(t.forNames(names), M, M + 28, { width: A4.width - 2 * M });
  doc
    .moveTo(M, 86)
    .lineTo(A4.width - M, 86)
    .strokeColor(LINE)
    .lineWidth(0.5)
    .stroke();

  // The logo (vectors) and its versions.
  heading(t.versions, M, 98);
  const main = fit(layout.canvas, { x: M, y: 118, w: 200, h: 200 });
  drawSvgOnPage(doc, svgInput, { x: main.x, y: main.y, scale: main.scale });
  const tiles: { name: string; bg: string | null; caption: string }[] = [
    { name: 'png/logo-full-colour-512.png', bg: null, caption: t.versionNames[0] },
    { name: 'png/logo-black-512.png', bg: null, caption: t.versionNames[1] },
    { name: 'png/logo-white-512.png', bg: '#1f2937', caption: t.versionNames[2] },
    { name: 'png/mark-512.png', bg: null, caption: t.versionNames[3] },
  ];
  tiles.forEach((tile, i) => {
    const png = file(tile.name);
    if (!png) return;
    const x = 262 + (i % 2) * 150;
    const y = 118 + Math.floor(i / 2) * 104;
    doc.rect(x, y, 140, 80).fillAndStroke(tile.bg ?? '#ffffff', LINE);
    doc.image(png, x + 6, y + 6, { fit: [128, 68], align: 'center', valign: 'center' });
    small(tile.caption, x, y + 83, 140, 7);
  });

  // Clear space and minimum size.
  const cy = 338;
  doc
    .moveTo(M, cy - 8)
    .lineTo(A4.width - M, cy - 8)
    .strokeColor(LINE)
    .lineWidth(0.5)
    .stroke();
  heading(t.clearSpace, M, cy);
  const logo = fit(layout.canvas, { x: M + 40, y: cy + 40, w: 110, h: 90 });
  const X = logo.h / 4;
  doc.save().dash(3, { space: 2 }).strokeColor('#ef4444').lineWidth(0.7);
  doc.rect(logo.x - X, logo.y - X, logo.w + 2 * X, logo.h + 2 * X).stroke();
  doc.undash().restore();
  doc.rect(logo.x, logo.y, logo.w, logo.h).strokeColor(LINE).lineWidth(0.3).stroke();
  drawSvgOnPage(doc, svgInput, { x: logo.x, y: logo.y, scale: logo.scale });
  doc
    .font('bold')
    .fontSize(8)
    .fillColor('#ef4444')
    .text('X', logo.x - X + 2, logo.y - X + 2, { lineBreak: false });
  small(t.clearSpaceText, M, cy + 166, 240);
  heading(t.minimumSize, 305, cy);
  const mini = fit(layout.canvas, { x: 305, y: cy + 24, w: 71, h: 71 }); // 25 mm = 70.9 pt
  drawSvgOnPage(doc, svgInput, { x: mini.x, y: mini.y, scale: mini.scale });
  doc
    .moveTo(305, cy + 102)
    .lineTo(376, cy + 102)
    .strokeColor(MUTED)
    .lineWidth(0.5)
    .stroke();
  small('25 mm / 120 px', 305, cy + 105, 100, 7);
  small(t.minimumSizeText, 305, cy + 120, 250);

  // Colours.
  const ky = 548;
  doc
    .moveTo(M, ky - 8)
    .lineTo(A4.width - M, ky - 8)
    .strokeColor(LINE)
    .lineWidth(0.5)
    .stroke();
  heading(t.colours, M, ky);
  layout.colours.slice(0, 4).forEach((hex, i) => {
    const c = colourValues(hex);
    const x = M + i * 130;
    doc.rect(x, ky + 20, 36, 36).fillAndStroke(hex, LINE);
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(INK)
      .text(c.hex, x + 42, ky + 20, { lineBreak: false });
    doc.font('regular').fontSize(7).fillColor(MUTED);
    doc.text(`RGB ${c.rgb.join(', ')}`, x + 42, ky + 32, { lineBreak: false });
    doc.text(`CMYK ${c.cmyk.join(', ')}`, x + 42, ky + 43, { lineBreak: false });
  });

  // Fonts.
  heading(t.fonts, M, ky + 70);
  layout.fonts.forEach((f, i) => {
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(INK)
      .text(f.name, M + i * 200, ky + 88, { lineBreak: false });
    small(t.licence(f.licence), M + i * 200, ky + 100, 190, 7);
  });
  small(t.noFonts, M, ky + 114, A4.width - 2 * M, 7);

  // Do and don't.
  const dy = 680;
  doc
    .moveTo(M, dy - 8)
    .lineTo(A4.width - M, dy - 8)
    .strokeColor(LINE)
    .lineWidth(0.5)
    .stroke();
  heading(t.doTitle, M, dy);
  heading(t.dontTitle, 250, dy);
  const good = fit(layout.canvas, { x: M, y: dy + 18, w: 70, h: 60 });
  drawSvgOnPage(doc, svgInput, { x: good.x, y: good.y, scale: good.scale });
  doc.font('regular').fontSize(7).fillColor(INK);
  let at = dy + 22;
  for (const line of t.dos) {
    doc.text(`✓ ${line}`, M + 80, at, { width: 120 });
    at += doc.heightOfString(`✓ ${line}`, { width: 120 }) + 4;
  }
  const full = file('png/logo-full-colour-512.png');
  const recoloured = full ? await wrongColours(full) : null;
  const cross = (x: number, y: number) => {
    doc.save().strokeColor('#dc2626').lineWidth(1.5);
    doc
      .moveTo(x, y)
      .lineTo(x + 10, y + 10)
      .moveTo(x + 10, y)
      .lineTo(x, y + 10)
      .stroke();
    doc.restore();
  };
  const donts: ((x: number, y: number) => void)[] = [
    (x, y) => {
      if (full) doc.image(full, x + 4, y + 22, { width: 92, height: 32 });
    },
    (x, y) => {
      if (recoloured) doc.image(recoloured, x + 22, y + 8, { width: 60, height: 60 });
    },
    (x, y) => {
      if (!full) return;
      doc.save().rotate(-25, { origin: [x + 50, y + 38] });
      doc.image(full, x + 22, y + 10, { width: 56, height: 56 });
      doc.restore();
    },
  ];
  donts.forEach((draw, i) => {
    const x = 250 + i * 100;
    doc
      .rect(x, dy + 18, 94, 76)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
    draw(x - 3, dy + 18);
    cross(x + 80, dy + 22);
    small(t.donts[i] as string, x, dy + 98, 94, 7);
  });

  doc
    .font('regular')
    .fontSize(7)
    .fillColor(MUTED)
    .text(t.footer(input.logoNumber), M, A4.height - 30, {
      width: A4.width - 2 * M,
      lineBreak: false,
    });
  doc.end();
  return done;
}
