import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-link.ts';

const SECRET = 'test-secret-0123456789abcdef';
const now = new Date('2025-03-01T10:00:00Z');
const payload = {
  purpose: 'download-zip',
  key: 'zips/12/3f2a9c.zip',
  userId: 42,
  expiresAt: new Date(now.getTime() + 15 * 60_000),
};

describe('signLink / verifyLink', () => {
  it('round-trips the claims with a URL-safe token', () => {
    const token = signLink(SECRET, payload);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyLink(SECRET, token, 'download-zip', now)).toEqual({
      key: payload.key,
      userId: 42,
      expiresAt: payload.expiresAt,
    });
  });

  it('keeps non-ASCII keys intact', () => {
    const token = signLink(SECRET, { ...payload, key: 'zips/1/ロゴ đơn.zip' });
    expect(verifyLink(SECRET, token, 'download-zip', now)?.key).toBe('zips/1/ロゴ đơn.zip');
  });

  it('refuses an expired token, at the exact expiry and after', () => {
    const token = signLink(SECRET, payload);
    expect(
      verifyLink(SECRET, token, 'download-zip', new Date(payload.expiresAt.getTime() - 1)),
    ).not.toBeNull();
    expect(verifyLink(SECRET, token, 'download-zip', payload.expiresAt)).toBeNull();
    expect(verifyLink(SECRET, token, 'download-zip', new Date(payload.expiresAt.getTime() + 1))).toBeNull();
    // The default clock is the real one, long past the fixed test date.
    expect(verifyLink(SECRET, token, 'download-zip')).toBeNull();
  });

  it('refuses another purpose and another secret', () => {
    const token = signLink(SECRET, payload);
    expect(verifyLink(SECRET, token, 'invoice', now)).toBeNull();
    expect(verifyLink(`${SECRET}x`, token, 'download-zip', now)).toBeNull();
  });

  it('refuses tampered claims, even with a signature from another token', () => {
    const token = signLink(SECRET, payload);
    const [body, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    for (const change of [{ u: 43 }, { k: 'zips/13/other.zip' }, { e: claims.e + 3_600_000 }]) {
      const forged = Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url');
      expect(verifyLink(SECRET, `${forged}.${signature}`, 'download-zip', now)).toBeNull();
    }
    const other = signLink(SECRET, { ...payload, userId: 43 });
    expect(verifyLink(SECRET, `${body}.${other.split('.')[1]}`, 'download-zip', now)).toBeNull();
  });

  it('refuses every single-character change of the token', () => {
    const token = signLink(SECRET, payload);
    for (let i = 0; i < token.length; i++) {
      const ch = token[i] === 'A' ? 'B' : 'A';
      const changed = token.slice(0, i) + ch + token.slice(i + 1);
      expect(verifyLink(SECRET, changed, 'download-zip', now), `position ${i}`).toBeNull();
    }
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of ['', '.', 'abc', 'a.b.c', 'abc.', '.abc', 'ab$.cd', 'x'.repeat(5000)]) {
      expect(verifyLink(SECRET, bad, 'download-zip', now)).toBeNull();
    }
    // Correctly signed bodies that are not claims (the format's domain tag is part of the MAC).
    const sign = (body: string) =>
      createHmac('sha256', SECRET).update(`logoya-link.v1.${body}`).digest('base64url');
    for (const text of ['[1,2]', 'not json', '{"p":"download-zip","k":"a","u":"42","e":1e15}']) {
      const body = Buffer.from(text).toString('base64url');
      expect(verifyLink(SECRET, `${body}.${sign(body)}`, 'download-zip', now)).toBeNull();
    }
    const good = Buffer.from('{"p":"download-zip","k":"a","u":42,"e":1e15}').toString('base64url');
    expect(verifyLink(SECRET, `${good}.${sign(good)}`, 'download-zip', now)?.userId).toBe(42);
  });

  it('refuses to sign without a secret, a valid expiry or an integer user id', () => {
    expect(() => signLink('', payload)).toThrow(/secret/);
    expect(() => signLink(SECRET, { ...payload, expiresAt: new Date('nope') })).toThrow(/expiry/);
    expect(() => signLink(SECRET, { ...payload, userId: 1.5 })).toThrow(/user id/);
  });
});
