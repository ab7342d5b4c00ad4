/**
 * Messages of the platform itself (faults of the database or the disk, refused requests and
 * bodies, the error handler's own answers), merged into the message catalog like the buying
 * messages. No platform answer is English written in the code (ADR 0084).
 */
export const platformEn = {
  service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  storage_full:
    'The server has run out of storage space, so your change was not saved. Please try again later.',
  mail_unavailable: 'We could not send the e-mail right now. Please try again in a moment.',
  url_invalid: 'The address of this request is not valid. Please check the link and try again.',
  url_too_long: 'The address of this request is too long.',
  request_headers_too_large: 'The address or the headers of this request are too long.',
  request_malformed: 'This request could not be read. Please check it and try again.',
  request_too_large: 'This request is too large.',
  request_timeout: 'The request took too long to arrive. Please try again.',
  expectation_unsupported: 'The Expect header of this request is not supported.',
  list_per_page: 'The per page must be one of 10, 15, 25, 50, 100.',
  list_sort_field: 'This column cannot be sorted.',
  list_sort_value: 'The sort must be asc or desc.',
  list_search_too_long: 'The search text may not be longer than 100 characters.',
  not_found: 'Not found.',
  invalid_input: 'The given data was invalid.',
  locale_invalid: 'The locale must be a language code such as en, ja or vi.',
  body_invalid_json: 'The request body is not valid JSON.',
  body_media_type: 'This content type is not supported.',
  body_too_large: 'The request body is too large.',
  body_required: 'This request needs a body: send its fields as a JSON object.',
  server_fault: 'Something went wrong on our side. Please try again later.',
};

export type PlatformMessageKey = keyof typeof platformEn;

export const platformJa: Record<PlatformMessageKey, string> = {
  service_unavailable: 'ただいまサービスを一時的にご利用いただけません。しばらくしてから再度お試しください。',
  storage_full:
    'サーバーの保存領域が不足しているため、変更を保存できませんでした。しばらくしてから再度お試しください。',
  mail_unavailable: '現在メールを送信できません。しばらくしてから再度お試しください。',
  url_invalid: 'このリクエストのURLが正しくありません。リンクを確認してもう一度お試しください。',
  url_too_long: 'このリクエストのURLが長すぎます。',
  request_headers_too_large: 'このリクエストのURLまたはヘッダーが長すぎます。',
  request_malformed: 'このリクエストを読み取れませんでした。内容を確認してもう一度お試しください。',
  request_too_large: 'このリクエストは大きすぎます。',
  request_timeout: 'リクエストの受信に時間がかかりすぎました。もう一度お試しください。',
  expectation_unsupported: 'このリクエストのExpectヘッダーには対応していません。',
  list_per_page: '表示件数は10、15、25、50、100のいずれかを選んでください。',
  list_sort_field: 'この列では並べ替えできません。',
  list_sort_value: '並び順はascまたはdescで指定してください。',
  list_search_too_long: '検索キーワードは100文字以内で入力してください。',
  not_found: '見つかりません。',
  invalid_input: '入力内容が正しくありません。',
  locale_invalid: '言語はen、ja、viなどの言語コードで指定してください。',
  body_invalid_json: 'リクエストの本文が正しいJSONではありません。',
  body_media_type: 'この形式（Content-Type）には対応していません。',
  body_too_large: 'リクエストの本文が大きすぎます。',
  body_required: 'このリクエストには本文が必要です。項目をJSONオブジェクトで送信してください。',
  server_fault: 'サーバーで問題が発生しました。しばらくしてから再度お試しください。',
};

export const platformVi: Record<PlatformMessageKey, string> = {
  service_unavailable: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau giây lát.',
  storage_full: 'Máy chủ đã hết dung lượng lưu trữ nên thay đổi của bạn chưa được lưu. Vui lòng thử lại sau.',
  mail_unavailable: 'Hiện không thể gửi email. Vui lòng thử lại sau giây lát.',
  url_invalid: 'Địa chỉ của yêu cầu này không hợp lệ. Vui lòng kiểm tra liên kết và thử lại.',
  url_too_long: 'Địa chỉ của yêu cầu này quá dài.',
  request_headers_too_large: 'Địa chỉ hoặc các tiêu đề của yêu cầu này quá dài.',
  request_malformed: 'Không thể đọc yêu cầu này. Vui lòng kiểm tra và thử lại.',
  request_too_large: 'Yêu cầu này quá lớn.',
  request_timeout: 'Yêu cầu đến quá chậm. Vui lòng thử lại.',
  expectation_unsupported: 'Tiêu đề Expect của yêu cầu này không được hỗ trợ.',
  list_per_page: 'Số mục mỗi trang phải là 10, 15, 25, 50 hoặc 100.',
  list_sort_field: 'Không thể sắp xếp theo cột này.',
  list_sort_value: 'Thứ tự sắp xếp phải là asc hoặc desc.',
  list_search_too_long: 'Từ khóa tìm kiếm không được dài quá 100 ký tự.',
  not_found: 'Không tìm thấy.',
  invalid_input: 'Dữ liệu đã nhập không hợp lệ.',
  locale_invalid: 'Ngôn ngữ phải là mã ngôn ngữ như en, ja hoặc vi.',
  body_invalid_json: 'Nội dung của yêu cầu không phải là JSON hợp lệ.',
  body_media_type: 'Kiểu nội dung này không được hỗ trợ.',
  body_too_large: 'Nội dung của yêu cầu quá lớn.',
  body_required: 'Yêu cầu này cần có nội dung: hãy gửi các trường dưới dạng đối tượng JSON.',
  server_fault: 'Đã xảy ra lỗi ở phía chúng tôi. Vui lòng thử lại sau.',
};
