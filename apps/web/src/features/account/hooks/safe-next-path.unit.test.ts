import { describe, expect, it } from 'vitest';
import { safeNextPath, signInReason } from './use-auth-modal.ts';

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

describe('signInReason (what the guarded sign-in box says)', () => {
  it('is paying for the checkout and a transfer page, in every language', () => {
    for (const lang of ['en', 'ja', 'vi']) {
      expect(signInReason(`/${lang}/my-page/cart/payment`)).toBe('pay');
      expect(signInReason(`/${lang}/my-page/cart/payment?step=1#top`)).toBe('pay');
      expect(signInReason(`/${lang}/my-page/payment-qr/12`)).toBe('pay');
    }
  });

  it('is seeing the page for other member pages, and nothing without a guard', () => {
    for (const next of [
      '/en/my-page/profile',
      '/ja/my-page/cart',
      '/vi/my-page/order-history',
      '/en/my-page/payment-complete',
      '/xx/my-page/cart/payment',
    ]) {
      expect(signInReason(next)).toBe('page');
    }
    expect(signInReason(null)).toBeNull();
  });
});
