/**
 * Messages of the back office's user management and staff invitations (issue 10), merged into the message catalog. Staff work in
 * Japanese (SPEC §1, §5): the Japanese texts quoted in the spec are used word for word; en and
 * vi carry the same meaning for API callers in those languages.
 */
export const staffUsersEn = {
  staff_users_name_required: 'User name is required.',
  staff_users_name_too_long: 'User name may not be longer than 255 characters.',
  staff_users_kana_katakana: 'User name (reading) must be written in full-width katakana.',
  staff_users_kana_too_long: 'User name (reading) may not be longer than 255 characters.',
  staff_users_email_required: 'Email is required.',
  staff_users_email_taken: 'This email address is already registered.',
  staff_users_role_required: 'Role is required.',
  staff_users_role_invalid: 'The role must be admin, designer or user.',
  staff_users_role_filter: 'The role filter must be all, admin, designer or user.',
  staff_users_password_required: 'Password is required.',
  staff_users_not_found: 'The user was not found.',
  staff_users_self_delete: 'You cannot delete your own account.',
  staff_users_self_role: 'You cannot change your own role.',
  staff_users_last_admin: 'The last admin cannot be deleted or given another role.',
  staff_users_created: 'The user was registered.',
  staff_users_updated: 'Updated.',
  staff_users_deleted: 'The user was deleted.',
  staff_users_invitation_sent: 'The e-mail with the link to set a password was sent.',
} satisfies Record<string, string>;

export type StaffUsersMessageKey = keyof typeof staffUsersEn;

export const staffUsersJa: Record<StaffUsersMessageKey, string> = {
  staff_users_name_required: 'ユーザー名は必須入力です。',
  staff_users_name_too_long: 'ユーザー名は255文字以内で入力して下さい。',
  staff_users_kana_katakana: 'ユーザー名 (ヨミガナ)は全角カタカナで入力して下さい。',
  staff_users_kana_too_long: 'ユーザー名 (ヨミガナ)は255文字以内で入力して下さい。',
  staff_users_email_required: 'メールアドレスは必須入力です。',
  staff_users_email_taken: 'このメールアドレスはすでに登録されています。',
  staff_users_role_required: '役割は必須入力です。',
  staff_users_role_invalid: '役割は管理者、デザイナー、ユーザーのいずれかを選択して下さい。',
  staff_users_role_filter: '役割の絞り込みは all、admin、designer、user のいずれかを指定して下さい。',
  staff_users_password_required: 'パスワードは必須入力です。',
  staff_users_not_found: 'ユーザーが見つかりません。',
  staff_users_self_delete: '自分自身のアカウントは削除できません。',
  staff_users_self_role: '自分自身の役割は変更できません。',
  staff_users_last_admin: '最後の管理者は削除または役割の変更ができません。',
  staff_users_created: '登録しました。',
  staff_users_updated: '更新しました。',
  staff_users_deleted: '削除しました。',
  staff_users_invitation_sent: 'パスワード設定用のリンクをメールで送信しました。',
};

export const staffUsersVi: Record<StaffUsersMessageKey, string> = {
  staff_users_name_required: 'Vui lòng nhập tên người dùng.',
  staff_users_name_too_long: 'Tên người dùng không được dài quá 255 ký tự.',
  staff_users_kana_katakana: 'Tên người dùng (cách đọc) phải được viết bằng katakana toàn độ rộng.',
  staff_users_kana_too_long: 'Tên người dùng (cách đọc) không được dài quá 255 ký tự.',
  staff_users_email_required: 'Vui lòng nhập email.',
  staff_users_email_taken: 'Địa chỉ email này đã được đăng ký.',
  staff_users_role_required: 'Vui lòng chọn vai trò.',
  staff_users_role_invalid: 'Vai trò phải là admin, designer hoặc user.',
  staff_users_role_filter: 'Bộ lọc vai trò phải là all, admin, designer hoặc user.',
  staff_users_password_required: 'Vui lòng nhập mật khẩu.',
  staff_users_not_found: 'Không tìm thấy người dùng.',
  staff_users_self_delete: 'Bạn không thể xóa tài khoản của chính mình.',
  staff_users_self_role: 'Bạn không thể thay đổi vai trò của chính mình.',
  staff_users_last_admin: 'Không thể xóa hoặc đổi vai trò của quản trị viên cuối cùng.',
  staff_users_created: 'Đã đăng ký người dùng.',
  staff_users_updated: 'Đã cập nhật.',
  staff_users_deleted: 'Đã xóa người dùng.',
  staff_users_invitation_sent: 'Đã gửi email có liên kết để đặt mật khẩu.',
};
