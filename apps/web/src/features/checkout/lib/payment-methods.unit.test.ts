import { describe, expect, it } from 'vitest';
import { chosenMethod, visibleMethods } from './payment-methods.ts';

const methods = [
  { id: 1, key: 'card' as const, available: true },
  { id: 2, key: 'qr' as const, available: false },
  { id: 3, key: 'momo' as const, available: false },
  { id: 4, key: 'zalopay' as const, available: false },
];
const vi = methods.map((m) => (m.key === 'qr' ? { ...m, available: true } : m));

describe('visibleMethods', () => {
  it('lists only the card in en and ja', () => {
    expect(visibleMethods(methods, 'en').map((m) => m.key)).toEqual(['card']);
    expect(visibleMethods(methods, 'ja').map((m) => m.key)).toEqual(['card']);
  });

  it('lists every method in vi, the unavailable ones included', () => {
    expect(visibleMethods(vi, 'vi').map((m) => m.key)).toEqual(['card', 'qr', 'momo', 'zalopay']);
  });
});

describe('chosenMethod', () => {
  it('chooses the only available method from the start', () => {
    expect(chosenMethod(visibleMethods(methods, 'en'), null)?.key).toBe('card');
    // The wallets listed in vi are not available: they do not count.
    expect(chosenMethod(visibleMethods(methods, 'vi'), null)?.key).toBe('card');
    // A method chosen before that is not available here (QR, remembered from vi) gives way to it.
    expect(chosenMethod(visibleMethods(methods, 'ja'), 2)?.key).toBe('card');
  });

  it('leaves the choice to the buyer when several are available, keeping one chosen before', () => {
    const shown = visibleMethods(vi, 'vi');
    expect(chosenMethod(shown, null)).toBeNull();
    expect(chosenMethod(shown, 2)?.key).toBe('qr');
    expect(chosenMethod(shown, 3)).toBeNull();
    expect(chosenMethod([], null)).toBeNull();
  });
});
