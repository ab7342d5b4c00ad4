/** The brand guide's words in the order's language (ADR 0107). */
export interface GuideText {
  title: string;
  forNames: (names: string) => string;
  versions: string;
  versionNames: [string, string, string, string];
  clearSpace: string;
  clearSpaceText: string;
  minimumSize: string;
  minimumSizeText: string;
  colours: string;
  fonts: string;
  licence: (id: string) => string;
  noFonts: string;
  doTitle: string;
  dontTitle: string;
  dos: [string, string, string];
  donts: [string, string, string];
  footer: (logo: string) => string;
}

const LICENCES: Record<string, string> = {
  'OFL-1.1': 'SIL Open Font License 1.1',
  'Apache-2.0': 'Apache License 2.0',
};
const licenceName = (id: string) => LICENCES[id] ?? id;

export const GUIDE_TEXT: Record<'en' | 'ja' | 'vi', GuideText> = {
  en: {
    title: 'Brand guide',
    forNames: (n) => `Logo for ${n}`,
    versions: 'Logo and versions',
    versionNames: ['Full colour', 'One colour, black', 'One colour, white (dark backgrounds)', 'Mark alone'],
    clearSpace: 'Clear space',
    clearSpaceText:
      'Keep free space around the logo at least as wide as X, a quarter of the logo’s height. No text, picture or edge comes inside it.',
    minimumSize: 'Minimum size',
    minimumSizeText:
      'Print: at least 25 mm wide. Screen: at least 120 px wide. Smaller than that, use the mark alone.',
    colours: 'Colours',
    fonts: 'Fonts',
    licence: (id) => `Licence: ${licenceName(id)}`,
    noFonts: 'The names are drawn as outlines: no font is needed to use the files.',
    doTitle: 'Do',
    dontTitle: 'Don’t',
    dos: [
      'Use the files of this kit as they are',
      'Use the white version on dark backgrounds',
      'Keep the clear space',
    ],
    donts: ['Stretch or squash the logo', 'Change its colours', 'Rotate it or add effects'],
    footer: (logo) =>
      `Logoya — logo No. ${logo}. The files of this kit are in the folders svg, pdf, png, jpg, favicon and social.`,
  },
  ja: {
    title: 'ブランドガイド',
    forNames: (n) => `${n} のロゴ`,
    versions: 'ロゴとバリエーション',
    versionNames: ['フルカラー', '1色（黒）', '1色（白・暗い背景用）', 'マークのみ'],
    clearSpace: 'アイソレーション（余白）',
    clearSpaceText:
      'ロゴの周囲には、ロゴの高さの4分の1（X）以上の余白を確保してください。余白内に文字・画像・端を置かないでください。',
    minimumSize: '最小サイズ',
    minimumSizeText: '印刷：幅25mm以上。画面：幅120px以上。これより小さい場合はマークのみをお使いください。',
    colours: 'カラー',
    fonts: 'フォント',
    licence: (id) => `ライセンス：${licenceName(id)}`,
    noFonts: '名前はアウトライン化されているため、データのご利用にフォントは不要です。',
    doTitle: 'OK',
    dontTitle: 'NG',
    dos: ['このキットのデータをそのまま使う', '暗い背景には白のロゴを使う', '余白を守る'],
    donts: ['ロゴを伸ばしたり潰したりする', '色を変える', '回転させたり効果を加えたりする'],
    footer: (logo) =>
      `Logoya — ロゴ No. ${logo}。キットのデータは svg・pdf・png・jpg・favicon・social の各フォルダにあります。`,
  },
  vi: {
    title: 'Hướng dẫn thương hiệu',
    forNames: (n) => `Logo cho ${n}`,
    versions: 'Logo và các phiên bản',
    versionNames: ['Đầy đủ màu', 'Một màu, đen', 'Một màu, trắng (nền tối)', 'Chỉ biểu tượng'],
    clearSpace: 'Khoảng trống',
    clearSpaceText:
      'Giữ khoảng trống quanh logo ít nhất bằng X, một phần tư chiều cao của logo. Không đặt chữ, hình hay mép giấy vào đó.',
    minimumSize: 'Kích thước tối thiểu',
    minimumSizeText:
      'In ấn: rộng ít nhất 25 mm. Màn hình: rộng ít nhất 120 px. Nhỏ hơn thế, hãy dùng riêng biểu tượng.',
    colours: 'Màu sắc',
    fonts: 'Phông chữ',
    licence: (id) => `Giấy phép: ${licenceName(id)}`,
    noFonts: 'Tên đã được chuyển thành đường viền: không cần phông chữ để dùng các tệp.',
    doTitle: 'Nên',
    dontTitle: 'Không nên',
    dos: ['Dùng nguyên các tệp trong bộ này', 'Dùng bản trắng trên nền tối', 'Giữ khoảng trống'],
    donts: ['Kéo giãn hoặc ép logo', 'Đổi màu logo', 'Xoay logo hoặc thêm hiệu ứng'],
    footer: (logo) =>
      `Logoya — logo số ${logo}. Các tệp của bộ này nằm trong các thư mục svg, pdf, png, jpg, favicon và social.`,
  },
};
