import { z } from 'zod';
import { type FieldKey, msg } from '../messages/catalog.ts';
import { EMAIL } from './account-fields.ts';
import { bodyId, idParam, localeParam, pageMeta, pageParam } from './common.ts';
import { listPerPageParam } from './staff-list.ts';

export const CONTACT_CONTENT_MAX = 5000;

const optionalText = (field: FieldKey, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: msg('max_length', { field, max }) })
    .optional()
    .transform((v) => (v ? v : null));

const requiredEmail = (field: 'email' | 'email_confirmation') =>
  z
    .string({ message: msg('required', { field }) })
    .trim()
    .min(1, { message: msg('required', { field }) })
    .max(255, { message: msg('max_length', { field, max: 255 }) })
    .refine((v) => v === '' || EMAIL.test(v), { message: msg('invalid_email') });

/**
 * POST /api/contacts (SPEC §5 Contact): name, e-mail and its confirmation, and the message are
 * required; company, phone and addresses are optional.
 */
export const contactBody = z
  .object({
    company_name: optionalText('company_name', 255),
    name: z
      .string({ message: msg('contact_name_required') })
      .trim()
      .min(1, { message: msg('contact_name_required') })
      .max(255, { message: msg('max_length', { field: 'name', max: 255 }) }),
    tel: optionalText('tel', 30),
    email: requiredEmail('email'),
    email_confirm: requiredEmail('email_confirmation'),
    address_1: optionalText('address_1', 255),
    address_2: optionalText('address_2', 255),
    content: z
      .string({ message: msg('required', { field: 'content' }) })
      .trim()
      .min(1, { message: msg('required', { field: 'content' }) })
      .max(CONTACT_CONTENT_MAX, {
        message: msg('max_length', { field: 'content', max: CONTACT_CONTENT_MAX }),
      }),
    locale: localeParam,
  })
  .superRefine((value, ctx) => {
    if (
      value.email &&
      value.email_confirm &&
      value.email.toLowerCase() !== value.email_confirm.toLowerCase()
    ) {
      ctx.addIssue({ code: 'custom', path: ['email_confirm'], message: msg('email_mismatch') });
    }
  });
export type ContactBody = z.input<typeof contactBody>;
export type ContactInput = z.infer<typeof contactBody>;

export const contactResponse = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });

/** GET /api/contacts (back office): newest first, searched by name, e-mail, company or message. */
export const contactListQuery = z.object({
  search_text: z
    .string()
    .trim()
    .max(100, { message: 'The search text may not be longer than 100 characters.' })
    .optional(),
  per_page: listPerPageParam,
  page: pageParam,
  locale: localeParam,
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const contactRecord = z
  .object({
    id: z.number().int(),
    user_id: z.number().int().nullable(),
    company_name: z.string().nullable(),
    name: z.string(),
    tel: z.string().nullable(),
    email: z.string(),
    address_1: z.string().nullable(),
    address_2: z.string().nullable(),
    content: z.string(),
    locale: z.string(),
    ip: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Contact' });
export type ContactRecord = z.infer<typeof contactRecord>;
export const contactListResponse = z.object({ data: z.array(contactRecord), meta: pageMeta });
export type ContactListResponse = z.infer<typeof contactListResponse>;

/** Free logo request (/logo-mark-req): what the member wants drawn. */
export const logoRequestBody = z.object({
  industry_id: bodyId('industry_id').nullable().optional(),
  taste_id: bodyId('taste_id').nullable().optional(),
  logo_text: z
    .string({ message: msg('required', { field: 'logo_text' }) })
    .trim()
    .min(1, { message: msg('required', { field: 'logo_text' }) })
    .max(100, { message: msg('max_length', { field: 'logo_text', max: 100 }) }),
  notes: optionalText('notes', 2000),
  locale: localeParam,
});
export type LogoRequestBody = z.input<typeof logoRequestBody>;
export type LogoRequestInput = z.infer<typeof logoRequestBody>;

export const logoRequest = z
  .object({
    id: z.number().int(),
    industry: z
      .object({ id: z.number().int(), name_ja: z.string(), name_en: z.string(), name_vi: z.string() })
      .nullable(),
    taste: z
      .object({ id: z.number().int(), name_ja: z.string(), name_en: z.string(), name_vi: z.string() })
      .nullable(),
    logo_text: z.string(),
    notes: z.string().nullable(),
    status: z.number().int().meta({ description: '1 new, 2 in progress, 3 done, 4 declined.' }),
    created_at: z.string(),
  })
  .meta({ id: 'LogoRequest' });
export type LogoRequest = z.infer<typeof logoRequest>;
export const logoRequestResponse = z.object({ message: z.string(), data: logoRequest });
export const myLogoRequestsResponse = z.object({ data: z.array(logoRequest) });
export const logoRequestIdParams = z.object({ id: idParam });
