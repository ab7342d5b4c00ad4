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
  list_per_page: 'The per page must be one of 10, 15, 25, 50, 100.',
  list_sort_field: 'This column cannot be sorted.',
  list_sort_value: 'The sort must be asc or desc.',
  list_search_too_long: 'The search text may not be longer than 100 characters.',
};

export type PlatformMessageKey = keyof typeof platformEn;

export const platformJa: Record<PlatformMessageKey, string> = {
  service_unavailable: 'ただいまサービスを一時的にご利用いただけません。しばらくしてから再度お試しください。',
  storage_full:
    'サーバーの保存領域が不足しているため、変更を保存できませんでした。しばらくしてから再度お試しください。',
  mail_unavailable: '現在メールを送信できません。しばらくしてから再度お試しください。',
  url_invalid: 'このリクエストのURLが正しくありません。リンクを確認してもう一度お試しください。',
  url_too_long: 'このリクエストのURLが長すぎます。',
  list_per_page: '表示件数は10、15、25、50、100のいずれかを選んでください。',
  list_sort_field: 'この列では並べ替えできません。',
  list_sort_value: '並び順はascまたはdescで指定してください。',
  list_search_too_long: '検索キーワードは100文字以内で入力してください。',
};

export const platformVi: Record<PlatformMessageKey, string> = {
  service_unavailable: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau giây lát.',
  storage_full: 'Máy chủ đã hết dung lượng lưu trữ nên thay đổi của bạn chưa được lưu. Vui lòng thử lại sau.',
  mail_unavailable: 'Hiện không thể gửi email. Vui lòng thử lại sau giây lát.',
  url_invalid: 'Địa chỉ của yêu cầu này không hợp lệ. Vui lòng kiểm tra liên kết và thử lại.',
  url_too_long: 'Địa chỉ của yêu cầu này quá dài.',
  list_per_page: 'Số mục mỗi trang phải là 10, 15, 25, 50 hoặc 100.',
  list_sort_field: 'Không thể sắp xếp theo cột này.',
  list_sort_value: 'Thứ tự sắp xếp phải là asc hoặc desc.',
  list_search_too_long: 'Từ khóa tìm kiếm không được dài quá 100 ký tự.',
};
