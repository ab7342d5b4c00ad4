import { describe, expect, it } from 'vitest';
import { safeNextPath } from './use-auth-modal.ts';

describe('safeNextPath (the return address after signing in)', () => {
  it('accepts a path of this site', () => {
    expect(safeNextPath('/en/my-page/profile')).toBe('/en/my-page/profile');
    expect(safeNextPath('/ja/my-page/profile#email')).toBe('/ja/my-page/profile#email');
  });

  it('refuses other sites and odd values', () => {
    for (const value of [null, '', 'https://evil.test/', '//evil.test/x', '/\\evil.test', 'en/profile']) {
      expect(safeNextPath(value)).toBeNull();
    }
  });
});
