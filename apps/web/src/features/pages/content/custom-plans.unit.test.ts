import { contactTexts } from '@logoya/core/i18n/areas/contact';
import { formatMoney } from '@logoya/core/rules/money';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_FEES,
  CUSTOM_OPTIONS,
  CUSTOM_PLANS,
  hirePath,
  MODIFICATION_CANCEL_PERCENT,
} from './custom-plans.ts';

const plan = (key: string) => CUSTOM_PLANS.find((p) => p.key === key);
const option = (key: string) => CUSTOM_OPTIONS.find((o) => o.key === key);

describe('custom design plans (SPEC §9, VND, tax included)', () => {
  it('has the seven plans at the spec amounts, shown as Vietnamese money', () => {
    const shown = Object.fromEntries(
      CUSTOM_PLANS.map((p) => [p.key, formatMoney({ amount: p.priceVnd, currency: 'VND' })]),
    );
    expect(shown).toEqual({
      'layout-change': '1.500.000 ₫',
      'redo-existing': '2.050.000 ₫',
      'sketch-to-vector': '1.100.000 ₫',
      'extra-design': '265.000 ₫',
      basic: '5.000.000 ₫',
      business: '8.000.000 ₫',
      vip: '15.000.000 ₫',
    });
  });

  it('keeps the proposals, days and revisions of each plan', () => {
    expect(plan('layout-change')).toMatchObject({ days: 3, freeRevisions: 2 });
    expect(plan('redo-existing')).toMatchObject({ proposals: 2, days: 5 });
    expect(plan('sketch-to-vector')).toMatchObject({ proposals: 1, days: 3, freeRevisions: 2 });
    expect(plan('extra-design')).toMatchObject({ perItem: true });
    expect(plan('basic')).toMatchObject({
      proposals: 3,
      firstProposalDays: 5,
      brandSetExtraDays: 3,
      freeRevisions: 2,
    });
    expect(plan('business')).toMatchObject({ proposals: 5, freeRevisions: 3 });
    expect(plan('vip')).toMatchObject({ proposals: 5, revisionsInProposals: 2, unlimitedDays: 30 });
  });

  it('has the three options at the spec amounts', () => {
    expect(option('lettering')?.priceVnd).toBe(2_150_000);
    expect(option('rush')).toMatchObject({ priceVnd: 1_500_000, firstProposalDays: 3 });
    expect(option('detailedRevision')).toMatchObject({
      priceVnd: 3_000_000,
      unlimitedMonths: 1,
      daysEach: 3,
    });
    expect(CUSTOM_OPTIONS).toHaveLength(3);
  });

  it('charges cancellation by progress: 0, 50, 75, 100 percent; modification plans 50 percent', () => {
    expect(CANCELLATION_FEES.map((f) => [f.stage, f.percent])).toEqual([
      ['beforePayment', 0],
      ['hearing', 50],
      ['design', 75],
      ['revisions', 100],
    ]);
    expect(MODIFICATION_CANCEL_PERCENT).toBe(50);
  });

  it('links the hire-us buttons to the contact page with the plan', () => {
    expect(hirePath('basic')).toBe('/contact?plan=basic');
    expect(hirePath()).toBe('/contact');
  });
});

describe('plan names for the prefilled contact message', () => {
  it('names every plan and option in each shop language, and no key that is not a plan', () => {
    const keys = [...CUSTOM_PLANS, ...CUSTOM_OPTIONS].map((p) => p.key).sort();
    for (const lang of ['en', 'ja', 'vi'] as const) {
      const plans = contactTexts[lang].form.plans as Record<string, string>;
      expect(Object.keys(plans).sort()).toEqual(keys);
      for (const key of keys) expect(plans[key]?.trim()).toBeTruthy();
    }
  });
});
