import { z } from 'zod';
import { type MessageKey, msg } from '../messages/catalog.ts';
import { idParam, localeParam, storableText, wholeNumber } from './common.ts';
import { contactRecord, logoRequest } from './contacts.ts';
import { listResponse, staffListQuery } from './staff-list.ts';

/**
 * Back-office calls on genres (colours), industries, tastes, keywords, address searches, free
 * logo requests and contact messages (SPEC §2, §3, §5, §7; issue 10). All are admin-only.
 */

// ---------------------------------------------------------------- colours, industries, tastes

/** The three category kinds share one contract and one implementation; the path names the kind. */
export const CATEGORY_KINDS = ['colors', 'industries', 'tastes'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

const SINGULAR = { colors: 'color', industries: 'industry', tastes: 'taste' } as const;
type Singular = (typeof SINGULAR)[CategoryKind];

/** The message codes of one kind: its required names, taken slug, in-use refusal and 404. */
export function categoryMessages(kind: CategoryKind) {
  const s: Singular = SINGULAR[kind];
  const key = <K extends MessageKey>(k: K) => k;
  return {
    name_ja: msg(key(`staff_${s}_name_ja_required`)),
    name_en: msg(key(`staff_${s}_name_en_required`)),
    name_vi: msg(key(`staff_${s}_name_vi_required`)),
    keyTaken: msg(key(`staff_${s}_key_taken`)),
    notFound: msg(key(`staff_${s}_not_found`)),
    /** 'このジャンルは12件のロゴで使われているため削除できません。' */
    inUse: (count: number) => `${msg(key(`staff_${s}_in_use`))}?count=${count}`,
  };
}

/** A slug: lowercase ASCII letters, digits, '_' and '-' (empty is left to the required check). */
export const SLUG = /^[a-z0-9_-]*$/;
export const CATEGORY_NAME_MAX = 255;
export const KEY_NAME_MAX = 100;

const requiredName = (message: string) =>
  storableText(
    z
      .string({ message })
      .trim()
      .min(1, { message })
      .max(CATEGORY_NAME_MAX, { message: msg('staff_name_too_long') }),
  );

const keyName = storableText(
  z
    .string({ message: msg('staff_key_name_required') })
    .trim()
    .min(1, { message: msg('staff_key_name_required') })
    .max(KEY_NAME_MAX, { message: msg('staff_key_name_too_long') })
    .regex(SLUG, { message: msg('staff_key_name_format') }),
).meta({ description: `Lowercase letters, digits, '_' or '-'; at most ${KEY_NAME_MAX}; unique per kind.` });

/** POST /api/{kind} and PUT /api/{kind}/{id}: the three names and the slug, all required. */
export function categoryBody(kind: CategoryKind) {
  const m = categoryMessages(kind);
  return z.object({
    name_ja: requiredName(m.name_ja),
    name_en: requiredName(m.name_en),
    name_vi: requiredName(m.name_vi),
    key_name: keyName,
    locale: localeParam,
  });
}
export type CategoryBody = z.input<ReturnType<typeof categoryBody>>;
export type CategoryInput = z.output<ReturnType<typeof categoryBody>>;

export const CATEGORY_SORT_FIELDS = [
  'id',
  'name_ja',
  'name_en',
  'name_vi',
  'key_name',
  'created_at',
] as const;
/** GET /api/{kind}: search_text matches the three names and the slug; newest first by default. */
export const staffCategoryQuery = staffListQuery(CATEGORY_SORT_FIELDS);
export type StaffCategoryQuery = z.output<typeof staffCategoryQuery>;

export const staffCategory = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: 'The Japanese name (name_ja), as the back office shows it.' }),
    name_ja: z.string(),
    name_en: z.string(),
    name_vi: z.string(),
    key_name: z.string(),
    logos_count: z.number().int().meta({ description: 'Logos (not deleted) that use it.' }),
    created_at: z.string(),
  })
  .meta({ id: 'StaffCategory' });
export type StaffCategory = z.infer<typeof staffCategory>;
export const staffCategoryPage = listResponse(staffCategory);
export type StaffCategoryPage = z.infer<typeof staffCategoryPage>;
export const staffCategoryResponse = z.object({ data: staffCategory, message: z.string().optional() });

/** The answer of a delete: a message only. */
export const staffDeletedResponse = z.object({ message: z.string() });

export const staffIdParams = z.object({ id: idParam });
export const staffLocaleQuery = z.object({ locale: localeParam });

// ---------------------------------------------------------------- keywords

const keywordName = (key: MessageKey) => requiredName(msg(key));

/** POST /api/keywords and POST /api/keywords/update/{id}: the three names, all required. */
export const keywordBody = z.object({
  name_ja: keywordName('staff_keyword_name_ja_required'),
  name_vi: keywordName('staff_keyword_name_vi_required'),
  name_en: keywordName('staff_keyword_name_en_required'),
  locale: localeParam,
});
export type KeywordBody = z.input<typeof keywordBody>;
export type KeywordInput = z.output<typeof keywordBody>;

export const KEYWORD_SORT_FIELDS = ['id', 'name_ja', 'name_vi', 'name_en'] as const;
/** GET /api/keywords: search_text matches the three names; newest first by default. */
export const staffKeywordQuery = staffListQuery(KEYWORD_SORT_FIELDS);
export type StaffKeywordQuery = z.output<typeof staffKeywordQuery>;

export const staffKeyword = z
  .object({
    id: z.number().int(),
    keyword_language: z.object({ ja: z.string(), vi: z.string(), en: z.string() }),
    name_ja: z.string(),
    name_vi: z.string(),
    name_en: z.string(),
    logos_count: z.number().int().meta({ description: 'Logos (not deleted) tagged with it.' }),
    created_at: z.string(),
  })
  .meta({ id: 'StaffKeyword' });
export type StaffKeyword = z.infer<typeof staffKeyword>;
export const staffKeywordPage = listResponse(staffKeyword);
export type StaffKeywordPage = z.infer<typeof staffKeywordPage>;
export const staffKeywordResponse = z.object({ data: staffKeyword, message: z.string().optional() });

// ---------------------------------------------------------------- address searches

export const ADDRESS_SEARCH_SORT_FIELDS = ['id', 'address_ip', 'postal_code', 'created_at'] as const;
/** GET /api/address-search: search_text matches the IP and the code; newest first by default. */
export const addressSearchQuery = staffListQuery(ADDRESS_SEARCH_SORT_FIELDS);
export type AddressSearchQuery = z.output<typeof addressSearchQuery>;
export const addressSearchItem = z
  .object({
    id: z.number().int(),
    address_ip: z.string(),
    postal_code: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AddressSearch' });
export type AddressSearchItem = z.infer<typeof addressSearchItem>;
export const addressSearchPage = listResponse(addressSearchItem);
export type AddressSearchPage = z.infer<typeof addressSearchPage>;

// ---------------------------------------------------------------- free logo requests, contacts

const member = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .meta({ description: 'The member who sent it.' });

export const LOGO_REQUEST_STATUSES = [1, 2, 3, 4] as const;
export const LOGO_REQUEST_SORT_FIELDS = ['id', 'status', 'created_at'] as const;
/**
 * GET /api/logo-requests: search_text matches the logo text, the notes and the member's name and
 * e-mail; status filters (1 new, 2 in progress, 3 done, 4 declined). Newest first by default.
 */
export const staffLogoRequestQuery = staffListQuery(LOGO_REQUEST_SORT_FIELDS, {
  status: wholeNumber('status')
    .pipe(
      z
        .number()
        .int({ message: msg('staff_request_status') })
        .min(1, { message: msg('staff_request_status') })
        .max(4, { message: msg('staff_request_status') }),
    )
    .optional(),
});
export type StaffLogoRequestQuery = z.output<typeof staffLogoRequestQuery>;
export const staffLogoRequest = logoRequest
  .extend({ locale: z.string(), member })
  .meta({ id: 'StaffLogoRequest' });
export type StaffLogoRequest = z.infer<typeof staffLogoRequest>;
export const staffLogoRequestPage = listResponse(staffLogoRequest);
export type StaffLogoRequestPage = z.infer<typeof staffLogoRequestPage>;
export const staffLogoRequestResponse = z.object({ data: staffLogoRequest });

/** GET /api/contacts/{id}: the message, and the member who sent it when signed in. */
export const staffContact = contactRecord.extend({ member: member.nullable() }).meta({ id: 'StaffContact' });
export type StaffContact = z.infer<typeof staffContact>;
export const staffContactResponse = z.object({ data: staffContact });
