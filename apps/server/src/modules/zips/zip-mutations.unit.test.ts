import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip, deliveryZip, unicodePathExtra } from '../../../test/fixtures/zips.ts';
import type { ZipLimits } from './zip-check.ts';
import { bufferSource, inspectZip } from './zip-inspect.ts';

/**
 * The hand-written reader against damaged and doctored archives (ADR 0080): thousands of
 * mutants of good zips, each byte change or cut made by a seeded generator, so a failure is
 * reproduced by its number. The reader must answer every one (never throw), and whatever it
 * accepts, another reader (fflate, the library the demo seed writes zips with) must extract to
 * exactly the files of the original: no archive passes the check and then unpacks as something
 * else.
 */

const LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxRatio: 500,
  ratioFloorBytes: 1024 * 1024,
  maxDirectoryBytes: 16 * 1024 * 1024,
};

const MUTANTS = 2500;

/** mulberry32: small, seeded, good enough to spread mutations. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mutate(zip: Buffer, next: () => number): Buffer {
  const at = (n: number) => Math.floor(next() * n);
  const kind = at(4);
  if (kind === 0) return zip.subarray(0, at(zip.length));
  const out = Buffer.from(zip);
  if (kind === 1) {
    // A field set to a boundary value: 0, all ones, or one off.
    const p = at(out.length - 4);
    const values = [0, 0xffffffff, out.readUInt32LE(p) + 1, out.readUInt32LE(p) - 1];
    out.writeUInt32LE(values[at(values.length)]! >>> 0, p);
    return out;
  }
  for (let i = 0, n = 1 + at(4); i < n; i++) out[at(out.length)] = at(256);
  return out;
}

const both = unicodePathExtra('ロゴ/ロゴ.svg', 'logo/logo.svg');
const SEEDS: [string, Buffer][] = [
  ['a delivery zip', deliveryZip()],
  [
    'a zip written by fflate',
    Buffer.from(
      zipSync({
        'logo/logo.svg': [Buffer.from('<svg/>'.repeat(50)), { level: 6 }],
        'logo/logo.png': [Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 8, 7]), { level: 0 }],
      }),
    ),
  ],
  ['zip64 end records', buildZip([{ name: 'a.txt', data: Buffer.from('hello zip64') }], { zip64: true })],
  [
    'Unicode Path fields in both headers',
    buildZip([{ name: 'logo/logo.svg', data: Buffer.from('<svg/>'), extra: both, localExtra: both }]),
  ],
];

describe('mutants of good zips', () => {
  it.each(SEEDS)(
    '%s: every mutant gets a verdict; what passes unpacks as the original',
    async (_what, seed) => {
      expect((await inspectZip(bufferSource(seed), LIMITS)).ok).toBe(true);
      const original = unzipSync(seed);
      const next = random(0x5eed + seed.length);
      let accepted = 0;
      for (let i = 0; i < MUTANTS; i++) {
        const mutant = mutate(seed, next);
        const verdict = await inspectZip(bufferSource(mutant), LIMITS).catch((error: unknown) => ({
          error,
          i,
        }));
        expect(verdict, `mutant ${i}`).not.toHaveProperty('error');
        if (!('ok' in verdict) || !verdict.ok) continue;
        accepted++;
        expect(unzipSync(mutant), `mutant ${i}`).toEqual(original);
      }
      // Changes in times, attributes or the comment pass; most others do not.
      expect(accepted).toBeLessThan(MUTANTS);
    },
  );
});
