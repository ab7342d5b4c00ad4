import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildZip, deliveryZip, unicodePathExtra } from '../../../test/fixtures/zips.ts';
import { checkLayout, unsafeEntryName, type ZipLimits } from './zip-check.ts';
import { bufferSource, inspectZip } from './zip-inspect.ts';

const LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxRatio: 500,
  ratioFloorBytes: 1024 * 1024,
  maxDirectoryBytes: 16 * 1024 * 1024,
};

const inspect = (zip: Buffer | Uint8Array, limits: Partial<ZipLimits> = {}) =>
  inspectZip(bufferSource(Buffer.from(zip)), { ...LIMITS, ...limits });
const refusalOf = async (zip: Buffer | Uint8Array, limits: Partial<ZipLimits> = {}) => {
  const verdict = await inspect(zip, limits);
  return verdict.ok ? 'ok' : verdict.refusal;
};
const file = (name: string, text = 'x') => ({ name, data: Buffer.from(text) });

describe('zip inspection: real zips pass', () => {
  it('accepts a delivery zip with a folder, stored and deflated files', async () => {
    expect(await inspect(deliveryZip())).toEqual({
      ok: true,
      entries: 4,
      uncompressedBytes: expect.any(Number),
    });
  });

  it('accepts a zip written by another library (fflate, as the demo seed makes them)', async () => {
    const zip = zipSync({
      'logo.svg': [Buffer.from('<svg/>'.repeat(100)), { level: 6 }],
      'logo.png': [randomBytes(5000), { level: 0 }],
    });
    expect(await refusalOf(zip)).toBe('ok');
  });

  it('accepts the zip64 form of the end records', async () => {
    expect(await refusalOf(buildZip([file('a.txt', 'hello')], { zip64: true }))).toBe('ok');
  });

  it('finds the end record behind a comment that itself contains an end signature', async () => {
    const comment = Buffer.concat([
      Buffer.from('note '),
      Buffer.from([0x50, 0x4b, 0x05, 0x06]),
      Buffer.from(' end'),
    ]);
    expect(await refusalOf(buildZip([file('a.txt')], { comment }))).toBe('ok');
  });
});

describe('zip inspection: not a zip', () => {
  it.each([
    ['an empty file', Buffer.alloc(0)],
    [
      'a PNG renamed .zip',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]),
    ],
    ['random bytes', randomBytes(4096)],
    ['a zip without its end record', deliveryZip().subarray(0, deliveryZip().length - 22)],
    [
      'a zip with bytes appended after its end',
      buildZip([file('a.txt')], { suffix: Buffer.from('trailing') }),
    ],
    [
      'a self-extracting stub before the entries',
      buildZip([file('a.txt')], { prefix: Buffer.from('MZ stub') }),
    ],
    ['a local-file signature only', Buffer.from('PK\u0003\u0004demo')],
  ])('refuses %s', async (_what, bytes) => {
    expect(await refusalOf(bytes)).toBe('not_zip');
  });

  it('refuses a zip with no files, or folders only', async () => {
    expect(await refusalOf(buildZip([]))).toBe('empty');
    expect(await refusalOf(buildZip([{ name: 'folder/', method: 0 }]))).toBe('empty');
  });
});

describe('zip inspection: names that escape the folder', () => {
  it.each([
    '../evil.txt',
    'logo/../../evil.txt',
    'logo/..',
    '/etc/passwd',
    'C:/Windows/evil.dll',
    'c:evil.txt',
    'logo\\..\\evil.txt',
    'a\u0000b.txt',
    'a\nb.txt',
  ])('refuses an entry named %j', async (name) => {
    expect(await refusalOf(buildZip([file('ok.txt'), file(name)]))).toBe('unsafe_name');
  });

  it('reads the Unicode Path field extractors prefer to the header name', async () => {
    const zip = buildZip([{ ...file('safe.txt'), extra: unicodePathExtra('../evil.txt', 'safe.txt') }]);
    expect(await refusalOf(zip)).toBe('unsafe_name');
    const fine = buildZip([{ ...file('safe.txt'), extra: unicodePathExtra('ロゴ.txt', 'safe.txt') }]);
    expect(await refusalOf(fine)).toBe('ok');
  });

  it('refuses a local header whose name differs from the directory’s', async () => {
    expect(await refusalOf(buildZip([{ ...file('good.txt'), localName: '../x.txt' }]))).toBe('unsafe_name');
  });

  it('refuses symbolic links and repeated names', async () => {
    expect(
      await refusalOf(buildZip([{ name: 'link', data: Buffer.from('/etc'), method: 0, unixMode: 0o120777 }])),
    ).toBe('unsafe_name');
    expect(await refusalOf(buildZip([{ ...file('a.txt'), unixMode: 0o100644 }]))).toBe('ok');
    expect(await refusalOf(buildZip([file('a.txt', '1'), file('a.txt', '2')]))).toBe('unsafe_name');
  });

  it('keeps ordinary names, dots and Japanese included', () => {
    for (const name of ['logo.ai', 'a/b/c.png', '.hidden', 'v1..2.pdf', 'ロゴ/ファイル.svg', 'a/./b.txt'])
      expect(unsafeEntryName(name), name).toBe(false);
  });
});

describe('zip inspection: encryption, methods and counts', () => {
  it('refuses encrypted entries (traditional and AES)', async () => {
    expect(await refusalOf(buildZip([{ ...file('a.txt'), flags: 0x0001 }]))).toBe('encrypted');
    expect(await refusalOf(buildZip([{ ...file('a.txt'), method: 99 }]))).toBe('encrypted');
  });

  it('refuses methods buyers may not open (bzip2, lzma, zstd)', async () => {
    for (const method of [12, 14, 93])
      expect(await refusalOf(buildZip([{ ...file('a.txt'), method }]))).toBe('method');
  });

  it('refuses more entries than the limit before reading them', async () => {
    const entries = Array.from({ length: 4 }, (_, i) => file(`f${i}.txt`));
    expect(await refusalOf(buildZip(entries), { maxEntries: 3 })).toBe('too_many_entries');
    expect(await refusalOf(buildZip(entries), { maxEntries: 4 })).toBe('ok');
  });
});

describe('zip inspection: bombs and lies', () => {
  it('refuses a total expanded size over the limit', async () => {
    const zip = buildZip([
      { name: 'a.bin', data: randomBytes(40_000) },
      { name: 'b.bin', data: randomBytes(40_000) },
    ]);
    expect(await refusalOf(zip, { maxUncompressedBytes: 60_000 })).toBe('too_big_unpacked');
    expect(await refusalOf(zip, { maxUncompressedBytes: 80_000 })).toBe('ok');
  });

  it('refuses a bomb-like compression ratio', async () => {
    const zip = buildZip([{ name: 'zeros.bin', data: Buffer.alloc(4 * 1024 * 1024) }]);
    expect(zip.length).toBeLessThan(10_000);
    expect(await refusalOf(zip)).toBe('ratio');
  });

  it('refuses an entry that inflates past the size its headers declare', async () => {
    const zip = buildZip([{ name: 'a.bin', data: Buffer.alloc(200_000, 7), declaredSize: 1000 }]);
    expect(await refusalOf(zip)).toBe('corrupt');
  });

  it('refuses a wrong checksum and a stored entry whose sizes differ', async () => {
    expect(await refusalOf(buildZip([{ ...file('a.txt', 'hello'), crc: 1234 }]))).toBe('corrupt');
    expect(await refusalOf(buildZip([{ ...file('a.txt', 'hello'), method: 0, declaredSize: 3 }]))).toBe(
      'corrupt',
    );
  });

  it('refuses entries whose data overlap (the layout of overlapping zip bombs)', async () => {
    const zip = buildZip([
      { ...file('a.txt', 'first'), declaredCompressedSize: 40 },
      file('b.txt', 'second'),
    ]);
    expect(await refusalOf(zip)).toBe('corrupt');
    expect(
      checkLayout(
        [
          { start: 0, end: 50 },
          { start: 40, end: 90 },
        ],
        100,
      ),
    ).toBe('corrupt');
    expect(
      checkLayout(
        [
          { start: 0, end: 40 },
          { start: 40, end: 100 },
        ],
        100,
      ),
    ).toBeNull();
    expect(checkLayout([{ start: 0, end: 101 }], 100)).toBe('corrupt');
    // Hidden bytes between entries, or before the first, are refused; a data descriptor is not.
    expect(
      checkLayout(
        [
          { start: 0, end: 30 },
          { start: 40, end: 100 },
        ],
        100,
      ),
    ).toBe('corrupt');
    expect(
      checkLayout(
        [
          { start: 0, end: 24, descriptor: true },
          { start: 40, end: 100 },
        ],
        100,
      ),
    ).toBeNull();
    expect(checkLayout([{ start: 10, end: 100 }], 100)).toBe('not_zip');
  });
});
