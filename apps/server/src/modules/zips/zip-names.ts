/**
 * Entry names as the buyers' tools may read them (ADR 0080). A name is checked as written and as
 * a tool may turn it: NFKC-folded (full-width `．．` reads `..`, as best-fit conversions to a
 * Windows code page do), with `¥` and `₩` read as the backslash they are in the Japanese and
 * Korean code pages, and with each part's trailing dots and spaces dropped, as Windows drops them
 * (`.. ` is `..`). Pure functions; zip-check.ts applies them.
 */

const MAX_NAME_BYTES = 1024;

/** How Windows stores a part of a path: without its trailing dots and spaces. */
const windowsPart = (part: string) => part.replace(/[. ]+$/, '');

/** The name, then the forms tools may read it as (see above). */
function readings(name: string): string[] {
  const folded = name.normalize('NFKC');
  return [name, folded, folded.replace(/[¥₩]/g, '\\')];
}

/** A reading that leaves the folder: absolute, a drive, or a part Windows reads as `..` or nothing. */
function escapes(reading: string): boolean {
  if (/^[/\\]/.test(reading) || /^[A-Za-z]:/.test(reading)) return true;
  // `.` (here) stays; `..`, `.. `, `...` or ` ` become `..` or an empty part on Windows.
  return reading.split(/[/\\]/).some((part) => part !== '' && part !== '.' && windowsPart(part) === '');
}

/**
 * A name an extractor would write outside its folder, or cannot write safely: empty, a `..` part
 * in any reading, an absolute path (a leading / or a drive letter), a backslash (a separator on
 * Windows), control characters, or a name too long to be a real file.
 */
export function unsafeEntryName(name: string): boolean {
  if (name === '' || Buffer.byteLength(name) > MAX_NAME_BYTES) return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return true;
  return readings(name).some(escapes);
}

/** Device names Windows reserves in every folder, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * A name Windows cannot write as it is: a reserved device name (`CON`, `nul.txt`, `COM1.ai`) or
 * a character it forbids (`:` names a data stream, and `* ? " < > |`). Checked as written:
 * full-width forms (`：`, `ＣＯＮ`) are ordinary characters to Windows and common in Japanese.
 */
export function windowsUnsafeName(name: string): boolean {
  if (/[:*?"<>|]/.test(name)) return true;
  return name.split('/').some((part) => RESERVED.test(windowsPart(part).split('.')[0]!.trimEnd()));
}

/**
 * The file a name becomes on the buyer's disk, for finding two entries that land on one file:
 * Windows and macOS ignore case (and macOS the composed or decomposed form of kana with
 * dakuten), and Windows drops trailing dots and spaces.
 */
export function landingKey(name: string): string {
  return name.replace(/\/+$/, '').normalize('NFC').split('/').map(windowsPart).join('/').toLowerCase();
}
