import { describe, expect, it } from 'vitest';
import { LOGO_STATE } from '../constants.ts';
import { logoAvailability, logoPageHead, structuredPrice } from './logo-meta.ts';
import { canonicalQuery, localizedUrl, resolveSeoRoute } from './seo-route.ts';
import { pageTitle } from './site.ts';

describe('structuredPrice', () => {
  it('writes major units with the currency decimals and no grouping', () => {
    expect(structuredPrice(19800, 'USD')).toBe('198.00');
    expect(structuredPrice(19805, 'USD')).toBe('198.05');
    expect(structuredPrice(13200, 'JPY')).toBe('13200');
    expect(structuredPrice(968000, 'VND')).toBe('968000');
    expect(structuredPrice(0, 'USD')).toBe('0.00');
  });
});

describe('logo availability and head', () => {
  it('is SoldOut only when sold; holds stay InStock', () => {
    expect(logoAvailability(LOGO_STATE.sold)).toBe('https://schema.org/SoldOut');
    expect(logoAvailability(LOGO_STATE.normal)).toBe('https://schema.org/InStock');
    expect(logoAvailability(LOGO_STATE.negotiating)).toBe('https://schema.org/InStock');
  });

  it('uses the placeholder name and the formatted price of the language', () => {
    const ja = logoPageHead({ name: null, state: 0 }, 'ja', { amount: 13200, currency: 'JPY' });
    expect(ja.title).toBe('準備中');
    expect(ja.description).toContain('¥13,200');
    const vi = logoPageHead({ name: '  ', state: 0 }, 'vi', { amount: 968000, currency: 'VND' });
    expect(vi.title).toBe('Đang chuẩn bị');
    expect(vi.description).toContain('968.000 ₫');
    const sold = logoPageHead({ name: 'Hana', state: 8 }, 'en', { amount: 19800, currency: 'USD' });
    expect(sold.title).toBe('Hana');
    expect(sold.description).toContain('has been sold');
    expect(sold.description).not.toContain('$198.00');
  });

  it('formats titles with the site name', () => {
    expect(pageTitle('Contact us')).toBe('Contact us | Logoya');
    expect(pageTitle('')).toBe('Logoya');
  });
});

describe('resolveSeoRoute', () => {
  it('reads pages, logos and private pages in each language', () => {
    expect(resolveSeoRoute('/ja/')).toMatchObject({ kind: 'page', page: 'home', locale: 'ja', path: '/' });
    expect(resolveSeoRoute('/vi')).toMatchObject({
      kind: 'page',
      page: 'home',
      locale: 'vi',
      prefixed: true,
    });
    expect(resolveSeoRoute('/en/terms-use/')).toMatchObject({ kind: 'page', page: 'termsUse' });
    expect(resolveSeoRoute('/en/logo/detail/0012')).toMatchObject({
      kind: 'logo',
      id: 12,
      path: '/logo/detail/12',
    });
    expect(resolveSeoRoute('/en/logo/detail/99999999999').kind).toBe('unknown');
    expect(resolveSeoRoute('/en/logo/detail/abc').kind).toBe('unknown');
    expect(resolveSeoRoute('/ja/contact/thanks')).toMatchObject({ kind: 'private', page: 'contactThanks' });
    expect(resolveSeoRoute('/ja/my-page/cart')).toMatchObject({ kind: 'private', page: 'cart' });
    expect(resolveSeoRoute('/ja/my-page/order-history')).toMatchObject({ kind: 'private', page: 'myPage' });
    expect(resolveSeoRoute('/vi/verify/7KQ2-M9XD-4H1A-ZT0B-W3F8')).toMatchObject({
      kind: 'private',
      page: 'verify',
    });
    expect(resolveSeoRoute('/ja/nothing').kind).toBe('unknown');
  });

  it('reads a path without a language as English, marked unprefixed', () => {
    expect(resolveSeoRoute('/about')).toMatchObject({
      kind: 'page',
      page: 'about',
      locale: 'en',
      prefixed: false,
    });
    expect(resolveSeoRoute('/')).toMatchObject({ kind: 'page', page: 'home', prefixed: false });
  });

  it('keeps only meaningful search parameters, in a stable form', () => {
    const route = resolveSeoRoute(
      '/en/search',
      '?utm_source=x&taste_id=3,1,3,0&u_keyword=%20cafe%20&page=2&sold_out=1&fbclid=abc&industry_id=x',
    );
    expect(route.query).toBe('?u_keyword=cafe&taste_id=1%2C3&page=2');
    expect(canonicalQuery('home', new URLSearchParams('page=1&gclid=1'))).toBe('');
    expect(canonicalQuery('home', new URLSearchParams('page=3'))).toBe('?page=3');
    expect(canonicalQuery('about', new URLSearchParams('page=3&keyword=a'))).toBe('');
    expect(canonicalQuery('search', new URLSearchParams('sold_out=0&keyword=cafe'))).toBe(
      '?keyword=cafe&sold_out=0',
    );
  });

  it('builds absolute URLs with a slash only on the language home', () => {
    expect(localizedUrl('https://logoya.example', 'ja', '/')).toBe('https://logoya.example/ja/');
    expect(localizedUrl('https://logoya.example', 'vi', '/search', '?keyword=a')).toBe(
      'https://logoya.example/vi/search?keyword=a',
    );
  });
});
