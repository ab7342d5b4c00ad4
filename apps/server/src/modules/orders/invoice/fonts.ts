import fs from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Noto Sans JP from the `@expo-google-fonts/noto-sans-jp` npm package: Google Fonts' static TTF
 * build, which besides Japanese carries Latin, Latin Extended and the Vietnamese letters (ạ ầ ẫ ơ
 * ư đ …) and ₫, so one family renders all three invoice languages with matching shapes. pdfkit
 * embeds only the glyphs used, so an invoice stays small. Nothing is fetched at run time.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
} as const;

export type InvoiceFont = keyof typeof FONT_FILES;

const require = createRequire(import.meta.url);
let loaded: Promise<Record<InvoiceFont, Buffer>> | undefined;

/** Font file paths, resolved through Node's module resolution (works from any working directory). */
export function invoiceFontPath(font: InvoiceFont): string {
  return require.resolve(FONT_FILES[font]);
}

/** Both fonts, read once per process (about 5 MB each) and shared by every invoice. */
export function loadInvoiceFonts(): Promise<Record<InvoiceFont, Buffer>> {
  loaded ??= Promise.all([
    fs.readFile(invoiceFontPath('regular')),
    fs.readFile(invoiceFontPath('bold')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  // A failed read is not cached, so a later call can try again.
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
