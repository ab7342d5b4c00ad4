import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { type FieldKey, msg } from '../messages/catalog.ts';

/** Field builders shared by the account contracts: each carries the spec's message codes. */

/** Basic address pattern (SPEC §5): something@domain.tld, ASCII, no spaces. */
export const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const PASSWORD_MAX = 128;

export const requiredText = (field: FieldKey, max = 255) =>
  z
    .string({ message: msg('required', { field }) })
    .trim()
    .min(1, { message: msg('required', { field }) })
    .max(max, { message: msg('max_length', { field, max }) });

export const emailField = (field: 'email' | 'email_confirmation' = 'email') =>
  z
    .string({ message: msg('required', { field }) })
    .trim()
    .min(1, { message: msg('required', { field }) })
    .max(255, { message: msg('max_length', { field, max: 255 }) })
    .refine((v) => v === '' || EMAIL.test(v), { message: msg('invalid_email') })
    .transform((v) => v.toLowerCase());

export const passwordField = (
  field:
    | 'password'
    | 'new_password'
    | 'old_password'
    | 'password_confirmation'
    | 'confirmation_password' = 'password',
) =>
  z
    .string({ message: msg('required', { field }) })
    .min(1, { message: msg('required', { field }) })
    .refine((v) => v.length === 0 || v.length >= LIMITS.passwordMin, {
      message: msg('min_length', { field, min: LIMITS.passwordMin }),
    })
    .max(PASSWORD_MAX, { message: msg('max_length', { field, max: PASSWORD_MAX }) });

/** A new password also needs a lowercase letter and a digit (SPEC §5, password change). */
export const strongPasswordField = (field: 'new_password' | 'password' = 'new_password') =>
  passwordField(field).refine((v) => /[a-z]/.test(v) && /\d/.test(v), {
    message: msg('password_rule', { field }),
  });

export const captchaField = z
  .string({ message: msg('captcha_required') })
  .min(1, { message: msg('captcha_required') })
  .max(4000, { message: msg('captcha_invalid') })
  .meta({ description: 'The solved ALTCHA payload (base64) from GET /api/captcha/challenge.' });

export const rememberField = z.boolean().optional().default(false);

/** Digits and spaces only; full-width digits and spaces are converted first (SPEC §5). */
export function toAsciiDigits(value: string): string {
  return value
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ');
}
export const digitsField = (field: 'postal_code' | 'phone', max: number) =>
  z
    .string()
    .transform((v) => toAsciiDigits(v).trim())
    .pipe(
      z
        .string()
        .max(max, { message: msg('max_length', { field, max }) })
        .regex(/^[\d ]*$/, { message: msg('digits_only', { field }) }),
    );

/**
 * A refine option: `field` is required (its message), reported at `path` (the field by default).
 * The check runs beside the other fields' own errors, but only on an object: a body left out
 * reaches validation as null, and reading a field of it would be a 500.
 */
export const needs = (field: FieldKey, path: string = field) => ({
  path: [path],
  message: msg('required', { field }),
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
});
