/**
 * Messages of the server-side protections added in the hardening work (issue 9), merged into
 * the message catalog like the buying messages.
 */
export const hardeningEn = {
  first_password_required: 'Please set a new password before you continue.',
};

export type HardeningMessageKey = keyof typeof hardeningEn;

export const hardeningJa: Record<HardeningMessageKey, string> = {
  first_password_required: '続行する前に新しいパスワードを設定してください。',
};

export const hardeningVi: Record<HardeningMessageKey, string> = {
  first_password_required: 'Vui lòng đặt mật khẩu mới trước khi tiếp tục.',
};
