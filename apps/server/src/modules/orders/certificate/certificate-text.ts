import type { Locale } from '@logoya/core';

/** The certificate PDF's words in the order's language (issue 26, ADR 0108). */
export interface CertificateTexts {
  title: string;
  subtitle: string;
  number: string;
  version: (n: number) => string;
  logo: string;
  names: string;
  holder: string;
  purchased: string;
  issued: string;
  statement: (logo: string) => string;
  files: string;
  verify: string;
  verifyNote: string;
  noFiles: string;
}

export const CERTIFICATE_TEXTS: Record<Locale, CertificateTexts> = {
  en: {
    title: 'Certificate of Exclusivity',
    subtitle: 'Logoya certifies the sale of this logo to its one owner.',
    number: 'Certificate number',
    version: (n) => `Version ${n}`,
    logo: 'Logo',
    names: 'Names on the logo',
    holder: 'Owner',
    purchased: 'Date of purchase',
    issued: 'Issued',
    statement: (logo) =>
      `The logo ${logo} was sold once, to the owner named above, and has been withdrawn from sale. Logoya will not sell it to anyone else.`,
    files: 'Delivered files (SHA-256)',
    verify: 'Verify this certificate',
    verifyNote:
      'Scan the code or open the address: anyone can check this certificate and whether a file is one of the delivered files.',
    noFiles: 'No files delivered yet.',
  },
  ja: {
    title: '独占使用証明書',
    subtitle: 'ロゴヤは、このロゴを唯一の所有者に販売したことを証明します。',
    number: '証明書番号',
    version: (n) => `第${n}版`,
    logo: 'ロゴ',
    names: 'ロゴに入る名前',
    holder: '所有者',
    purchased: 'ご購入日',
    issued: '発行日',
    statement: (logo) =>
      `ロゴ ${logo} は上記の所有者に一度だけ販売され、販売を終了しました。ロゴヤがこのロゴを他の方に販売することはありません。`,
    files: '納品ファイル（SHA-256）',
    verify: 'この証明書を確認する',
    verifyNote:
      'コードを読み取るかアドレスを開くと、どなたでもこの証明書と、ファイルが納品ファイルかどうかを確認できます。',
    noFiles: '納品ファイルはまだありません。',
  },
  vi: {
    title: 'Giấy chứng nhận độc quyền',
    subtitle: 'Logoya chứng nhận đã bán logo này cho một chủ sở hữu duy nhất.',
    number: 'Số giấy chứng nhận',
    version: (n) => `Phiên bản ${n}`,
    logo: 'Logo',
    names: 'Tên trên logo',
    holder: 'Chủ sở hữu',
    purchased: 'Ngày mua',
    issued: 'Ngày cấp',
    statement: (logo) =>
      `Logo ${logo} chỉ được bán một lần, cho chủ sở hữu nêu trên, và đã ngừng bán. Logoya sẽ không bán logo này cho bất kỳ ai khác.`,
    files: 'Tệp đã giao (SHA-256)',
    verify: 'Xác minh giấy chứng nhận',
    verifyNote:
      'Quét mã hoặc mở địa chỉ: bất kỳ ai cũng có thể kiểm tra giấy chứng nhận này và xem một tệp có phải là tệp đã giao hay không.',
    noFiles: 'Chưa có tệp nào được giao.',
  },
};
