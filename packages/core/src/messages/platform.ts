/**
 * Messages of the platform itself (faults of the database or the disk), merged into the message
 * catalog like the buying messages.
 */
export const platformEn = {
  service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  storage_full:
    'The server has run out of storage space, so your change was not saved. Please try again later.',
  mail_unavailable: 'We could not send the e-mail right now. Please try again in a moment.',
};

export type PlatformMessageKey = keyof typeof platformEn;

export const platformJa: Record<PlatformMessageKey, string> = {
  service_unavailable: 'ただいまサービスを一時的にご利用いただけません。しばらくしてから再度お試しください。',
  storage_full:
    'サーバーの保存領域が不足しているため、変更を保存できませんでした。しばらくしてから再度お試しください。',
  mail_unavailable: '現在メールを送信できません。しばらくしてから再度お試しください。',
};

export const platformVi: Record<PlatformMessageKey, string> = {
  service_unavailable: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau giây lát.',
  storage_full: 'Máy chủ đã hết dung lượng lưu trữ nên thay đổi của bạn chưa được lưu. Vui lòng thử lại sau.',
  mail_unavailable: 'Hiện không thể gửi email. Vui lòng thử lại sau giây lát.',
};
