/**
 * Messages about the days and periods callers send (ADR 0075), shared by every call that takes
 * one (the dashboard, the change log), merged into the message catalog.
 */
export const datesEn = {
  date_invalid: 'The date must be a real date written YYYY-MM-DD.',
  date_out_of_range: 'The date must be between {min} and {max}.',
  date_range_order: 'The start date must not be after the end date.',
  date_range_too_long: 'The period may be at most {max} days.',
};

export type DatesMessageKey = keyof typeof datesEn;

export const datesJa: Record<DatesMessageKey, string> = {
  date_invalid: '日付はYYYY-MM-DD形式の正しい日付で入力してください。',
  date_out_of_range: '日付は{min}から{max}までの間で入力してください。',
  date_range_order: '開始日は終了日以前の日付にしてください。',
  date_range_too_long: '期間は{max}日以内にしてください。',
};

export const datesVi: Record<DatesMessageKey, string> = {
  date_invalid: 'Ngày phải là ngày hợp lệ theo dạng YYYY-MM-DD.',
  date_out_of_range: 'Ngày phải nằm trong khoảng từ {min} đến {max}.',
  date_range_order: 'Ngày bắt đầu không được sau ngày kết thúc.',
  date_range_too_long: 'Khoảng thời gian tối đa là {max} ngày.',
};
