/**
 * Messages of the platform itself (faults of the database or the disk), merged into the message
 * catalog like the buying messages.
 */
export const platformEn = {
  service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  storage_full:
    'The server has run out of storage space, so your change was not saved. Please try again later.',
  mail_unavailable: 'We could not send the e-mail right now. Please try again in a moment.',
  url_invalid: 'The address of this request is not valid. Please check the link and try again.',
  url_too_long: 'The address of this request is too long.',
};

export type PlatformMessageKey = keyof typeof platformEn;

export const platformJa: Record<PlatformMessageKey, string> = {
  service_unavailable: 'ただいまサービスを一時的にご利用いただけません。しばらくしてから再度お試しください。',
  storage_full:
    'サーバーの保存領域が不足しているため、変更を保存できませんでした。しばらくしてから再度お試しください。',
  mail_unavailable: '現在メールを送信できません。しばらくしてから再度お試しください。',
  url_invalid: 'このリクエストのURLが正しくありません。リンクを確認してもう一度お試しください。',
  url_too_long: 'このリクエストのURLが長すぎます。',
};

export const platformVi: Record<PlatformMessageKey, string> = {
  service_unavailable: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau giây lát.',
  storage_full: 'Máy chủ đã hết dung lượng lưu trữ nên thay đổi của bạn chưa được lưu. Vui lòng thử lại sau.',
  mail_unavailable: 'Hiện không thể gửi email. Vui lòng thử lại sau giây lát.',
  url_invalid: 'Địa chỉ của yêu cầu này không hợp lệ. Vui lòng kiểm tra liên kết và thử lại.',
  url_too_long: 'Địa chỉ của yêu cầu này quá dài.',
};
