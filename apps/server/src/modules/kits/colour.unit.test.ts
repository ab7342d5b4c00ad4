import { describe, expect, it } from 'vitest';
import { colourValues, distinctColours, hexToRgb, rgbToCmyk } from './colour.ts';

describe('brand guide colours', () => {
  it('reads #rrggbb as RGB in either case', () => {
    expect(hexToRgb('#1b3a6b')).toEqual([27, 58, 107]);
    expect(hexToRgb('#FFFFFF')).toEqual([255, 255, 255]);
    expect(() => hexToRgb('#fff')).toThrow();
    expect(() => hexToRgb('red')).toThrow();
  });

  it('converts RGB to CMYK percentages', () => {
    expect(rgbToCmyk([0, 0, 0])).toEqual([0, 0, 0, 100]);
    expect(rgbToCmyk([255, 255, 255])).toEqual([0, 0, 0, 0]);
    expect(rgbToCmyk([255, 0, 0])).toEqual([0, 100, 100, 0]);
    expect(rgbToCmyk([27, 58, 107])).toEqual([75, 46, 0, 58]);
  });

  it('lists a colour as HEX (upper case), RGB and CMYK', () => {
    expect(colourValues('#c0392b')).toEqual({ hex: '#C0392B', rgb: [192, 57, 43], cmyk: [0, 70, 78, 25] });
  });

  it('keeps each colour once, in order, without nulls', () => {
    expect(distinctColours(['#aa0000', null, '#AA0000', '#00bb00', undefined])).toEqual([
      '#aa0000',
      '#00bb00',
    ]);
  });
});
