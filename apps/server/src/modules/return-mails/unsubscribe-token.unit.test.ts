import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, tokenMatches, unsubscribeToken } from './unsubscribe-token.ts';

const secret = 'test-secret';

describe('unsubscribe token', () => {
  const token = unsubscribeToken(secret, 42, 'keep_reminders', 'Kim@Example.com');

  it('names its member and kind', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{32}$/);
    expect(readUnsubscribeToken(token)).toEqual({ userId: 42, kind: 'keep_reminders' });
  });

  it('matches its own member, kind and address (the address in any case)', () => {
    expect(
      tokenMatches(secret, token, { userId: 42, kind: 'keep_reminders', email: 'kim@example.com' }),
    ).toBe(true);
  });

  it('refuses another kind, member, address or secret', () => {
    expect(tokenMatches(secret, token, { userId: 42, kind: 'favorite_news', email: 'kim@example.com' })).toBe(
      false,
    );
    expect(
      tokenMatches(secret, token, { userId: 43, kind: 'keep_reminders', email: 'kim@example.com' }),
    ).toBe(false);
    expect(
      tokenMatches(secret, token, { userId: 42, kind: 'keep_reminders', email: 'new@example.com' }),
    ).toBe(false);
    expect(
      tokenMatches('other', token, { userId: 42, kind: 'keep_reminders', email: 'kim@example.com' }),
    ).toBe(false);
  });

  it('refuses a payload changed to name someone else', () => {
    const [, sig] = token.split('.');
    const forged = `${Buffer.from('43.0').toString('base64url')}.${sig}`;
    const claim = readUnsubscribeToken(forged);
    expect(claim).toEqual({ userId: 43, kind: 'keep_reminders' });
    expect(tokenMatches(secret, forged, { ...claim!, email: 'kim@example.com' })).toBe(false);
  });

  it('reads nothing from a malformed token', () => {
    for (const bad of [
      '',
      'abc',
      'a.b.c',
      `${Buffer.from('0.0').toString('base64url')}.x`,
      `${Buffer.from('4.9').toString('base64url')}.x`,
    ]) {
      expect(readUnsubscribeToken(bad)).toBeNull();
    }
  });
});
