import { describe, expect, it } from 'vitest';
import {
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  numberError,
  parseExpiry,
} from './card-input.ts';

describe('card input', () => {
  it('accepts the test cards typed with spaces and refuses wrong numbers', () => {
    expect(numberError('4242 4242 4242 4242')).toBeNull();
    expect(numberError('4000-0000-0000-0002')).toBeNull();
    expect(numberError('4242 4242 4242 4241')).toBe('numberInvalid');
    expect(numberError('4242')).toBe('numberInvalid');
    expect(numberError('')).toBe('numberInvalid');
  });

  it('formats as typed', () => {
    expect(formatCardNumber('42424242x4242')).toBe('4242 4242 4242');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
  });

  it('reads MM/YY and refuses a past or malformed date', () => {
    const now = new Date(2026, 5, 15); // June 2026
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('1/2030')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(expiryError('06/26', now)).toBeNull();
    expect(expiryError('05/26', now)).toBe('expired');
    expect(expiryError('12/25', now)).toBe('expired');
    expect(expiryError('1234', now)).toBeNull();
    expect(expiryError('12-3', now)).toBe('expiryInvalid');
  });

  it('wants 3 digits, or 4 for American Express', () => {
    expect(cvcError('123', '4242424242424242')).toBeNull();
    expect(cvcError('1234', '4242424242424242')).toBe('cvcInvalid');
    expect(cvcError('1234', '378282246310005')).toBeNull();
  });
});
