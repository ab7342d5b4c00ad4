import { contactTexts } from '@logoya/core/i18n/areas/contact';
import { describe, expect, it } from 'vitest';
import { planName } from './plan-name.ts';

describe('planName', () => {
  it('names a plan key in the language of the table', () => {
    expect(planName('business', contactTexts.vi.form.plans)).toBe('Gói Doanh nghiệp');
    expect(planName('business', contactTexts.en.form.plans)).toBe('Business plan');
    expect(planName(' layout-change ', contactTexts.ja.form.plans)).toBe('レイアウト変更');
    expect(planName('detailedRevision', contactTexts.vi.form.plans)).toBe('Chỉnh sửa chi tiết');
  });

  it('ignores a missing, empty, unknown or crafted value', () => {
    const plans = contactTexts.en.form.plans;
    expect(planName(null, plans)).toBeNull();
    expect(planName('', plans)).toBeNull();
    expect(planName('logo-premium', plans)).toBeNull();
    expect(planName('free text <b>', plans)).toBeNull();
    expect(planName('toString', plans)).toBeNull();
    expect(planName('__proto__', plans)).toBeNull();
  });
});
