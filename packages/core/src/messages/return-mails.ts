/**
 * Messages of the return mails' calls (issue 26, ADR 0110), merged into the message catalog.
 */
export const returnMailsEn = {
  unsubscribe_link_invalid:
    'This unsubscribe link is not valid. You can change your mail settings on your profile page.',
  unsubscribe_too_many: 'Too many tries. Please wait a moment.',
};

export type ReturnMailsMessageKey = keyof typeof returnMailsEn;

export const returnMailsJa: Record<ReturnMailsMessageKey, string> = {
  unsubscribe_link_invalid: 'この配信停止リンクは無効です。メールの設定はプロフィールページで変更できます。',
  unsubscribe_too_many: '操作の回数が多すぎます。少しお待ちください。',
};

export const returnMailsVi: Record<ReturnMailsMessageKey, string> = {
  unsubscribe_link_invalid:
    'Liên kết hủy đăng ký này không hợp lệ. Bạn có thể đổi cài đặt thư trong trang hồ sơ.',
  unsubscribe_too_many: 'Bạn đã thử quá nhiều lần. Vui lòng chờ một lát.',
};
