/**
 * Messages of the mockups of a logo at work (issue 25, ADR 0097), merged into the message catalog.
 */
export const mockupsEn = {
  mockup_scene_unknown: 'There is no such mockup.',
  mockup_width_out_of_range: 'The width must be a whole number of pixels between {min} and {max}.',
  mockup_logo_refused: 'This logo picture cannot be shown in a mockup.',
  mockup_busy: 'Many mockups are being prepared right now. Please try again in a moment.',
  mockup_too_many: 'Too many mockups asked for. Please wait a moment.',
};

export type MockupsMessageKey = keyof typeof mockupsEn;

export const mockupsJa: Record<MockupsMessageKey, string> = {
  mockup_scene_unknown: 'そのモックアップはありません。',
  mockup_width_out_of_range: '幅は{min}から{max}までの整数（ピクセル）で指定してください。',
  mockup_logo_refused: 'このロゴ画像はモックアップに表示できません。',
  mockup_busy: 'ただいま多くのモックアップを作成しています。しばらくしてからもう一度お試しください。',
  mockup_too_many: 'モックアップの表示回数が多すぎます。少しお待ちください。',
};

export const mockupsVi: Record<MockupsMessageKey, string> = {
  mockup_scene_unknown: 'Không có mẫu mockup này.',
  mockup_width_out_of_range: 'Chiều rộng phải là số nguyên điểm ảnh từ {min} đến {max}.',
  mockup_logo_refused: 'Không thể hiển thị hình logo này trong mockup.',
  mockup_busy: 'Hệ thống đang tạo nhiều mockup. Vui lòng thử lại sau giây lát.',
  mockup_too_many: 'Bạn đã yêu cầu quá nhiều mockup. Vui lòng chờ một lát.',
};
