import { describe, expect, it } from 'vitest';
import { captchaValidation } from './captcha-validation.ts';

describe('captchaValidation', () => {
  it('validates a solved payload after a submit, so its error clears', () => {
    expect(captchaValidation(true, 'payload')).toEqual({ shouldValidate: true });
  });

  it('does not validate the empty value of a new round, so "Captcha is required" does not flash', () => {
    expect(captchaValidation(true, '')).toEqual({ shouldValidate: false });
  });

  it('validates nothing before the first submit', () => {
    expect(captchaValidation(false, 'payload')).toEqual({ shouldValidate: false });
    expect(captchaValidation(false, '')).toEqual({ shouldValidate: false });
  });
});
