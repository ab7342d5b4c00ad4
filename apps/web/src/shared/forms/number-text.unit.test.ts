import { describe, expect, it } from 'vitest';
import {
  caretAfter,
  cleanNumberText,
  formatNumberText,
  numberOfText,
  numberText,
  significantCount,
} from './number-text.ts';

describe('number input text', () => {
  it('keeps digits only for whole numbers, with thousands separators', () => {
    expect(cleanNumberText('1,234,5x67')).toBe('1234567');
    expect(formatNumberText(cleanNumberText('1234567'))).toBe('1,234,567');
    expect(formatNumberText(cleanNumberText('１２３４５'))).toBe('12,345');
    expect(cleanNumberText('0012')).toBe('12');
    expect(cleanNumberText('12.5')).toBe('12');
    expect(cleanNumberText('-5')).toBe('5');
    expect(cleanNumberText('9'.repeat(20))).toHaveLength(15);
  });

  it('allows a point and the given decimals, and a minus when asked', () => {
    const options = { decimals: 2, allowNegative: true };
    expect(cleanNumberText('-1,234.567', options)).toBe('-1234.56');
    expect(cleanNumberText('1.2.3', options)).toBe('1.23');
    expect(cleanNumberText('１２．５', options)).toBe('12.5');
    expect(formatNumberText('-1234.5')).toBe('-1,234.5');
    expect(formatNumberText('1234.')).toBe('1,234.');
    expect(formatNumberText('1234567', { grouping: false })).toBe('1234567');
    expect(numberText(12345, { grouping: false })).toBe('12345');
  });

  it('reads an empty value as 0 (the input shows 0 on blur)', () => {
    expect(numberOfText('')).toBe(0);
    expect(numberOfText('-')).toBe(0);
    expect(numberOfText('1234')).toBe(1234);
    expect(numberOfText('-12.5')).toBe(-12.5);
  });

  it('shows a form value with separators', () => {
    expect(numberText(13200)).toBe('13,200');
    expect(numberText(968000)).toBe('968,000');
    expect(numberText(0)).toBe('0');
    expect(numberText(-1234.567, { decimals: 2 })).toBe('-1,234.57');
    expect(numberText(undefined)).toBe('');
    expect(numberText(Number.NaN)).toBe('');
  });

  it('keeps the caret after the same digit when separators move', () => {
    // "1234|" typed into "123" then formatted as "1,234": the caret stays after the 4.
    expect(caretAfter('1,234', significantCount('1234'))).toBe(5);
    // Caret after "12" in "12345" → after "12" in "12,345".
    expect(caretAfter('12,345', significantCount('12'))).toBe(2);
    expect(caretAfter('1,234', 0)).toBe(0);
  });
});
