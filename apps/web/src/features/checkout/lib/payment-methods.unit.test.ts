import { describe, expect, it } from 'vitest';
import { visibleMethods } from './payment-methods.ts';

const methods = [
  { id: 1, key: 'card' as const, available: true },
  { id: 2, key: 'qr' as const, available: false },
  { id: 3, key: 'momo' as const, available: false },
  { id: 4, key: 'zalopay' as const, available: false },
];

describe('visibleMethods', () => {
  it('lists only the card in en and ja', () => {
    expect(visibleMethods(methods, 'en').map((m) => m.key)).toEqual(['card']);
    expect(visibleMethods(methods, 'ja').map((m) => m.key)).toEqual(['card']);
  });

  it('lists every method in vi, the unavailable ones included', () => {
    const vi = methods.map((m) => (m.key === 'qr' ? { ...m, available: true } : m));
    expect(visibleMethods(vi, 'vi').map((m) => m.key)).toEqual(['card', 'qr', 'momo', 'zalopay']);
  });
});
