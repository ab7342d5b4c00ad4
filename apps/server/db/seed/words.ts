import type { IndustryKey, Names, TasteKey } from '../reference/category-names.ts';

/** Word lists of the demo catalogue, in the three shop languages. */
const n = (ja: string, en: string, vi: string): Names => ({ ja, en, vi });

/** How a taste reads in a Japanese explanation ("…な印象"). */
export const TASTE_ADJECTIVE_JA: Record<TasteKey, string> = {
  pop: 'ポップ',
  natural: 'ナチュラル',
  simple: 'シンプル',
  modern: 'モダン',
  cool: 'クール',
  gorgeous: 'ゴージャス',
  cute: 'かわいらし',
  japanese: '和風',
  other: 'ユニーク',
};

/** The same adjectives for the English and Vietnamese descriptions. */
export const TASTE_ADJECTIVE_EN: Record<TasteKey, string> = {
  pop: 'playful',
  natural: 'natural',
  simple: 'simple',
  modern: 'modern',
  cool: 'cool',
  gorgeous: 'luxurious',
  cute: 'cute',
  japanese: 'Japanese-style',
  other: 'distinctive',
};

export const TASTE_ADJECTIVE_VI: Record<TasteKey, string> = {
  pop: 'tươi vui',
  natural: 'tự nhiên',
  simple: 'đơn giản',
  modern: 'hiện đại',
  cool: 'cá tính',
  gorgeous: 'sang trọng',
  cute: 'dễ thương',
  japanese: 'mang phong cách Nhật',
  other: 'độc đáo',
};

/** Keywords, keyed by the English name. */
export const KEYWORDS: readonly Names[] = [
  n('パン', 'bread', 'bánh mì'),
  n('コーヒー', 'coffee', 'cà phê'),
  n('麺', 'noodles', 'mì'),
  n('寿司', 'sushi', 'sushi'),
  n('お茶', 'tea', 'trà'),
  n('ヘア', 'hair', 'tóc'),
  n('ネイル', 'nails', 'móng'),
  n('美容', 'beauty', 'làm đẹp'),
  n('歯', 'teeth', 'răng'),
  n('健康', 'health', 'sức khỏe'),
  n('リラックス', 'relax', 'thư giãn'),
  n('ヨガ', 'yoga', 'yoga'),
  n('家', 'house', 'ngôi nhà'),
  n('建築', 'architecture', 'kiến trúc'),
  n('テクノロジー', 'technology', 'công nghệ'),
  n('アプリ', 'app', 'ứng dụng'),
  n('学校', 'school', 'trường học'),
  n('学び', 'learning', 'học tập'),
  n('子ども', 'kids', 'trẻ em'),
  n('自然', 'nature', 'thiên nhiên'),
  n('オーガニック', 'organic', 'hữu cơ'),
  n('植物', 'plants', 'cây xanh'),
  n('サッカー', 'football', 'bóng đá'),
  n('チーム', 'team', 'đội nhóm'),
  n('法律', 'law', 'pháp luật'),
  n('信頼', 'trust', 'tin cậy'),
  n('お金', 'money', 'tiền bạc'),
  n('成長', 'growth', 'tăng trưởng'),
  n('ファッション', 'fashion', 'thời trang'),
  n('花', 'flowers', 'hoa'),
  n('本', 'books', 'sách'),
  n('デザイン', 'design', 'thiết kế'),
  n('桜', 'cherry blossom', 'hoa anh đào'),
  n('海', 'sea', 'biển'),
  n('葉っぱ', 'leaf', 'chiếc lá'),
  n('月', 'moon', 'mặt trăng'),
  n('キツネ', 'fox', 'con cáo'),
  n('太陽', 'sun', 'mặt trời'),
  n('蓮', 'lotus', 'hoa sen'),
  n('竹', 'bamboo', 'cây tre'),
  n('山', 'mountain', 'núi'),
  n('フクロウ', 'owl', 'cú mèo'),
  n('クマ', 'bear', 'con gấu'),
  n('波', 'wave', 'sóng'),
  n('龍', 'dragon', 'rồng'),
  n('星', 'star', 'ngôi sao'),
  n('川', 'river', 'dòng sông'),
  n('鳥', 'bird', 'chim'),
  n('魚', 'fish', 'cá'),
  n('光', 'light', 'ánh sáng'),
  n('親しみ', 'friendly', 'thân thiện'),
  n('高級感', 'luxury', 'sang trọng'),
  n('シンプル', 'simple', 'đơn giản'),
  n('モダン', 'modern', 'hiện đại'),
  n('伝統', 'tradition', 'truyền thống'),
  n('家族', 'family', 'gia đình'),
  n('地域', 'local', 'địa phương'),
  n('手作り', 'handmade', 'thủ công'),
  n('笑顔', 'smile', 'nụ cười'),
  n('ハート', 'heart', 'trái tim'),
  n('日本', 'Japan', 'Nhật Bản'),
  n('ベトナム', 'Vietnam', 'Việt Nam'),
];

/** The motif of a name: its words, a Japanese motif phrase, and its keyword. */
export interface Concept extends Names {
  motif: string;
  keyword: string;
  animal?: boolean;
}
const c = (ja: string, en: string, vi: string, motif: string, keyword: string, animal = false): Concept => ({
  ...n(ja, en, vi),
  motif,
  keyword,
  animal,
});

export const CONCEPTS: readonly Concept[] = [
  c('さくら', 'Sakura', 'Hoa Anh Đào', '桜の花びら', 'cherry blossom'),
  c('ブルーハーバー', 'Blue Harbor', 'Bến Cảng Xanh', '港と波', 'sea'),
  c('グリーンリーフ', 'Green Leaf', 'Lá Xanh', '若葉', 'leaf'),
  c('月あかり', 'Moonlight', 'Ánh Trăng', '三日月', 'moon'),
  c('こぎつね', 'Kitsune', 'Cáo Nhỏ', 'きつね', 'fox', true),
  c('朝日', 'Sunrise', 'Bình Minh', '昇る朝日', 'sun'),
  c('蓮', 'Lotus', 'Hoa Sen', '蓮の花', 'lotus'),
  c('バンブー', 'Bamboo', 'Tre Xanh', '竹林', 'bamboo'),
  c('もみじ', 'Maple', 'Lá Phong', 'もみじの葉', 'leaf'),
  c('富士', 'Fuji', 'Phú Sĩ', '富士山', 'mountain'),
  c('金のふくろう', 'Golden Owl', 'Cú Vàng', 'ふくろう', 'owl', true),
  c('こぐま', 'Little Bear', 'Gấu Nhỏ', '子ぐま', 'bear', true),
  c('シルバーウェーブ', 'Silver Wave', 'Sóng Bạc', '重なる波', 'wave'),
  c('紅龍', 'Red Dragon', 'Rồng Đỏ', '龍', 'dragon', true),
  c('星空', 'Starry Sky', 'Bầu Trời Sao', '夜空の星', 'star'),
  c('メコン', 'Mekong', 'Cửu Long', '大河の流れ', 'river'),
  c('つばき', 'Camellia', 'Hoa Trà', '椿の花', 'flowers'),
  c('白鶴', 'White Crane', 'Hạc Trắng', '羽ばたく鶴', 'bird', true),
  c('錦鯉', 'Koi', 'Cá Chép', '泳ぐ鯉', 'fish', true),
  c('あおい', 'Aoi', 'Thiên Thanh', '青空', 'nature'),
  c('松ヶ丘', 'Pine Hill', 'Đồi Thông', '松の木', 'plants'),
  c('クローバー', 'Clover', 'Cỏ Bốn Lá', '四つ葉', 'plants'),
  c('みかん畑', 'Orange Grove', 'Vườn Cam', 'みかん', 'organic'),
  c('雪峰', 'Snow Peak', 'Đỉnh Tuyết', '雪山', 'mountain'),
  c('リバーサイド', 'Riverside', 'Bờ Sông', '川辺', 'river'),
  c('つばめ', 'Swallow', 'Chim Én', '飛ぶつばめ', 'bird', true),
  c('ひかり', 'Hikari', 'Ánh Sáng', '差し込む光', 'light'),
  c('ハーモニー', 'Harmony', 'Hòa Hợp', '重なる円', 'friendly'),
  c('ジャスミン', 'Jasmine', 'Hoa Nhài', 'ジャスミンの花', 'flowers'),
  c('パンダ', 'Panda', 'Gấu Trúc', 'パンダ', 'bear', true),
  c('サイゴンスター', 'Saigon Star', 'Sao Sài Gòn', '輝く星', 'Vietnam'),
  c('ゆず', 'Yuzu', 'Quả Thanh Yên', 'ゆずの実', 'organic'),
  c('はなみずき', 'Dogwood', 'Hoa Sơn Thù Du', 'はなみずきの花', 'flowers'),
  c('オーロラ', 'Aurora', 'Cực Quang', 'オーロラ', 'light'),
];

/** A kind of business: name templates ({c} is the concept), its industry and keyword. */
export interface BusinessType extends Names {
  industry: IndustryKey;
  keyword: string;
}
const b = (ja: string, en: string, vi: string, industry: IndustryKey, keyword: string): BusinessType => ({
  ...n(ja, en, vi),
  industry,
  keyword,
});

export const BUSINESS_TYPES: readonly BusinessType[] = [
  b('{c}ベーカリー', '{c} Bakery', 'Tiệm bánh {c}', 'food_restaurant', 'bread'),
  b('カフェ{c}', '{c} Café', 'Quán cà phê {c}', 'food_restaurant', 'coffee'),
  b('らーめん{c}', '{c} Ramen', 'Quán mì {c}', 'food_restaurant', 'noodles'),
  b('{c}寿司', '{c} Sushi', 'Nhà hàng sushi {c}', 'food_restaurant', 'sushi'),
  b('茶房{c}', '{c} Tea House', 'Trà quán {c}', 'food_restaurant', 'tea'),
  b('ヘアサロン{c}', '{c} Hair Salon', 'Salon tóc {c}', 'beauty_salon', 'hair'),
  b('{c}ネイルスタジオ', '{c} Nail Studio', 'Tiệm nail {c}', 'beauty_salon', 'nails'),
  b('{c}ビューティー', '{c} Beauty', 'Thẩm mỹ viện {c}', 'beauty_salon', 'beauty'),
  b('{c}歯科クリニック', '{c} Dental Clinic', 'Nha khoa {c}', 'clinic_cairopractic', 'teeth'),
  b('{c}整骨院', '{c} Chiropractic', 'Phòng khám chỉnh hình {c}', 'clinic_cairopractic', 'health'),
  b('{c}スパ', '{c} Spa', 'Spa {c}', 'therapy', 'relax'),
  b('{c}ヨガスタジオ', '{c} Yoga', 'Phòng tập yoga {c}', 'therapy', 'yoga'),
  b('{c}不動産', '{c} Realty', 'Bất động sản {c}', 'architect_real_estate', 'house'),
  b(
    '{c}建築設計事務所',
    '{c} Architects',
    'Văn phòng kiến trúc {c}',
    'architect_real_estate',
    'architecture',
  ),
  b('{c}テック', '{c} Tech', 'Công nghệ {c}', 'technology', 'technology'),
  b('{c}ソフトウェア', '{c} Software', 'Phần mềm {c}', 'technology', 'app'),
  b('{c}アカデミー', '{c} Academy', 'Học viện {c}', 'education_school', 'learning'),
  b('{c}英会話スクール', '{c} English School', 'Trung tâm tiếng Anh {c}', 'education_school', 'school'),
  b('{c}こども園', '{c} Kids', 'Trường mầm non {c}', 'education_school', 'kids'),
  b('{c}オーガニックファーム', '{c} Organic Farm', 'Nông trại hữu cơ {c}', 'eco_friendly', 'organic'),
  b('{c}ガーデン', '{c} Garden', 'Vườn cây {c}', 'eco_friendly', 'plants'),
  b('FC{c}', '{c} FC', 'Câu lạc bộ bóng đá {c}', 'sports_team', 'football'),
  b('{c}法律事務所', '{c} Law Office', 'Văn phòng luật {c}', 'professional_occupation', 'law'),
  b('{c}会計事務所', '{c} Accounting', 'Dịch vụ kế toán {c}', 'professional_occupation', 'trust'),
  b('{c}キャピタル', '{c} Capital', 'Quỹ đầu tư {c}', 'finance_securities', 'money'),
  b('{c}証券', '{c} Securities', 'Chứng khoán {c}', 'finance_securities', 'growth'),
  b('ブティック{c}', '{c} Boutique', 'Cửa hàng thời trang {c}', 'shop_retailer', 'fashion'),
  b('{c}花店', '{c} Florist', 'Tiệm hoa {c}', 'shop_retailer', 'flowers'),
  b('{c}書房', '{c} Books', 'Nhà sách {c}', 'shop_retailer', 'books'),
  b('{c}デザイン室', '{c} Design Studio', 'Studio thiết kế {c}', 'others', 'design'),
];
