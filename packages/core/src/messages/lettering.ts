/**
 * Messages of the lettering layouts and the fitting of buyers' names (issue 25, ADR 0096),
 * merged into the message catalog like the buying messages.
 */
export const letteringEn = {
  lettering_too_long: '{field} is too long to fit in the logo. Please shorten it.',
  lettering_unsupported_characters:
    '{field} has characters that cannot be drawn in the logo (such as emoji). Please remove them.',
  lettering_empty: '{field} has no characters that can be drawn in the logo.',
  lettering_layout_invalid: 'The lettering layout is not valid.',
  lettering_number: 'Enter a number from {min} to {max}.',
  lettering_whole_number: 'Enter a whole number from {min} to {max}.',
  lettering_colour: 'Enter a colour as #rrggbb.',
  lettering_font: 'Choose one of the offered fonts.',
  lettering_choice: 'Choose one of the offered values.',
  lettering_size_order: 'The smallest size may not be larger than the largest size.',
  lettering_box_outside: 'The box must lie within the canvas.',
  lettering_mark_key: 'The mark must be a stored file of the shop.',
  lettering_version: 'This version of the lettering layout is not known.',
  lettering_saved: 'The lettering was saved.',
  lettering_mark_saved: 'The mark was uploaded.',
  lettering_mark_file: 'Upload the mark as an SVG, or a PNG with transparency, of at most {max} KB.',
  lettering_mark_unsafe:
    'The SVG holds scripts, event attributes, embedded HTML or links to other files. Please export it as plain shapes.',
  lettering_mark_opaque: 'The PNG has no transparency. Please upload one with a transparent background.',
  lettering_busy: 'The preview is busy. Please try again in a moment.',
  lettering_too_many: 'Too many previews. Please wait a moment.',
};

export type LetteringMessageKey = keyof typeof letteringEn;

export const letteringJa: Record<LetteringMessageKey, string> = {
  lettering_too_long: '{field}が長すぎてロゴに収まりません。短くしてください。',
  lettering_unsupported_characters:
    '{field}にロゴで表示できない文字（絵文字など）が含まれています。取り除いてください。',
  lettering_empty: '{field}にロゴで表示できる文字がありません。',
  lettering_layout_invalid: '文字レイアウトが正しくありません。',
  lettering_number: '{min}から{max}までの数値を入力してください。',
  lettering_whole_number: '{min}から{max}までの整数を入力してください。',
  lettering_colour: '色は#rrggbbの形で入力してください。',
  lettering_font: '用意されたフォントから選んでください。',
  lettering_choice: '用意された値から選んでください。',
  lettering_size_order: '最小サイズは最大サイズ以下にしてください。',
  lettering_box_outside: '枠はキャンバスの内側に置いてください。',
  lettering_mark_key: 'マークはショップに保存されたファイルを指定してください。',
  lettering_version: 'この版の文字レイアウトには対応していません。',
  lettering_saved: '文字レイアウトを保存しました。',
  lettering_mark_saved: 'マークをアップロードしました。',
  lettering_mark_file: 'マークは{max}KB以下のSVG、または透過PNGでアップロードしてください。',
  lettering_mark_unsafe:
    'SVGにスクリプト、イベント属性、HTML、外部ファイルへのリンクが含まれています。図形だけで書き出してください。',
  lettering_mark_opaque: 'PNGに透過がありません。背景が透明な画像をアップロードしてください。',
  lettering_busy: 'プレビューが混み合っています。少し待ってからもう一度お試しください。',
  lettering_too_many: 'プレビューの回数が多すぎます。少しお待ちください。',
};

export const letteringVi: Record<LetteringMessageKey, string> = {
  lettering_too_long: '{field} quá dài để vừa trong logo. Vui lòng rút ngắn.',
  lettering_unsupported_characters:
    '{field} có ký tự không thể hiển thị trong logo (ví dụ biểu tượng cảm xúc). Vui lòng xóa chúng.',
  lettering_empty: '{field} không có ký tự nào có thể hiển thị trong logo.',
  lettering_layout_invalid: 'Bố cục chữ không hợp lệ.',
  lettering_number: 'Vui lòng nhập một số từ {min} đến {max}.',
  lettering_whole_number: 'Vui lòng nhập một số nguyên từ {min} đến {max}.',
  lettering_colour: 'Vui lòng nhập màu theo dạng #rrggbb.',
  lettering_font: 'Vui lòng chọn một trong các phông chữ có sẵn.',
  lettering_choice: 'Vui lòng chọn một trong các giá trị có sẵn.',
  lettering_size_order: 'Cỡ chữ nhỏ nhất không được lớn hơn cỡ chữ lớn nhất.',
  lettering_box_outside: 'Khung phải nằm trong vùng vẽ.',
  lettering_mark_key: 'Biểu tượng phải là một tệp đã lưu của cửa hàng.',
  lettering_version: 'Phiên bản bố cục chữ này không được hỗ trợ.',
  lettering_saved: 'Đã lưu bố cục chữ.',
  lettering_mark_saved: 'Đã tải lên biểu tượng.',
  lettering_mark_file: 'Vui lòng tải biểu tượng lên dưới dạng SVG hoặc PNG trong suốt, tối đa {max} KB.',
  lettering_mark_unsafe:
    'Tệp SVG chứa mã script, thuộc tính sự kiện, HTML nhúng hoặc liên kết tới tệp khác. Vui lòng xuất lại chỉ gồm hình vẽ.',
  lettering_mark_opaque: 'Ảnh PNG không có nền trong suốt. Vui lòng tải lên ảnh có nền trong suốt.',
  lettering_busy: 'Bản xem trước đang bận. Vui lòng thử lại sau giây lát.',
  lettering_too_many: 'Quá nhiều lượt xem trước. Vui lòng đợi một chút.',
};
