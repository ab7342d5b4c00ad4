/**
 * Messages of the back office's delivery zips, price settings and the sales dashboard (issue 10), merged into the message catalog. Staff work in
 * Japanese (SPEC §1, §5): the Japanese texts quoted in the spec are used word for word; en and
 * vi carry the same meaning for API callers in those languages.
 *
 * SPEC §5 gives the zip form's two required fields the text 'ユーザー名は必須入力です。' (literally
 * "the user name is required", a copy of the user form's text). Japanese keeps it word for word;
 * en and vi name the field actually missing, so an API caller is not misled.
 */
export const staffFilesEn = {
  zip_logo_required: 'The logo is required.',
  zip_file_required: 'The zip file is required.',
  zip_logo_invalid: 'The logo id must be a positive whole number.',
  zip_logo_unknown: 'The logo does not exist.',
  zip_exists: 'This logo already has a zip. Edit that zip to replace its file.',
  zip_not_found: 'The zip was not found.',
  zip_file_missing: 'The zip file is missing from storage. Please upload it again.',
  zip_multipart: 'Send the zip as multipart/form-data with the fields logo_id and file.',
  zip_form_too_many: 'Send one zip file, with the field logo_id, in one form.',
  zip_not_zip: 'The file is not a zip file. Please choose a .zip file.',
  zip_too_large: 'The zip file may not be larger than {max} MB.',
  zip_unsafe_name:
    'The zip contains a file name that is not safe to extract (a ".." part, an absolute path, a backslash, a link or a repeated name).',
  zip_windows_name:
    'The zip contains a file name that Windows cannot use (a reserved name such as CON or NUL, or one of the characters : * ? " < > |). Please rename the file and zip it again.',
  zip_encrypted: 'Encrypted (password-protected) zip files cannot be uploaded.',
  zip_method:
    'The zip uses a compression method buyers may not be able to open. Please save it as a standard zip (stored or deflate).',
  zip_too_many_entries: 'The zip has too many files or too large an index: at most {max} files.',
  zip_too_big_unpacked: 'The zip expands to more than {max} MB.',
  zip_ratio: 'The zip compresses far more than real files do (a decompression bomb), so it was refused.',
  zip_corrupt: 'The zip is damaged: a file in it does not match its recorded size or checksum.',
  zip_empty: 'The zip contains no files.',
  zip_created: 'Registered.',
  zip_updated: 'Updated.',
  zip_deleted: 'Deleted.',
  price_settings_required: 'Send at least one setting.',
  price_key_invalid:
    'The key must be logo_price, logo_manual_price, logo_motion_price, tax or cancellation_fee.',
  price_lang_invalid: 'The lang must be en, ja or vi.',
  price_value_invalid:
    'The value must be a number: money in the currency’s smallest unit (US cents, yen, dong), tax in percent.',
  price_negative: 'An amount cannot be negative. Enter 0 or more.',
  price_fraction: 'Enter the amount in steps of {unit}.',
  price_logo_min: 'The logo price must be at least {min}.',
  price_value_max: 'The amount may not be more than {max}.',
  tax_range: 'The tax must be a whole percent from 0 to {max}.',
  price_duplicate: 'Each key and language may appear only once.',
  price_updated: 'Updated.',
  stats_designer_invalid: 'The designer id must be a positive whole number.',
  stats_designer_unknown: 'The designer does not exist.',
} satisfies Record<string, string>;

export type StaffFilesMessageKey = keyof typeof staffFilesEn;

export const staffFilesJa: Record<StaffFilesMessageKey, string> = {
  zip_logo_required: 'ユーザー名は必須入力です。',
  zip_file_required: 'ユーザー名は必須入力です。',
  zip_logo_invalid: 'ロゴIDは正の整数で入力してください。',
  zip_logo_unknown: 'ロゴが存在しません。',
  zip_exists: 'このロゴにはすでにZIPファイルがあります。既存のZIPを編集してファイルを差し替えてください。',
  zip_not_found: 'ZIPファイルが見つかりません。',
  zip_file_missing: 'ZIPファイルの実体が保存先にありません。もう一度アップロードしてください。',
  zip_multipart: 'logo_idとfileをmultipart/form-data形式で送信してください。',
  zip_form_too_many: 'ZIPファイルは1回に1つ、logo_idと一緒に送信してください。',
  zip_not_zip: 'ZIPファイルではありません。.zip形式のファイルを選択してください。',
  zip_too_large: 'ZIPファイルは{max}MB以下にしてください。',
  zip_unsafe_name:
    'ZIPファイルに安全に展開できないファイル名（「..」を含むパス、絶対パス、バックスラッシュ、リンク、重複した名前）が含まれています。',
  zip_windows_name:
    'ZIPファイルにWindowsで使えないファイル名（CONやNULなどの予約名、または : * ? " < > | の文字）が含まれています。ファイル名を変更してZIPファイルを作り直してください。',
  zip_encrypted: '暗号化（パスワード付き）されたZIPファイルはアップロードできません。',
  zip_method:
    'このZIPファイルはお客様が開けない可能性のある圧縮方式を使っています。標準のZIP形式（無圧縮またはDeflate）で保存してください。',
  zip_too_many_entries: 'ZIPファイル内のファイル数または目録が大きすぎます（ファイル数は{max}件まで）。',
  zip_too_big_unpacked: 'ZIPファイルの展開後のサイズが{max}MBを超えています。',
  zip_ratio:
    'ZIPファイルの圧縮率が通常のファイルではありえないほど高いため（圧縮爆弾）、受け付けられません。',
  zip_corrupt: 'ZIPファイルが壊れています。中のファイルが記録されたサイズまたはチェックサムと一致しません。',
  zip_empty: 'ZIPファイルにファイルが含まれていません。',
  zip_created: '登録しました。',
  zip_updated: '更新しました。',
  zip_deleted: '削除しました。',
  price_settings_required: '設定を1件以上送信してください。',
  price_key_invalid:
    'keyはlogo_price、logo_manual_price、logo_motion_price、tax、cancellation_feeのいずれかを指定してください。',
  price_lang_invalid: 'langはen、ja、viのいずれかを指定してください。',
  price_value_invalid:
    '値は数値で指定してください（金額は通貨の最小単位（USDはセント、円、ドン）、税率は%）。',
  price_negative: '金額にマイナスは指定できません。0以上で入力してください。',
  price_fraction: '金額は{unit}単位で入力してください。',
  price_logo_min: 'ロゴ価格は{min}以上で入力してください。',
  price_value_max: '金額は{max}以下で入力してください。',
  tax_range: '税率は0から{max}までの整数（%）で入力してください。',
  price_duplicate: '同じkeyと言語の組み合わせは1回だけ指定できます。',
  price_updated: '更新しました。',
  stats_designer_invalid: 'デザイナーIDは正の整数で入力してください。',
  stats_designer_unknown: 'デザイナーが存在しません。',
};

export const staffFilesVi: Record<StaffFilesMessageKey, string> = {
  zip_logo_required: 'Vui lòng chọn logo.',
  zip_file_required: 'Vui lòng chọn tệp zip.',
  zip_logo_invalid: 'Mã logo phải là số nguyên dương.',
  zip_logo_unknown: 'Logo không tồn tại.',
  zip_exists: 'Logo này đã có tệp zip. Hãy sửa tệp zip đó để thay tệp.',
  zip_not_found: 'Không tìm thấy tệp zip.',
  zip_file_missing: 'Tệp zip không còn trong kho lưu trữ. Vui lòng tải lên lại.',
  zip_multipart: 'Hãy gửi tệp zip dạng multipart/form-data với các trường logo_id và file.',
  zip_form_too_many: 'Mỗi lần chỉ gửi một tệp zip, kèm trường logo_id.',
  zip_not_zip: 'Tệp này không phải tệp zip. Vui lòng chọn tệp .zip.',
  zip_too_large: 'Tệp zip không được lớn hơn {max} MB.',
  zip_unsafe_name:
    'Tệp zip chứa tên tệp không an toàn khi giải nén (có phần "..", đường dẫn tuyệt đối, dấu gạch chéo ngược, liên kết hoặc tên trùng lặp).',
  zip_windows_name:
    'Tệp zip chứa tên tệp mà Windows không dùng được (tên dành riêng như CON hoặc NUL, hoặc một trong các ký tự : * ? " < > |). Vui lòng đổi tên tệp và nén lại.',
  zip_encrypted: 'Không thể tải lên tệp zip đã mã hóa (có mật khẩu).',
  zip_method:
    'Tệp zip dùng phương thức nén mà khách hàng có thể không mở được. Vui lòng lưu dạng zip chuẩn (không nén hoặc deflate).',
  zip_too_many_entries: 'Tệp zip có quá nhiều tệp hoặc mục lục quá lớn: tối đa {max} tệp.',
  zip_too_big_unpacked: 'Tệp zip khi giải nén lớn hơn {max} MB.',
  zip_ratio: 'Tệp zip có tỉ lệ nén cao bất thường (bom giải nén) nên bị từ chối.',
  zip_corrupt: 'Tệp zip bị hỏng: một tệp bên trong không khớp với kích thước hoặc mã kiểm tra đã ghi.',
  zip_empty: 'Tệp zip không chứa tệp nào.',
  zip_created: 'Đã đăng ký.',
  zip_updated: 'Đã cập nhật.',
  zip_deleted: 'Đã xóa.',
  price_settings_required: 'Vui lòng gửi ít nhất một thiết lập.',
  price_key_invalid:
    'key phải là logo_price, logo_manual_price, logo_motion_price, tax hoặc cancellation_fee.',
  price_lang_invalid: 'lang phải là en, ja hoặc vi.',
  price_value_invalid:
    'Giá trị phải là một số: số tiền theo đơn vị nhỏ nhất của tiền tệ (cent Mỹ, yên, đồng), thuế theo phần trăm.',
  price_negative: 'Số tiền không được âm. Vui lòng nhập từ 0 trở lên.',
  price_fraction: 'Vui lòng nhập số tiền theo bước {unit}.',
  price_logo_min: 'Giá logo phải từ {min} trở lên.',
  price_value_max: 'Số tiền không được lớn hơn {max}.',
  tax_range: 'Thuế phải là số nguyên từ 0 đến {max} (phần trăm).',
  price_duplicate: 'Mỗi cặp key và ngôn ngữ chỉ được xuất hiện một lần.',
  price_updated: 'Đã cập nhật.',
  stats_designer_invalid: 'Mã nhà thiết kế phải là số nguyên dương.',
  stats_designer_unknown: 'Nhà thiết kế không tồn tại.',
};
