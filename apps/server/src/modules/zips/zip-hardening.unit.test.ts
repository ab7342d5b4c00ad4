import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildZip, unicodePathExtra } from '../../../test/fixtures/zips.ts';
import type { ZipLimits } from './zip-check.ts';
import { bufferSource, inspectZip } from './zip-inspect.ts';
import { landingKey, unsafeEntryName, windowsUnsafeName } from './zip-names.ts';

/**
 * Issue 22's zip holes (ADR 0080): links marked as made on any host, bombs of many small
 * entries, names that Windows or a code-page conversion reads as `..`, names Windows cannot
 * write, and a local Unicode Path field unlike the directory's name.
 */

const MB = 1024 * 1024;
/** The shop's limits with its default ZIP_MAX_UNCOMPRESSED_MB. */
const LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 1024 * MB,
  maxRatio: 500,
  ratioFloorBytes: MB,
  maxDirectoryBytes: 16 * MB,
};

const refusalOf = async (zip: Buffer) => {
  const verdict = await inspectZip(bufferSource(zip), LIMITS);
  return verdict.ok ? 'ok' : verdict.refusal;
};
const file = (name: string, text = 'x') => ({ name, data: Buffer.from(text) });

describe('links and other special files, whatever host made them', () => {
  // 0 MS-DOS, 2 VMS, 3 Unix, 5 Atari, 10 NTFS, 16 BeOS, 19 macOS, 30 AtheOS
  const hosts = [0, 2, 3, 5, 10, 16, 19, 30];

  it.each(hosts)('refuses a symbolic link marked as made on host %i', async (host) => {
    const link = { name: 'link', data: Buffer.from('/etc'), method: 0, unixMode: 0o120777, host };
    expect(await refusalOf(buildZip([file('logo.svg'), link]))).toBe('unsafe_name');
  });

  it.each([
    ['a named pipe', 0o010644],
    ['a character device', 0o020644],
    ['a block device', 0o060644],
    ['a socket', 0o140755],
  ])('refuses %s', async (_what, unixMode) => {
    for (const host of [2, 3])
      expect(await refusalOf(buildZip([{ ...file('dev'), unixMode, host }]))).toBe('unsafe_name');
  });

  it('keeps files, folders and entries with no type, from any host', async () => {
    for (const host of hosts) {
      const zip = buildZip([
        { name: 'logo/', method: 0, unixMode: 0o040755, host },
        { ...file('logo/logo.svg'), unixMode: 0o100644, host },
        { ...file('logo/logo.pdf'), host },
      ]);
      expect(await refusalOf(zip), `host ${host}`).toBe('ok');
    }
  });
});

describe('bombs of many small entries', () => {
  it('refuses 1,000 entries of just under 1 MiB of zeros (1.1 MB expanding to 1,000 MB)', async () => {
    const zeros = Buffer.alloc(MB - 1);
    const deflated = zlib.deflateRawSync(zeros);
    const zip = buildZip(
      Array.from({ length: 1000 }, (_, i) => ({ name: `z${i}.bin`, data: zeros, deflated })),
    );
    expect(zip.length).toBeLessThan(1.2 * MB);
    expect(await refusalOf(zip)).toBe('ratio');
  });

  it('keeps many small files that compress like real ones, and a small archive of any ratio', async () => {
    const svg = (i: number) =>
      Buffer.from(
        Array.from({ length: 90 }, (_, j) => `<path d="M${i} ${j}L${(i * j) % 97} ${j * 7}Z"/>\n`).join(''),
      );
    const files = Array.from({ length: 500 }, (_, i) => ({ name: `svg/${i}.svg`, data: svg(i) }));
    expect(files.reduce((sum, f) => sum + f.data.length, 0)).toBeGreaterThan(MB);
    expect(await refusalOf(buildZip(files))).toBe('ok');
    const tiny = buildZip(
      Array.from({ length: 100 }, (_, i) => ({ name: `${i}.bin`, data: Buffer.alloc(9000) })),
    );
    expect(await refusalOf(tiny)).toBe('ok');
  });
});

describe('names as Windows and code-page conversions read them', () => {
  it.each([
    '.. /evil.txt',
    'logo/..  /..  /evil.txt',
    'logo/.../evil.txt',
    'logo/ /evil.txt',
    '\uff0e\uff0e/evil.txt', // full-width dots
    'logo/\uff0e\uff0e/\uff0e\uff0e/evil.txt',
    '\u2025/evil.txt', // two dot leader
    '\uff3cetc/passwd', // full-width backslash
    '\uff23\uff1a/Windows/evil.dll', // full-width C:
    'a\u00a5..\u00a5..\u00a5evil.txt', // ¥ is the backslash of Japanese code pages
  ])('refuses %j as a way out of the folder', async (name) => {
    expect(unsafeEntryName(name)).toBe(true);
    expect(await refusalOf(buildZip([file('ok.txt'), file(name)]))).toBe('unsafe_name');
  });

  it.each([
    'CON',
    'con.txt',
    'logo/NUL.ai',
    'aux .png',
    'COM1.pdf',
    'lpt9',
    'logo/a.txt:hidden',
    'what?.ai',
    'a*b.png',
    'x<y>.svg',
    'a|b.ai',
    'say"hi".pdf',
  ])('refuses %j, a name Windows cannot write', async (name) => {
    expect(windowsUnsafeName(name)).toBe(true);
    expect(await refusalOf(buildZip([file('ok.txt'), file(name)]))).toBe('windows_name');
  });

  it('refuses the same names given by a Unicode Path field', async () => {
    const escaping = buildZip([
      { ...file('safe.txt'), extra: unicodePathExtra('\uff0e\uff0e/x.txt', 'safe.txt') },
    ]);
    expect(await refusalOf(escaping)).toBe('unsafe_name');
    const device = buildZip([{ ...file('safe.txt'), extra: unicodePathExtra('NUL.txt', 'safe.txt') }]);
    expect(await refusalOf(device)).toBe('windows_name');
  });

  it('keeps ordinary names, full-width and Japanese ones included', async () => {
    const names = [
      'ＬＯＧＯ.ai',
      'ロゴ：最終版.ai',
      'ＣＯＮ.ai',
      'console.ai',
      'nullify.pdf',
      'COM10.png',
      'logo .ai',
      'v1..2.pdf',
      'a/./b.txt',
      '.hidden',
      '価格¥1000.pdf',
      'ロゴ‥最終.svg',
    ];
    for (const name of names) {
      expect(unsafeEntryName(name), name).toBe(false);
      expect(windowsUnsafeName(name), name).toBe(false);
    }
    expect(await refusalOf(buildZip(names.map((name) => file(name))))).toBe('ok');
  });

  it('refuses two names that land on one file on Windows or macOS', async () => {
    for (const [a, b] of [
      ['Logo.ai', 'logo.AI'],
      ['a.txt', 'a.txt '],
      ['a.txt', 'a.txt.'],
      ['logo/a.txt', 'logo./a.txt'],
      ['\u30ac.ai', '\u30ab\u3099.ai'], // ガ composed and decomposed
    ]) {
      expect(landingKey(a!)).toBe(landingKey(b!));
      expect(await refusalOf(buildZip([file(a!), file(b!)])), `${a} ${b}`).toBe('unsafe_name');
    }
  });
});

describe('the Unicode Path field of each local header', () => {
  it('refuses a local field whose name differs from the directory’s', async () => {
    const local = (name: string, extra?: Buffer) =>
      buildZip([
        { ...file('safe.txt'), localExtra: unicodePathExtra(name, 'safe.txt'), ...(extra ? { extra } : {}) },
      ]);
    expect(await refusalOf(local('../evil.txt'))).toBe('unsafe_name');
    expect(await refusalOf(local('other.txt'))).toBe('unsafe_name');
    expect(await refusalOf(local('other.txt', unicodePathExtra('ロゴ.txt', 'safe.txt')))).toBe('unsafe_name');
  });

  it('refuses a local field that cannot be read as UTF-8', async () => {
    const bad = unicodePathExtra('ab', 'safe.txt');
    bad[bad.length - 1] = 0xff;
    expect(await refusalOf(buildZip([{ ...file('safe.txt'), localExtra: bad }]))).toBe('unsafe_name');
  });

  it('keeps local fields that agree with the directory (as Info-ZIP writes them)', async () => {
    const both = unicodePathExtra('ロゴ.txt', 'safe.txt');
    expect(await refusalOf(buildZip([{ ...file('safe.txt'), extra: both, localExtra: both }]))).toBe('ok');
    const same = unicodePathExtra('safe.txt', 'safe.txt');
    expect(await refusalOf(buildZip([{ ...file('safe.txt'), localExtra: same }]))).toBe('ok');
  });
});

describe('fields other readers read differently', () => {
  it('refuses a Unicode Path field that is stale (its CRC not the header name’s) or of another version', async () => {
    const stale = unicodePathExtra('ロゴ.txt', 'other.txt');
    expect(await refusalOf(buildZip([{ ...file('safe.txt'), extra: stale }]))).toBe('unsafe_name');
    expect(await refusalOf(buildZip([{ ...file('safe.txt'), localExtra: stale }]))).toBe('unsafe_name');
    const version2 = unicodePathExtra('ロゴ.txt', 'safe.txt');
    version2[4] = 2;
    expect(await refusalOf(buildZip([{ ...file('safe.txt'), extra: version2 }]))).toBe('unsafe_name');
  });

  it('refuses an extra field that runs past its block, and two Unicode Path fields in one block', async () => {
    const overrun = Buffer.from([0x55, 0x54, 9, 0, 1, 2, 3, 4]);
    expect(await refusalOf(buildZip([{ ...file('a.txt'), extra: overrun }]))).toBe('not_zip');
    expect(await refusalOf(buildZip([{ ...file('a.txt'), localExtra: overrun }]))).toBe('corrupt');
    const twice = Buffer.concat([unicodePathExtra('a.txt', 'a.txt'), unicodePathExtra('../b.txt', 'a.txt')]);
    expect(await refusalOf(buildZip([{ ...file('a.txt'), extra: twice }]))).toBe('not_zip');
  });

  it('refuses a zip64 archive whose classic end record gives other values than its zip64 record', async () => {
    const zip64 = () => buildZip([file('a.txt', 'hello')], { zip64: true });
    const end = (zip: Buffer) => zip.length - 22;
    // Readers that trust an unmarked classic record (Go's, fflate's) would see an empty archive.
    const noEntries = zip64();
    noEntries.writeUInt16LE(0, end(noEntries) + 8);
    noEntries.writeUInt16LE(0, end(noEntries) + 10);
    expect(await refusalOf(noEntries)).toBe('not_zip');
    const elsewhere = zip64();
    elsewhere.writeUInt32LE(7, end(elsewhere) + 16);
    expect(await refusalOf(elsewhere)).toBe('not_zip');
    // The real values instead of the markers say the same thing.
    const plain = zip64();
    plain.writeUInt16LE(1, end(plain) + 8);
    plain.writeUInt16LE(1, end(plain) + 10);
    expect(await refusalOf(plain)).toBe('ok');
  });
});
