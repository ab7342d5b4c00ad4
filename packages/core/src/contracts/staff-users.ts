import { z } from 'zod';
import { LIMITS, ROLES } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { EMAIL, PASSWORD_MAX } from './account-fields.ts';
import { localeParam, storableText } from './common.ts';
import { listResponse, staffListQuery } from './staff-list.ts';

/**
 * User management of the back office (SPEC §2 users, §3 User, §5 user form, §7 Users), admins
 * only. The form's messages are the spec's Japanese texts, carried as message codes.
 */

export const USER_SORT_FIELDS = ['id', 'name', 'name_kana', 'email', 'role', 'created_at'] as const;
export const USER_ROLE_FILTERS = ['all', ...ROLES] as const;

/** GET /api/user: the list parameters, and role all | admin | designer | user (default all). */
export const staffUserQuery = staffListQuery(USER_SORT_FIELDS, {
  role: z
    .enum(USER_ROLE_FILTERS, { message: msg('staff_users_role_filter') })
    .optional()
    .meta({ description: 'all (default), admin, designer or user.' }),
});
export type StaffUserQuery = z.output<typeof staffUserQuery>;

/** A user as the back office lists it: never the password, tokens or buyer details. */
export const staffUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_kana: z.string().nullable(),
    email: z.string(),
    role: z.enum(ROLES),
    created_at: z.string(),
    email_verified_at: z.string().nullable(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof staffUser>;

export const staffUserPage = listResponse(staffUser);
export const staffUserResponse = z.object({ data: staffUser });

/** What the account's mail (invitation or set-password link) came to: `failed` keeps the user. */
export const invitationOutcome = z.enum(['sent', 'failed']).meta({
  description:
    'sent: the e-mail with the link to set a password went out; failed: it could not be sent (the user is kept; POST /api/user/{id}/invitation sends a new one).',
});

export const staffUserCreated = z.object({
  data: staffUser,
  message: z.string(),
  invitation: invitationOutcome,
});
export const staffUserUpdated = z.object({ data: staffUser, message: z.string() });

/**
 * Full-width katakana (ァ to ヺ, ・, ー, ヽ, ヾ) and the full-width space; half-width katakana,
 * hiragana and Latin letters are refused (SPEC §5).
 */
export const KATAKANA = /^[\u30A1-\u30FA\u30FB\u30FC\u30FD\u30FE\u3000]+$/;

const nameField = storableText(
  z
    .string({ message: msg('staff_users_name_required') })
    .trim()
    .min(1, { message: msg('staff_users_name_required') })
    .max(255, { message: msg('staff_users_name_too_long') }),
);

/** Optional; empty (or only spaces) means none. */
const nameKanaField = z
  .string({ message: msg('staff_users_kana_katakana') })
  .trim()
  .max(255, { message: msg('staff_users_kana_too_long') })
  .refine((v) => v === '' || KATAKANA.test(v), { message: msg('staff_users_kana_katakana') })
  .nullish()
  .transform((v) => (v ? v : null));

const emailField = z
  .string({ message: msg('staff_users_email_required') })
  .trim()
  .min(1, { message: msg('staff_users_email_required') })
  .max(255, { message: msg('max_length', { field: 'email', max: 255 }) })
  .refine((v) => v === '' || EMAIL.test(v), { message: msg('invalid_email') })
  .transform((v) => v.toLowerCase());

const roleField = z
  .enum(ROLES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? msg('staff_users_role_required')
        : msg('staff_users_role_invalid'),
  })
  .meta({ description: 'admin, designer or user.' });

const passwordRules = z
  .string()
  .min(LIMITS.passwordMin, { message: msg('min_length', { field: 'password', min: LIMITS.passwordMin }) })
  .max(PASSWORD_MAX, { message: msg('max_length', { field: 'password', max: PASSWORD_MAX }) });

/** The form sends the record's id too; the path decides which user is meant, so it is ignored. */
const ignoredId = z
  .union([z.number(), z.string().max(20), z.null()])
  .optional()
  .meta({ description: 'Ignored (the form sends it; the path names the user).' });

/** POST /api/user: every field of the form; the password is required (SPEC §5). */
export const createUserBody = z.object({
  id: ignoredId,
  name: nameField,
  name_kana: nameKanaField,
  email: emailField,
  role: roleField,
  password: z
    .string({ message: msg('staff_users_password_required') })
    .min(1, { message: msg('staff_users_password_required') })
    .pipe(passwordRules)
    .meta({ description: `At least ${LIMITS.passwordMin} characters.` }),
  locale: localeParam,
});
export type CreateUserInput = z.output<typeof createUserBody>;

/** PUT /api/user/{id}: as create, but an empty or missing password leaves it unchanged. */
export const updateUserBody = createUserBody.extend({
  password: z
    .string({ message: msg('min_length', { field: 'password', min: LIMITS.passwordMin }) })
    .refine((v) => v === '' || v.length >= LIMITS.passwordMin, {
      message: msg('min_length', { field: 'password', min: LIMITS.passwordMin }),
    })
    .refine((v) => v.length <= PASSWORD_MAX, {
      message: msg('max_length', { field: 'password', max: PASSWORD_MAX }),
    })
    .nullish()
    .transform((v) => (v ? v : undefined))
    .meta({ description: 'Empty or missing: unchanged.' }),
});
export type UpdateUserInput = z.output<typeof updateUserBody>;
