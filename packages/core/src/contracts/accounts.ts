import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { type FieldKey, msg } from '../messages/catalog.ts';
import {
  captchaField,
  digitsField,
  EMAIL,
  emailField,
  needs,
  passwordField,
  rememberField,
  requiredText,
  toAsciiDigits,
} from './account-fields.ts';

export {
  captchaField,
  digitsField,
  EMAIL,
  emailField,
  passwordField,
  rememberField,
  requiredText,
  strongPasswordField,
  toAsciiDigits,
} from './account-fields.ts';

import { localeParam } from './common.ts';

// ---- responses ----------------------------------------------------------------------------

export const accountUser = z
  .object({
    id: z.number().int().meta({ description: 'Also the customer number.' }),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    picture: z.string().nullable(),
    stamp: z
      .string()
      .nullable()
      .meta({ description: 'The stamp (SPEC §3, §7) as last sent to /update-profile.' }),
    first_login: z.boolean(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    company_name: z.string().nullable(),
    address_line_1: z.string().nullable(),
    address_line_2: z.string().nullable(),
    postal_code: z.string().nullable(),
    phone: z.string().nullable(),
    email_verified_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof accountUser>;

export const sessionResponse = z
  .object({
    data: z.object({
      user: accountUser,
      access_token: z.string().meta({
        description:
          'For API clients: send as Authorization: Bearer <token>. Browsers get the same session as an HttpOnly cookie (logoya_session, or __Host-logoya_session over https) and need not keep this.',
      }),
      expires_at: z.string(),
    }),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const meResponse = z.object({ data: accountUser });
export const messageResponse = z.object({ message: z.string() }).meta({ id: 'Message' });

// ---- requests ------------------------------------------------------------------------------

export const loginBody = z.object({
  email: emailField(),
  password: passwordField(),
  remember: rememberField,
  locale: localeParam,
});
export const signInBody = loginBody.extend({ captcha: captchaField });

export const providerLoginBody = z.object({
  provider: z.enum(['google', 'facebook'], { message: msg('provider_failed') }),
  access_token: requiredText('token', 4000),
  locale: localeParam,
});

/** A sign-up field the member may leave out or empty (SPEC §5 lists it, not as required). */
const optionalSignUpText = (field: FieldKey, max = 255) =>
  z
    .string()
    .trim()
    .max(max, { message: msg('max_length', { field, max }) })
    .optional();

/**
 * /sign-up. With `re_send: true` only `email` and `captcha` are needed (a new code is mailed);
 * otherwise name, e-mail, password and both confirmations are required, and the confirmations
 * must match. Company name and address are optional.
 */
export const signUpBody = z
  .object({
    company_name: optionalSignUpText('company_name'),
    name: requiredText('name').optional(),
    email: emailField(),
    email_confirmation: emailField('email_confirmation').optional(),
    password: passwordField().optional(),
    password_confirmation: passwordField('password_confirmation').optional(),
    // Stored as address line 1, a column of 255 characters, like the profile's.
    address: optionalSignUpText('address'),
    captcha: captchaField,
    re_send: z.boolean().optional().default(false),
    locale: localeParam,
  })
  // `when` keeps these checks running when other fields already failed, so every error shows at once.
  .refine((v) => v?.re_send || v?.name !== undefined, needs('name'))
  .refine((v) => v?.re_send || v?.email_confirmation !== undefined, needs('email_confirmation'))
  .refine((v) => v?.re_send || v?.password !== undefined, needs('password'))
  .refine((v) => v?.re_send || v?.password_confirmation !== undefined, needs('password_confirmation'))
  .refine((v) => v?.email_confirmation === undefined || v.email === v.email_confirmation, {
    path: ['email_confirmation'],
    message: msg('email_mismatch'),
    when: () => true,
  })
  .refine((v) => v?.password_confirmation === undefined || v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: msg('password_mismatch'),
    when: () => true,
  });
export type SignUpBody = z.infer<typeof signUpBody>;

/** /register: the short form of /sign-up (name, e-mail, password), with the same protections. */
export const registerBody = z.object({
  name: requiredText('name'),
  email: emailField(),
  password: passwordField(),
  captcha: captchaField,
  re_send: z.boolean().optional().default(false),
  locale: localeParam,
});

export const verifyCodeBody = z.object({
  email: emailField(),
  code: z
    .string({ message: msg('required', { field: 'code' }) })
    .trim()
    .min(1, { message: msg('required', { field: 'code' }) })
    .regex(/^\d{6}$/, { message: msg('otp_invalid') }),
  password: passwordField(),
  remember: rememberField,
  locale: localeParam,
});

export const forgotBody = z.object({
  email: z
    .string({ message: msg('required', { field: 'email' }) })
    .trim()
    .min(1, { message: msg('required', { field: 'email' }) })
    .max(255, { message: msg('max_length', { field: 'email', max: 255 }) })
    .refine((v) => v === '' || EMAIL.test(v), { message: msg('invalid_email') })
    .transform((v) => v.toLowerCase()),
  captcha: captchaField,
  locale: localeParam,
});

export * from './account-passwords.ts';

export const profileFields = z.object({
  name: requiredText('name').optional(),
  firstName: requiredText('first_name', 100).optional(),
  lastName: requiredText('last_name', 100).optional(),
  company_name: z
    .string()
    .trim()
    .max(255, { message: msg('max_length', { field: 'company_name', max: 255 }) })
    .optional(),
  address_line_1: z
    .string()
    .trim()
    .max(255, { message: msg('max_length', { field: 'address', max: 255 }) })
    .optional(),
  address_line_2: z
    .string()
    .trim()
    .max(255, { message: msg('max_length', { field: 'address', max: 255 }) })
    .optional(),
  postal_code: digitsField('postal_code', 20).optional(),
  phone: digitsField('phone', 30).optional(),
  /** SPEC §7: kept as sent (an empty one clears it). */
  stamp: z
    .string()
    .trim()
    .max(255, { message: msg('max_length', { field: 'stamp', max: 255 }) })
    .optional(),
  locale: localeParam,
});
export type ProfileFields = z.infer<typeof profileFields>;

/** The name-capture modal: both names are required, each with 'First name is required'. */
export const nameCaptureFields = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { message: msg('first_name_required') })
    .max(100),
  lastName: z
    .string()
    .trim()
    .min(1, { message: msg('first_name_required') })
    .max(100),
});

export const changeEmailBody = z.object({
  email: emailField(),
  password: passwordField(),
  locale: localeParam,
});
export const verifyEmailChangeBody = z.object({
  code: z
    .string({ message: msg('required', { field: 'code' }) })
    .trim()
    .regex(/^\d{6}$/, { message: msg('otp_invalid') }),
  locale: localeParam,
});

export const captchaChallenge = z
  .looseObject({ parameters: z.looseObject({}), signature: z.string().optional() })
  .meta({ id: 'CaptchaChallenge', description: 'An ALTCHA (v2) challenge for the altcha widget.' });

export const postalCodeParams = z.object({
  code: z
    .string()
    .transform((v) => toAsciiDigits(v).replace(/[-\s]/g, ''))
    .pipe(z.string().regex(/^\d{7}$/, { message: msg('digits_only', { field: 'postal_code' }) })),
});
export const postalAddressResponse = z.object({
  data: z.object({ postal_code: z.string(), prefecture: z.string(), city: z.string(), town: z.string() }),
});
