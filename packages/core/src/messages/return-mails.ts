/**
 * Messages of the return mails' calls (issue 26, ADR 0110), merged into the message catalog.
 */
export const returnMailsEn = {
  unsubscribe_link_invalid: 'This unsubscribe link is not valid.',
};

export type ReturnMailsMessageKey = keyof typeof returnMailsEn;

export const returnMailsJa: Record<ReturnMailsMessageKey, string> = {
  unsubscribe_link_invalid: 'この配信停止リンクは無効です。',
};

export const returnMailsVi: Record<ReturnMailsMessageKey, string> = {
  unsubscribe_link_invalid: 'Liên kết hủy đăng ký này không hợp lệ.',
};
