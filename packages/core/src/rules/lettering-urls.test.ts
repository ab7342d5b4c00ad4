import { describe, expect, it } from 'vitest';
import { letteringPreviewUrl, orderPictureUrl } from './lettering-urls.ts';

describe('named picture URLs (ADR 0102)', () => {
  it('names the version and carries the names whole, whatever they hold', () => {
    const names = { main_name: 'Café & Bar #1', sub_name: '東京・吉祥寺 ?x=1' };
    const url = new URL(letteringPreviewUrl(12, 3, names), 'http://shop');
    expect(url.pathname).toBe('/api/logo/12/preview');
    expect(Object.fromEntries(url.searchParams)).toEqual({ v: '3', format: 'svg', ...names });
    expect(letteringPreviewUrl(12, 3, names, 'png')).toContain('format=png');
  });

  it('points to an order line’s picture, with a width only when asked', () => {
    expect(orderPictureUrl(7, 12)).toBe('/api/order/7/logo/12/picture?format=svg');
    expect(orderPictureUrl(7, 12, 'png', 480)).toBe('/api/order/7/logo/12/picture?format=png&w=480');
  });
});
