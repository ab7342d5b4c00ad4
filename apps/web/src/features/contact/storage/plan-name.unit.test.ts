import { describe, expect, it } from 'vitest';
import { planName } from './plan-name.ts';

describe('planName', () => {
  it('turns a plan key into words', () => {
    expect(planName('standard')).toBe('standard');
    expect(planName('logo-premium_plus')).toBe('logo premium plus');
  });

  it('ignores a missing, empty, long or non-key value', () => {
    expect(planName(null)).toBeNull();
    expect(planName('')).toBeNull();
    expect(planName('-lead')).toBeNull();
    expect(planName('a'.repeat(41))).toBeNull();
    expect(planName('free text <b>')).toBeNull();
    expect(planName('プラン')).toBeNull();
  });
});
