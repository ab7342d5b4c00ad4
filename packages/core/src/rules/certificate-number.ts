/**
 * Certificate numbers (issue 26, ADR 0108): 19 random Crockford base32 characters (95 bits, not
 * guessable) and one check character, written in five groups of four: `7KQ2-M9XD-4H1A-ZT0B-W3F8`.
 *
 * The check character is a weighted sum over GF(32) (x⁵ + x² + 1): character i is multiplied by
 * αⁱ⁺¹. A single wrong character changes the sum by αⁱ⁺¹·δ ≠ 0; two swapped neighbours a, b change
 * it by αⁱ⁺¹·(a + b)·(1 + α) ≠ 0 when a ≠ b. So both are always caught, and the check stays one
 * character of the same alphabet (no `*~$=` symbols as Crockford's mod-37 check would need).
 */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Random characters before the check character. */
export const CERTIFICATE_RANDOM_CHARS = 19;
const LENGTH = CERTIFICATE_RANDOM_CHARS + 1;
const GROUP = 4;
/** The longest text worth reading as a number (hyphens and spaces included). */
export const CERTIFICATE_NUMBER_MAX_INPUT = 40;

const EXP: number[] = [];
const LOG: number[] = new Array(32).fill(0);
{
  let x = 1;
  for (let i = 0; i < 31; i++) {
    EXP.push(x);
    LOG[x] = i;
    x <<= 1;
    if (x & 32) x ^= 0b100101;
  }
}
const mul = (a: number, b: number) => (a === 0 || b === 0 ? 0 : EXP[(LOG[a]! + LOG[b]!) % 31]!);

/** The check value of the digits (values 0–31). */
export function checkValue(digits: readonly number[]): number {
  return digits.reduce((sum, d, i) => sum ^ mul(d, EXP[(i + 1) % 31]!), 0);
}

/** `ABCDEFGH…` → `ABCD-EFGH-…`. */
const grouped = (chars: string) => chars.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');

/** A new number from `random` bytes (at least 19; each byte's low five bits are used). */
export function certificateNumberFrom(random: Uint8Array): string {
  if (random.length < CERTIFICATE_RANDOM_CHARS) throw new Error('not enough random bytes');
  const digits = Array.from(random.subarray(0, CERTIFICATE_RANDOM_CHARS), (b) => b & 31);
  const chars = [...digits, checkValue(digits)].map((d) => CROCKFORD[d]).join('');
  return grouped(chars);
}

/** A new number, from the platform's cryptographic random source. */
export function newCertificateNumber(): string {
  return certificateNumberFrom(globalThis.crypto.getRandomValues(new Uint8Array(CERTIFICATE_RANDOM_CHARS)));
}

/**
 * The canonical number (upper case, grouped) of what someone typed or scanned, or null when it
 * is no number: wrong length, a character outside the alphabet, or a check that fails. Lower
 * case, hyphens and spaces are accepted, and I, L → 1, O → 0 as Crockford reads them.
 */
export function parseCertificateNumber(input: string): string | null {
  if (input.length > CERTIFICATE_NUMBER_MAX_INPUT) return null;
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (chars.length !== LENGTH) return null;
  const digits = [...chars].map((c) => CROCKFORD.indexOf(c));
  if (digits.some((d) => d < 0)) return null;
  const body = digits.slice(0, CERTIFICATE_RANDOM_CHARS);
  if (checkValue(body) !== digits[CERTIFICATE_RANDOM_CHARS]) return null;
  return grouped(chars);
}

/**
 * The holder's name as the public verification page shows it (ADR 0108): each word keeps its
 * first character and the rest becomes `***`, whatever its length ("Kumo Coffee" → "K*** C***",
 * "田中太郎" → "田***"). Fixed stars hide how long the words are.
 */
export function maskHolderName(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  return words.map((w) => `${[...w][0]}***`).join(' ');
}
