import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { makeStaff } from '../../../test/fixtures/orders.ts';
import { buildZip, deliveryZip, unicodePathExtra } from '../../../test/fixtures/zips.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Hostile uploads (issue 10, "Bad input and security"): each is refused with its message, and
 * nothing is stored: no row, no file in storage, nothing left in the upload folder. The app runs
 * with small limits (1 MB a zip, 2 MB expanded) so the tests stay fast.
 */

let t: TestApp;
let admin: Member;
let logo: number;

beforeAll(async () => {
  t = await createTestApp({ logos: 4, env: { ZIP_MAX_MB: '1', ZIP_MAX_UNCOMPRESSED_MB: '2' } });
  admin = await makeStaff(t, await newMember(t), 'admin');
  [logo] = (await takeLogos(t, 1)) as [number];
});
afterAll(() => t.close());

function upload(file: Buffer, locale = 'en', url = '/api/zips', name = 'logo.zip') {
  const body = multipartBody(
    { logo_id: String(logo) },
    { field: 'file', name, type: 'application/zip', data: file },
  );
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers, locale },
  });
}

const zipFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /\.zip/.test(f))
    : [];

async function expectNothingStored() {
  const [count] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from zips`);
  expect(Number(count!.n)).toBe(0);
  expect(zipFiles(path.join(t.dataDir, 'files'))).toEqual([]);
  expect(zipFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
}

/** Text that deflates about 6 : 1, never like a bomb. */
const lowEntropy = (bytes: number) => Buffer.from(Array.from(randomBytes(bytes), (b) => (b & 1 ? 97 : 98)));

const CASES: [string, () => Buffer, number, string, string][] = [
  [
    'an entry with ../',
    () =>
      buildZip([
        { name: 'logo.svg', data: Buffer.from('<svg/>') },
        { name: '../../evil.sh', data: Buffer.from('x') },
      ]),
    422,
    'The zip contains a file name that is not safe to extract (a ".." part, an absolute path, a backslash, a link or a repeated name).',
    'ZIPファイルに安全に展開できないファイル名（「..」を含むパス、絶対パス、バックスラッシュ、リンク、重複した名前）が含まれています。',
  ],
  [
    'an absolute entry',
    () => buildZip([{ name: '/etc/cron.d/evil', data: Buffer.from('x') }]),
    422,
    'The zip contains a file name that is not safe to extract (a ".." part, an absolute path, a backslash, a link or a repeated name).',
    'ZIPファイルに安全に展開できないファイル名（「..」を含むパス、絶対パス、バックスラッシュ、リンク、重複した名前）が含まれています。',
  ],
  [
    'a PNG renamed .zip',
    () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]),
    422,
    'The file is not a zip file. Please choose a .zip file.',
    'ZIPファイルではありません。.zip形式のファイルを選択してください。',
  ],
  [
    'a file over ZIP_MAX_MB',
    () => buildZip([{ name: 'big.bin', data: randomBytes(1024 * 1024 + 10), method: 0 }]),
    413,
    'The zip file may not be larger than 1 MB.',
    'ZIPファイルは1MB以下にしてください。',
  ],
  [
    'a bomb-like ratio',
    () => buildZip([{ name: 'zeros.bin', data: Buffer.alloc(1536 * 1024) }]),
    422,
    'The zip compresses far more than real files do (a decompression bomb), so it was refused.',
    'ZIPファイルの圧縮率が通常のファイルではありえないほど高いため（圧縮爆弾）、受け付けられません。',
  ],
  [
    'an expanded size over ZIP_MAX_UNCOMPRESSED_MB',
    () =>
      buildZip([
        { name: 'a.txt', data: lowEntropy(1536 * 1024) },
        { name: 'b.txt', data: lowEntropy(1024 * 1024) },
      ]),
    422,
    'The zip expands to more than 2 MB.',
    'ZIPファイルの展開後のサイズが2MBを超えています。',
  ],
  [
    'a size that lies (declared small, inflates large)',
    () => buildZip([{ name: 'a.bin', data: Buffer.alloc(900_000, 1), declaredSize: 2000 }]),
    422,
    'The zip is damaged: a file in it does not match its recorded size or checksum.',
    'ZIPファイルが壊れています。中のファイルが記録されたサイズまたはチェックサムと一致しません。',
  ],
  [
    'an encrypted entry',
    () => buildZip([{ name: 'a.txt', data: Buffer.from('secret'), flags: 1 }]),
    422,
    'Encrypted (password-protected) zip files cannot be uploaded.',
    '暗号化（パスワード付き）されたZIPファイルはアップロードできません。',
  ],
];

const UNSAFE_EN =
  'The zip contains a file name that is not safe to extract (a ".." part, an absolute path, a backslash, a link or a repeated name).';
const UNSAFE_JA =
  'ZIPファイルに安全に展開できないファイル名（「..」を含むパス、絶対パス、バックスラッシュ、リンク、重複した名前）が含まれています。';

/** Issue 22 (ADR 0080): holes found in the second round of probing. */
const ROUND_TWO: [string, () => Buffer, number, string, string][] = [
  ...[2, 5, 16, 30].map((host): [string, () => Buffer, number, string, string] => [
    `a symbolic link marked as made on host ${host} (VMS, Atari, BeOS, AtheOS)`,
    () =>
      buildZip([
        { name: 'logo.svg', data: Buffer.from('<svg/>') },
        { name: 'logo.ai', data: Buffer.from('/etc/passwd'), method: 0, unixMode: 0o120777, host },
      ]),
    422,
    UNSAFE_EN,
    UNSAFE_JA,
  ]),
  [
    'many entries under 1 MB that together expand over 500 : 1',
    () => {
      const zeros = Buffer.alloc(600 * 1024);
      return buildZip([0, 1, 2].map((i) => ({ name: `part${i}.bin`, data: zeros })));
    },
    422,
    'The zip compresses far more than real files do (a decompression bomb), so it was refused.',
    'ZIPファイルの圧縮率が通常のファイルではありえないほど高いため（圧縮爆弾）、受け付けられません。',
  ],
  [
    'a part Windows reads as .. (".. /")',
    () => buildZip([{ name: '.. /.. /evil.bat', data: Buffer.from('x') }]),
    422,
    UNSAFE_EN,
    UNSAFE_JA,
  ],
  [
    'full-width dots (．．/)',
    () => buildZip([{ name: '\uff0e\uff0e/\uff0e\uff0e/evil.bat', data: Buffer.from('x') }]),
    422,
    UNSAFE_EN,
    UNSAFE_JA,
  ],
  [
    'a Unicode Path field in the local header naming ../',
    () =>
      buildZip([
        {
          name: 'logo.svg',
          data: Buffer.from('<svg/>'),
          localExtra: unicodePathExtra('../../evil.svg', 'logo.svg'),
        },
      ]),
    422,
    UNSAFE_EN,
    UNSAFE_JA,
  ],
  [
    'a name Windows reserves (NUL.ai)',
    () => buildZip([{ name: 'logo/NUL.ai', data: Buffer.from('x') }]),
    422,
    'The zip contains a file name that Windows cannot use (a reserved name such as CON or NUL, or one of the characters : * ? " < > |). Please rename the file and zip it again.',
    'ZIPファイルにWindowsで使えないファイル名（CONやNULなどの予約名、または : * ? " < > | の文字）が含まれています。ファイル名を変更してZIPファイルを作り直してください。',
  ],
];

describe('hostile zips are refused and nothing is stored', () => {
  it.each([...CASES, ...ROUND_TWO])('%s', async (_what, make, status, en, ja) => {
    const zip = make();
    const res = await upload(zip);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message: en, errors: { file: [en] } });
    const inJapanese = await upload(zip, 'ja');
    expect(inJapanese.json().message).toBe(ja);
    await expectNothingStored();
    // The logo's public card still offers no download.
    expect((await t.app.inject({ method: 'GET', url: `/api/logo/${logo}` })).json().data.zip).toBe(false);
  });

  it('answers a second file 413 and a body cut inside the file 400, storing nothing', async () => {
    const head = (field: string, file?: string) =>
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="${field}"${file ? `; filename="${file}"\r\nContent-Type: application/zip` : ''}\r\n\r\n`,
      );
    const headers = { ...admin.headers, 'content-type': 'multipart/form-data; boundary=b', locale: 'en' };
    const zip = deliveryZip('twice');
    const twoFiles = Buffer.concat([
      head('logo_id'),
      Buffer.from(`${logo}\r\n`),
      head('file', 'a.zip'),
      zip,
      Buffer.from('\r\n'),
      head('file', 'b.zip'),
      zip,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/zips', headers, payload: twoFiles });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Send one zip file, with the field logo_id, in one form.');
    await expectNothingStored();
    const cut = Buffer.concat([
      head('logo_id'),
      Buffer.from(`${logo}\r\n`),
      head('file', 'a.zip'),
      zip.subarray(0, 40),
    ]);
    const broken = await t.app.inject({ method: 'POST', url: '/api/zips', headers, payload: cut });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(
      'The form data is incomplete or malformed. Please send the form again.',
    );
    await expectNothingStored();
  });

  it('refuses a hostile replacement and keeps the zip it would have replaced', async () => {
    const good = deliveryZip('kept');
    const created = await upload(good);
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const [before] = await rows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from zips where id = ${id}`,
    );
    const bad = buildZip([{ name: '..\\..\\evil.dll', data: Buffer.from('x') }]);
    const res = await upload(bad, 'en', `/api/zips/update/${id}`);
    expect(res.statusCode).toBe(422);
    const [after] = await rows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from zips where id = ${id}`,
    );
    expect(after).toEqual(before);
    expect((await t.app.storage.get(before!.storage_key))!.equals(good)).toBe(true);
    expect(zipFiles(path.join(t.dataDir, 'files'))).toHaveLength(1);
    expect(zipFiles(path.join(t.dataDir, 'tmp'))).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/zips/delete/${id}`, headers: admin.headers });
    await expectNothingStored();
  });
});
