/**
 * Texts of the "pages" namespace in every shop language: the cookie banner, footer entries and the
 * labels around the information pages. The page bodies are not here: they live in per-language
 * modules of the web app that load with their page, so they stay out of the main bundle.
 * ja and vi are typed as the en shape, so a missing or extra key fails the typecheck.
 */
const en = {
  consent: {
    heading: 'Cookies and your privacy',
    body: 'Logoya keeps what the shop needs to work, such as your sign-in, cart and language, in your browser. With your permission we also record which pages are viewed, so we can improve the shop. You can change your choice at any time under “Cookie settings” at the bottom of the page.',
    short: 'We keep what the shop needs in your browser and, if you allow it, count page views.',
    policy: 'Cookie policy',
    accept: 'Accept',
    decline: 'Decline',
    current: 'Your current choice: {{choice}} ({{date}}).',
    accepted: 'analytics accepted',
    declined: 'analytics declined',
  },
  footer: {
    order: 'Pricing',
    tokushoho: 'Legal notice (Japan)',
    cookieSettings: 'Cookie settings',
  },
  doc: {
    updated: 'Last updated: {{date}}',
    contents: 'On this page',
    priceLoading: 'Loading the price…',
    priceUnavailable: 'shown on each logo page',
    sellerLoading: 'Loading…',
    sellerUnavailable: 'not available right now (please use the contact form)',
    sellerDemo: 'This is a demo shop. The seller’s details on this page are examples, not a real business.',
    related: 'Related pages',
  },
};

const ja: typeof en = {
  consent: {
    heading: 'クッキーとプライバシーについて',
    body: 'Logoyaでは、ログイン状態・カート・表示言語など、ショップの動作に必要な情報をお使いのブラウザに保存しています。ご同意いただいた場合に限り、サービス改善のため閲覧ページの記録（アクセス解析）も行います。選択はページ下部の「クッキー設定」からいつでも変更できます。',
    short: 'ショップに必要な情報をブラウザに保存し、ご同意いただいた場合のみ閲覧ページを記録します。',
    policy: 'クッキーポリシー',
    accept: '同意する',
    decline: '拒否する',
    current: '現在の設定：{{choice}}（{{date}}）',
    accepted: 'アクセス解析に同意',
    declined: 'アクセス解析を拒否',
  },
  footer: {
    order: 'ご購入案内',
    tokushoho: '特定商取引法に基づく表記',
    cookieSettings: 'クッキー設定',
  },
  doc: {
    updated: '最終更新日：{{date}}',
    contents: '目次',
    priceLoading: '価格を読み込んでいます…',
    priceUnavailable: '各ロゴのページに表示',
    sellerLoading: '読み込んでいます…',
    sellerUnavailable: '現在表示できません（お問い合わせフォームをご利用ください）',
    sellerDemo: 'これはデモショップです。このページの事業者情報は見本であり、実在の事業者ではありません。',
    related: '関連ページ',
  },
};

const vi: typeof en = {
  consent: {
    heading: 'Cookie và quyền riêng tư của bạn',
    body: 'Logoya lưu trong trình duyệt của bạn những thông tin cần thiết để cửa hàng hoạt động, như trạng thái đăng nhập, giỏ hàng và ngôn ngữ. Nếu bạn đồng ý, chúng tôi sẽ ghi nhận thêm các trang được xem để cải thiện cửa hàng. Bạn có thể thay đổi lựa chọn bất cứ lúc nào tại mục “Cài đặt cookie” ở cuối trang.',
    short:
      'Chúng tôi lưu thông tin cần cho cửa hàng trong trình duyệt và, nếu bạn đồng ý, ghi nhận trang được xem.',
    policy: 'Chính sách cookie',
    accept: 'Đồng ý',
    decline: 'Từ chối',
    current: 'Lựa chọn hiện tại: {{choice}} ({{date}}).',
    accepted: 'đồng ý phân tích truy cập',
    declined: 'từ chối phân tích truy cập',
  },
  footer: {
    order: 'Bảng giá thiết kế',
    tokushoho: 'Thông tin pháp lý (Nhật Bản)',
    cookieSettings: 'Cài đặt cookie',
  },
  doc: {
    updated: 'Cập nhật lần cuối: {{date}}',
    contents: 'Nội dung trang',
    priceLoading: 'Đang tải giá…',
    priceUnavailable: 'hiển thị trên trang của từng logo',
    sellerLoading: 'Đang tải…',
    sellerUnavailable: 'tạm thời không hiển thị được (vui lòng dùng biểu mẫu liên hệ)',
    sellerDemo:
      'Đây là cửa hàng demo. Thông tin người bán trên trang này chỉ là ví dụ, không phải doanh nghiệp có thật.',
    related: 'Trang liên quan',
  },
};

export const pagesTexts = { en, ja, vi };
