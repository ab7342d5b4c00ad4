import { describe, expect, it } from 'vitest';
import { LOGO_STATE } from '../constants.ts';
import { publishProblems, putsOnSale } from './publishable.ts';

describe('publishProblems', () => {
  it('asks for the main and the hover image, gallery images are extra', () => {
    const hasLettering = true;
    expect(publishProblems({ imageKinds: [], hasLettering })).toEqual([
      'logo_publish_needs_main',
      'logo_publish_needs_hover',
    ]);
    expect(publishProblems({ imageKinds: ['main', 'gallery'], hasLettering })).toEqual([
      'logo_publish_needs_hover',
    ]);
    expect(publishProblems({ imageKinds: ['hover'], hasLettering })).toEqual(['logo_publish_needs_main']);
    // A main GIF with its PNG fallback is two rows of one kind.
    expect(publishProblems({ imageKinds: ['main', 'main', 'hover'], hasLettering })).toEqual([]);
  });

  it('asks for a lettering layout, after the images', () => {
    expect(publishProblems({ imageKinds: ['main', 'hover'], hasLettering: false })).toEqual([
      'logo_publish_needs_lettering',
    ]);
    expect(publishProblems({ imageKinds: ['hover'], hasLettering: false })).toEqual([
      'logo_publish_needs_main',
      'logo_publish_needs_lettering',
    ]);
  });
});

describe('putsOnSale', () => {
  it('is a move from outside the shop into normal or negotiating', () => {
    const { normal, negotiating, stopped, sold } = LOGO_STATE;
    expect(putsOnSale(stopped, normal)).toBe(true);
    expect(putsOnSale(stopped, negotiating)).toBe(true);
    expect(putsOnSale(normal, negotiating)).toBe(false);
    expect(putsOnSale(negotiating, normal)).toBe(false);
    expect(putsOnSale(normal, stopped)).toBe(false);
    expect(putsOnSale(sold, stopped)).toBe(false);
  });
});
