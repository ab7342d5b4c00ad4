import { describe, expect, it } from 'vitest';
import { fitErrorsFor, svgImageSrc } from './named-preview.ts';
import { hasTypedNames, NO_NAMES, previewableNames, readTypedNames, setTypedNames } from './typed-names.ts';

describe('the names typed for a logo', () => {
  it('are kept per logo until the form clears them', () => {
    setTypedNames(7, { main_name: 'Hikari', sub_name: 'Cafe' });
    expect(readTypedNames(7)).toEqual({ main_name: 'Hikari', sub_name: 'Cafe' });
    expect(readTypedNames(8)).toBe(NO_NAMES);
    setTypedNames(7, null);
    expect(readTypedNames(7)).toBe(NO_NAMES);
  });

  it('keep the same object while the names stay the same, so the picture is not asked for again', () => {
    setTypedNames(9, { main_name: 'A', sub_name: '' });
    const first = readTypedNames(9);
    setTypedNames(9, { main_name: 'A', sub_name: '' });
    expect(readTypedNames(9)).toBe(first);
    setTypedNames(9, { main_name: 'AB', sub_name: '' });
    expect(readTypedNames(9)).not.toBe(first);
    setTypedNames(9, null);
  });

  it('count as typed only when a name holds more than spaces', () => {
    expect(hasTypedNames(NO_NAMES)).toBe(false);
    expect(hasTypedNames({ main_name: '  ', sub_name: '\u3000' })).toBe(false);
    expect(hasTypedNames({ main_name: '', sub_name: 'x' })).toBe(true);
  });

  it('reach the page as an image address, never as markup', () => {
    const src = svgImageSrc('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>');
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toMatch(/[<>"]/);
  });

  it('are drawn only when both are given within the cart’s length', () => {
    expect(previewableNames({ main_name: 'Hikari', sub_name: '' })).toBe(false);
    expect(previewableNames({ main_name: ' ', sub_name: 'Cafe' })).toBe(false);
    expect(previewableNames({ main_name: 'Hikari', sub_name: 'Cafe' })).toBe(true);
    expect(previewableNames({ main_name: 'x'.repeat(100), sub_name: 'Cafe' })).toBe(true);
    expect(previewableNames({ main_name: 'x'.repeat(101), sub_name: 'Cafe' })).toBe(false);
  });

  it('show a fit message only while the field holds the name it was judged for', () => {
    const preview = {
      has_layout: true,
      version: 1,
      svg: '<svg/>',
      width: 10,
      height: 10,
      fits: false,
      errors: { main_name: ['Too long'] },
    };
    const judged = { main_name: 'Long', sub_name: 'S' };
    expect(fitErrorsFor(preview, judged, judged)).toEqual({ main_name: 'Too long', sub_name: undefined });
    expect(fitErrorsFor(preview, judged, { main_name: 'Longer', sub_name: 'S' })?.main_name).toBeUndefined();
    expect(fitErrorsFor(undefined, judged, judged)).toBeUndefined();
  });
});
