/**
 * Texts of the exclusivity certificate (the order history's link) and of the public verification
 * page `/{lang}/verify/{number}` (issue 26, ADR 0108). Both groups load after the first paint
 * (DEFERRED_TEXTS).
 */
const en = {
  certificate: {
    open: 'Certificate',
    openLabel: 'Open the exclusivity certificate of {{name}}',
    preparing: 'Preparing…',
  },
  verify: {
    title: 'Certificate of exclusivity',
    intro: 'Logoya sold this logo once, to one owner, and withdrew it from sale.',
    number: 'Certificate number',
    logo: 'Logo',
    logoAlt: 'The certified logo {{name}}',
    purchased: 'Date of purchase',
    holder: 'Owner',
    version: 'Version',
    status: 'Status',
    current: 'Valid: this is the current version',
    superseded: 'Superseded by a newer version',
    seeCurrent: 'See the current version',
    files: 'Delivered files',
    checkerTitle: 'Check a file',
    checkerHelp:
      'Drop a file here or pick one: your browser computes its SHA-256 fingerprint and compares it with the delivered files. The file is never uploaded.',
    pick: 'Choose a file',
    computing: 'Computing the fingerprint…',
    match: '{{file}} is the delivered file “{{name}}”.',
    noMatch: '{{file}} is not one of the delivered files of this certificate.',
    notFound: 'There is no certificate with this number.',
    loading: 'Looking up the certificate…',
  },
};

type Texts = typeof en;

const ja: Texts = {
  certificate: {
    open: '証明書',
    openLabel: '{{name}}の独占使用証明書を開く',
    preparing: '準備中…',
  },
  verify: {
    title: '独占使用証明書',
    intro: 'ロゴヤはこのロゴを一人の所有者に一度だけ販売し、販売を終了しました。',
    number: '証明書番号',
    logo: 'ロゴ',
    logoAlt: '証明されたロゴ {{name}}',
    purchased: 'ご購入日',
    holder: '所有者',
    version: '版',
    status: '状態',
    current: '有効：最新の版です',
    superseded: '新しい版に差し替えられました',
    seeCurrent: '最新の版を見る',
    files: '納品ファイル',
    checkerTitle: 'ファイルを確認する',
    checkerHelp:
      'ここにファイルをドロップするか選んでください。ブラウザーがSHA-256の指紋を計算し、納品ファイルと照合します。ファイルはアップロードされません。',
    pick: 'ファイルを選ぶ',
    computing: '指紋を計算しています…',
    match: '{{file}} は納品ファイル「{{name}}」です。',
    noMatch: '{{file}} はこの証明書の納品ファイルではありません。',
    notFound: 'この番号の証明書はありません。',
    loading: '証明書を確認しています…',
  },
};

const vi: Texts = {
  certificate: {
    open: 'Giấy chứng nhận',
    openLabel: 'Mở giấy chứng nhận độc quyền của {{name}}',
    preparing: 'Đang chuẩn bị…',
  },
  verify: {
    title: 'Giấy chứng nhận độc quyền',
    intro: 'Logoya đã bán logo này một lần, cho một chủ sở hữu, và đã ngừng bán.',
    number: 'Số giấy chứng nhận',
    logo: 'Logo',
    logoAlt: 'Logo được chứng nhận {{name}}',
    purchased: 'Ngày mua',
    holder: 'Chủ sở hữu',
    version: 'Phiên bản',
    status: 'Trạng thái',
    current: 'Hợp lệ: đây là phiên bản hiện hành',
    superseded: 'Đã được thay bằng phiên bản mới hơn',
    seeCurrent: 'Xem phiên bản hiện hành',
    files: 'Tệp đã giao',
    checkerTitle: 'Kiểm tra một tệp',
    checkerHelp:
      'Thả tệp vào đây hoặc chọn tệp: trình duyệt tính dấu vân tay SHA-256 và so sánh với các tệp đã giao. Tệp không bao giờ được tải lên.',
    pick: 'Chọn tệp',
    computing: 'Đang tính dấu vân tay…',
    match: '{{file}} là tệp đã giao “{{name}}”.',
    noMatch: '{{file}} không phải là tệp đã giao của giấy chứng nhận này.',
    notFound: 'Không có giấy chứng nhận nào mang số này.',
    loading: 'Đang tra cứu giấy chứng nhận…',
  },
};

export const certificateTexts = { en, ja, vi };
