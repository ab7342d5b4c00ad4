import type { GENRE_OPTIONS, INDUSTRY_OPTIONS, TASTE_OPTIONS } from '@logoya/core';

/**
 * Names of the categories every database starts with (seeded at start-up, see index.ts); staff
 * may rename them later. The keys are the contracts' option lists.
 */

/** A name in the three shop languages. */
export interface Names {
  ja: string;
  en: string;
  vi: string;
}
export type IndustryKey = (typeof INDUSTRY_OPTIONS)[number];
export type GenreKey = (typeof GENRE_OPTIONS)[number];
export type TasteKey = (typeof TASTE_OPTIONS)[number];

const n = (ja: string, en: string, vi: string): Names => ({ ja, en, vi });

export const INDUSTRY_NAMES: Record<IndustryKey, Names> = {
  beauty_salon: n('美容サロン', 'Beauty salon', 'Thẩm mỹ viện'),
  clinic_cairopractic: n('クリニック・整骨院', 'Clinic & chiropractic', 'Phòng khám & chỉnh hình'),
  architect_real_estate: n('建築・不動産', 'Architecture & real estate', 'Kiến trúc & bất động sản'),
  technology: n('IT・テクノロジー', 'Technology', 'Công nghệ'),
  education_school: n('教育・スクール', 'Education & schools', 'Giáo dục & trường học'),
  food_restaurant: n('飲食・レストラン', 'Food & restaurants', 'Ẩm thực & nhà hàng'),
  therapy: n('セラピー・リラクゼーション', 'Therapy & relaxation', 'Trị liệu & thư giãn'),
  eco_friendly: n('エコ・環境', 'Eco-friendly', 'Thân thiện với môi trường'),
  sports_team: n('スポーツチーム', 'Sports teams', 'Đội thể thao'),
  professional_occupation: n('士業・専門職', 'Professional services', 'Nghề chuyên môn'),
  finance_securities: n('金融・証券', 'Finance & securities', 'Tài chính & chứng khoán'),
  shop_retailer: n('ショップ・小売', 'Shops & retail', 'Cửa hàng & bán lẻ'),
  others: n('その他', 'Others', 'Khác'),
};

export const GENRE_NAMES: Record<GenreKey, Names> = {
  monochrome: n('モノクロ', 'Monochrome', 'Đơn sắc'),
  multicolored: n('カラフル', 'Multicoloured', 'Nhiều màu'),
  gradation: n('グラデーション', 'Gradient', 'Chuyển màu'),
  animals: n('動物', 'Animals', 'Động vật'),
  illustration: n('イラスト', 'Illustration', 'Minh họa'),
};

export const TASTE_NAMES: Record<TasteKey, Names> = {
  pop: n('ポップ', 'Pop', 'Sôi động'),
  natural: n('ナチュラル', 'Natural', 'Tự nhiên'),
  simple: n('シンプル', 'Simple', 'Đơn giản'),
  modern: n('モダン', 'Modern', 'Hiện đại'),
  cool: n('クール', 'Cool', 'Cá tính'),
  gorgeous: n('ゴージャス', 'Gorgeous', 'Sang trọng'),
  cute: n('かわいい', 'Cute', 'Dễ thương'),
  japanese: n('和風', 'Japanese style', 'Phong cách Nhật'),
  other: n('その他', 'Other', 'Khác'),
};
