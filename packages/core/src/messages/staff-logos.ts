/**
 * Messages of the back office's admin logos, their images, categories, keywords, states and the change log (issue 10), merged into the message catalog. Staff work in
 * Japanese (SPEC §1, §5): the Japanese texts quoted in the spec are used word for word; en and
 * vi carry the same meaning for API callers in those languages.
 */
export const staffLogosEn = {
  staff_logos_placeholder: '',
} satisfies Record<string, string>;

export type StaffLogosMessageKey = keyof typeof staffLogosEn;

export const staffLogosJa: Record<StaffLogosMessageKey, string> = {
  staff_logos_placeholder: '',
};

export const staffLogosVi: Record<StaffLogosMessageKey, string> = {
  staff_logos_placeholder: '',
};
