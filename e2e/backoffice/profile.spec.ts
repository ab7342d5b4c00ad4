import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { BO, STAFF, signInByApi, toast, unexpected } from './helpers.ts';

/** A small solid orange PNG, made here so the test needs no fixture file. */
function png(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([0xf9, 0x73, 0x16]))]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openProfile(page: Page) {
  await page.goto(`${BO}/profile`);
  await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
}

describe.skipIf(!enabled)('back-office profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('changes the name and toasts 更新しました。', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.designer2);
    await openProfile(page);
    expect(await page.getByLabel('メールアドレス').inputValue()).toBe(STAFF.designer2.email);
    expect(await page.getByLabel('メールアドレス').getAttribute('readonly')).not.toBeNull();
    const name = page.getByLabel('名前');
    await name.fill('');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('名前は必須入力です。').waitFor();
    await name.fill('Linh Nguyen 2');
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, '更新しました。').waitFor();
    await page.getByRole('button', { name: 'ユーザーメニュー' }).getByText('Linh Nguyen 2').waitFor();
    // Put the demo name back: other suites list designers by name.
    await name.fill(STAFF.designer2.name);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('button', { name: 'ユーザーメニュー' }).getByText(STAFF.designer2.name).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('crops an uploaded picture and refuses a file that is not an image', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.designer2);
    await openProfile(page);
    const input = page.getByTestId('avatar-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('画像ファイルを選択してください').waitFor();
    await input.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png() });
    const crop = page.getByRole('dialog', { name: '画像の切り抜き' });
    await crop.getByRole('button', { name: '決定' }).click();
    await crop.waitFor({ state: 'hidden' });
    await page.getByText('新しい画像は「保存」で反映されます。').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, '更新しました。').waitFor();
    const src = await page.getByRole('img', { name: /のプロフィール画像$/ }).getAttribute('src');
    expect(src).toMatch(/^\/files\/avatars\//);
    const size = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, src as string);
    expect(size).toEqual([400, 400]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('puts the server message on the current password when it is wrong', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.designer);
    await openProfile(page);
    await page.getByLabel('現在のパスワード').fill('not-my-password1');
    await page.getByLabel('新しいパスワード', { exact: true }).fill('another-pass1');
    await page.getByLabel('新しいパスワード（確認）').fill('another-pass1');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    const old = page.getByLabel('現在のパスワード');
    await page.getByText('現在のパスワードが正しくありません').waitFor();
    expect(await old.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await old.getAttribute('aria-describedby')) ?? '';
    const text = await page.locator(`[id="${describedBy.split(' ').pop()}"]`).innerText();
    expect(text).toBe('現在のパスワードが正しくありません');
    expect(unexpected(problems, 422)).toEqual([]);
    await context.close();
  });

  it('checks the new password rules, changes it, and confirms with a dialog', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.designer2);
    await openProfile(page);
    const change = async (oldPass: string, newPass: string, confirmPass = newPass) => {
      await page.getByLabel('現在のパスワード').fill(oldPass);
      await page.getByLabel('新しいパスワード', { exact: true }).fill(newPass);
      await page.getByLabel('新しいパスワード（確認）').fill(confirmPass);
      await page.getByRole('button', { name: 'パスワードを変更' }).click();
    };
    await change(STAFF.designer2.password, 'NODIGITS', 'other');
    await page.getByText('新しいパスワードには英小文字と数字を含めてください').waitFor();
    await page.getByText('確認用パスワードがパスワードと一致していません').waitFor();
    await change(STAFF.designer2.password, 'changed-pass1');
    const done = page.getByRole('dialog', { name: 'パスワード変更' });
    await done.getByText('パスワードを変更しました。').waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('現在のパスワード').inputValue()).toBe('');
    // Put the demo password back for the other tests.
    await change('changed-pass1', STAFF.designer2.password);
    await page.getByRole('dialog', { name: 'パスワード変更' }).getByRole('button', { name: 'OK' }).click();
    expect(problems).toEqual([]);
    await context.close();
  });
});
