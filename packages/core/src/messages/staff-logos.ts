/**
 * Messages of the back office's admin logos, their images, categories, keywords, states and the change log (issue 10), merged into the message catalog. Staff work in
 * Japanese (SPEC §1, §5): the Japanese texts quoted in the spec are used word for word; en and
 * vi carry the same meaning for API callers in those languages.
 */
export const staffLogosEn = {
  logo_value_required: 'please enter a value',
  logo_text_too_long: 'This text may not be longer than {max} characters.',
  logo_updated: 'updated',
  logo_registered: 'registered',
  logo_designer_unknown: 'The designer was not found.',
  logo_designer_admin_only: 'Only an admin can choose the designer of a logo.',
  logo_id_mismatch: 'The logo id does not match the logo in the address.',
  logo_state_invalid:
    'The state must be 0 (normal), 2 (negotiating) or 7 (stopped). Sold (8) is set by orders only.',
  logo_state_sold: 'This logo is sold, so its state can no longer change.',
  logo_state_held: 'A customer is paying for this logo right now, so its state cannot change.',
  logo_state_changed: 'The state was changed.',
  logo_bulk_failed: 'Some logos cannot change, so none was changed.',
  logo_bulk_ids: 'Choose between 1 and {max} different logos.',
  logo_image_limit: 'A logo can have up to {max} images, the hover image included. Delete one first.',
  logo_image_kind: 'The kind must be main, hover or gallery.',
  logo_image_not_found: 'The image was not found.',
  logo_image_deleted: 'The image was deleted.',
  logo_image_replace_id: 'The image to replace must be given by its id.',
  logo_categories_unknown: 'The list contains an id that does not exist.',
  logo_categories_too_many: 'Choose at most {max} items.',
  logo_keyword_languages: 'Each keyword needs its Japanese, English and Vietnamese names.',
  logo_keyword_unknown: 'The list contains a keyword that does not exist.',
  logo_keywords_too_many: 'A logo can have at most {max} keywords.',
  log_date_invalid: 'The date must be a real date written YYYY-MM-DD.',
  log_date_order: 'The start date must not be after the end date.',
} satisfies Record<string, string>;

export type StaffLogosMessageKey = keyof typeof staffLogosEn;

export const staffLogosJa: Record<StaffLogosMessageKey, string> = {
  logo_value_required: '値を入力してください。',
  logo_text_too_long: '{max}文字以内で入力してください。',
  logo_updated: '更新しました。',
  logo_registered: '登録しました。',
  logo_designer_unknown: '担当デザイナーが見つかりません。',
  logo_designer_admin_only: 'ロゴの担当デザイナーを選べるのは管理者だけです。',
  logo_id_mismatch: 'ロゴIDがURLのロゴと一致しません。',
  logo_state_invalid:
    '状態は0（通常）、2（商談中）、7（停止）のいずれかにしてください。8（売約済み）は注文でのみ設定されます。',
  logo_state_sold: 'このロゴは売約済みのため、状態を変更できません。',
  logo_state_held: 'このロゴはお客様がお支払い手続き中のため、状態を変更できません。',
  logo_state_changed: '状態を変更しました。',
  logo_bulk_failed: '変更できないロゴがあるため、どのロゴも変更しませんでした。',
  logo_bulk_ids: '異なるロゴを1件以上{max}件以内で選んでください。',
  logo_image_limit: 'ロゴの画像はホバー画像を含めて{max}枚までです。先に1枚削除してください。',
  logo_image_kind: '画像の種類はmain、hover、galleryのいずれかにしてください。',
  logo_image_not_found: '画像が見つかりません。',
  logo_image_deleted: '画像を削除しました。',
  logo_image_replace_id: '置き換える画像はIDで指定してください。',
  logo_categories_unknown: '存在しないIDが含まれています。',
  logo_categories_too_many: '{max}件以内で選んでください。',
  logo_keyword_languages: 'キーワードは日本語・英語・ベトナム語の3つとも入力してください。',
  logo_keyword_unknown: '存在しないキーワードが含まれています。',
  logo_keywords_too_many: 'ロゴのキーワードは{max}件までです。',
  log_date_invalid: '日付はYYYY-MM-DD形式の正しい日付で入力してください。',
  log_date_order: '開始日は終了日より前の日付にしてください。',
};

export const staffLogosVi: Record<StaffLogosMessageKey, string> = {
  logo_value_required: 'Vui lòng nhập giá trị',
  logo_text_too_long: 'Nội dung này không được dài quá {max} ký tự.',
  logo_updated: 'Đã cập nhật',
  logo_registered: 'Đã đăng ký',
  logo_designer_unknown: 'Không tìm thấy nhà thiết kế.',
  logo_designer_admin_only: 'Chỉ quản trị viên mới được chọn nhà thiết kế cho logo.',
  logo_id_mismatch: 'Mã logo không khớp với logo trong địa chỉ.',
  logo_state_invalid:
    'Trạng thái phải là 0 (bình thường), 2 (đang thương lượng) hoặc 7 (tạm dừng). Trạng thái đã bán (8) chỉ do đơn hàng đặt.',
  logo_state_sold: 'Logo này đã được bán nên không thể đổi trạng thái.',
  logo_state_held: 'Một khách hàng đang thanh toán logo này nên không thể đổi trạng thái.',
  logo_state_changed: 'Đã đổi trạng thái.',
  logo_bulk_failed: 'Có logo không thể đổi trạng thái nên không logo nào được đổi.',
  logo_bulk_ids: 'Hãy chọn từ 1 đến {max} logo khác nhau.',
  logo_image_limit: 'Mỗi logo có tối đa {max} ảnh, kể cả ảnh hover. Hãy xóa bớt một ảnh trước.',
  logo_image_kind: 'Loại ảnh phải là main, hover hoặc gallery.',
  logo_image_not_found: 'Không tìm thấy ảnh.',
  logo_image_deleted: 'Đã xóa ảnh.',
  logo_image_replace_id: 'Ảnh cần thay phải được chỉ định bằng mã.',
  logo_categories_unknown: 'Danh sách có mã không tồn tại.',
  logo_categories_too_many: 'Hãy chọn tối đa {max} mục.',
  logo_keyword_languages: 'Mỗi từ khóa cần có tên tiếng Nhật, tiếng Anh và tiếng Việt.',
  logo_keyword_unknown: 'Danh sách có từ khóa không tồn tại.',
  logo_keywords_too_many: 'Mỗi logo có tối đa {max} từ khóa.',
  log_date_invalid: 'Ngày phải là ngày hợp lệ theo dạng YYYY-MM-DD.',
  log_date_order: 'Ngày bắt đầu không được sau ngày kết thúc.',
};
