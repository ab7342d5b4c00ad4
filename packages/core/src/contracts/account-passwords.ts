import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { emailField, needs, passwordField, requiredText, strongPasswordField } from './account-fields.ts';
import { localeParam } from './common.ts';

/** Password reset, first password, password change and the e-mail check: the password calls' bodies. */

const tokenField = requiredText('token', 200);

export const passwordResetBody = z
  .object({
    email: emailField(),
    token: tokenField,
    password: passwordField('new_password'),
    confirmation_password: z
      .string({ message: msg('required', { field: 'confirmation_password' }) })
      .min(1, { message: msg('required', { field: 'confirmation_password' }) }),
    locale: localeParam,
  })
  .refine((v) => v.password === v.confirmation_password, {
    path: ['confirmation_password'],
    message: msg('password_mismatch'),
  });

export const resetPasswordBody = z.object({
  email: emailField(),
  token: tokenField,
  password: passwordField('new_password'),
  locale: localeParam,
});

export const tokenBody = z.object({ token: tokenField, locale: localeParam });
export const createPasswordBody = z.object({
  token: tokenField,
  password: strongPasswordField('password'),
  locale: localeParam,
});
export const checkEmailBody = z.object({ email: emailField(), locale: localeParam });

export const updatePasswordBody = z
  .object({
    oldPass: passwordField('old_password'),
    newPass: strongPasswordField('new_password'),
    confirmPass: z.string({ message: msg('required', { field: 'confirmation_password' }) }).min(1, {
      message: msg('required', { field: 'confirmation_password' }),
    }),
    locale: localeParam,
  })
  .refine((v) => v.newPass === v.confirmPass, { path: ['confirmPass'], message: msg('password_mismatch') });

/** Each field of a password change and its SPEC §3 spelling, both accepted by /update-password. */
const PASSWORD_CHANGE_NAMES = {
  oldPass: 'password',
  newPass: 'new_password',
  confirmPass: 'confirm_password',
} as const;
type PasswordChangeField = keyof typeof PASSWORD_CHANGE_NAMES;
/** The name the caller used for a field: errors are keyed by it. */
const sentName = (v: Record<string, unknown>, field: PasswordChangeField) =>
  v[field] === undefined && v[PASSWORD_CHANGE_NAMES[field]] !== undefined
    ? PASSWORD_CHANGE_NAMES[field]
    : field;
const confirmField = () =>
  z.string({ message: msg('required', { field: 'confirmation_password' }) }).min(1, {
    message: msg('required', { field: 'confirmation_password' }),
  });

/**
 * The body of POST /update-password: `oldPass`, `newPass`, `confirmPass` (the web app's names) or
 * SPEC §3's `password`, `new_password`, `confirm_password`; errors name the field as it was sent.
 * The result is the canonical form, with the name used for the current password.
 */
export const updatePasswordRequest = z
  .object({
    oldPass: passwordField('old_password').optional(),
    password: passwordField('old_password').optional().meta({ description: 'SPEC §3 name of oldPass.' }),
    newPass: strongPasswordField('new_password').optional(),
    new_password: strongPasswordField('new_password')
      .optional()
      .meta({ description: 'SPEC §3 name of newPass.' }),
    confirmPass: confirmField().optional(),
    confirm_password: confirmField().optional().meta({ description: 'SPEC §3 name of confirmPass.' }),
    locale: localeParam,
  })
  .refine((v) => v.oldPass !== undefined || v.password !== undefined, needs('old_password', 'oldPass'))
  .refine((v) => v.newPass !== undefined || v.new_password !== undefined, needs('new_password', 'newPass'))
  .refine(
    (v) => v.confirmPass !== undefined || v.confirm_password !== undefined,
    needs('confirmation_password', 'confirmPass'),
  )
  .superRefine((v, ctx) => {
    const next = v.newPass ?? v.new_password;
    const confirm = v.confirmPass ?? v.confirm_password;
    // Like the other checks of a pair: only once both are given (an empty one is already refused).
    if (next && confirm && next !== confirm) {
      ctx.addIssue({ code: 'custom', path: [sentName(v, 'confirmPass')], message: msg('password_mismatch') });
    }
  })
  .transform((v) => ({
    oldPass: (v.oldPass ?? v.password) as string,
    newPass: (v.newPass ?? v.new_password) as string,
    oldPassField: sentName(v, 'oldPass'),
    locale: v.locale,
  }));

export const updateFirstPasswordBody = z
  .object({
    newPass: strongPasswordField('new_password'),
    confirmPass: z.string({ message: msg('required', { field: 'confirmation_password' }) }).min(1, {
      message: msg('required', { field: 'confirmation_password' }),
    }),
    locale: localeParam,
  })
  .refine((v) => v.newPass === v.confirmPass, { path: ['confirmPass'], message: msg('password_mismatch') });
