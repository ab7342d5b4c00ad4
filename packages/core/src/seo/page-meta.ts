import type { Locale } from '../constants.ts';

/**
 * Title and meta description of every public page in each language. The server writes them into
 * the HTML head (SEO), and the web app sets the same title as the document title, so both agree.
 */
export const PUBLIC_PAGES = {
  home: '/',
  search: '/search',
  about: '/about',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  termsUse: '/terms-use',
  tokushoho: '/tokushoho',
  order: '/order',
  logoMarkReq: '/logo-mark-req',
  contact: '/contact',
} as const;
export type PublicPage = keyof typeof PUBLIC_PAGES;

/** Pages that work for visitors but are not worth indexing (steps of a flow, personal pages). */
export const NOINDEX_PATHS = ['/contact/confirm', '/contact/thanks', '/password-reset', '/my-page'] as const;

export interface PageHead {
  title: string;
  description: string;
}

export const PAGE_META: Record<Locale, Record<PublicPage, PageHead>> = {
  en: {
    home: {
      title: 'Ready-made designer logos',
      description:
        'Original logos by professional designers, each sold to one customer only. Add your shop name, get two free revisions and download AI, PDF, SVG, PNG and JPG files.',
    },
    search: {
      title: 'Search logos',
      description: 'Search ready-made logos by keyword, industry, initial letter, genre and type.',
    },
    about: {
      title: 'About Logoya',
      description:
        'Who we are and how Logoya sells one-of-a-kind, ready-made logos by professional designers.',
    },
    privacy: {
      title: 'Privacy policy',
      description: 'How Logoya collects, uses and protects your personal data.',
    },
    cookiePolicy: {
      title: 'Cookie policy',
      description: 'Which cookies and local storage Logoya uses, and how to choose.',
    },
    termsUse: {
      title: 'Terms of use',
      description:
        'The terms for buying and using ready-made logos from Logoya, with cancellation and warranty rules.',
    },
    tokushoho: {
      title: 'Legal notice (Japan Specified Commercial Transactions Act)',
      description:
        'Seller, prices, payment, delivery and cancellation under the Japanese Act on Specified Commercial Transactions.',
    },
    order: {
      title: 'Ready-made logo offer',
      description:
        'One price for a finished, one-of-a-kind logo with your name, two free revisions and every file format.',
    },
    logoMarkReq: {
      title: 'Free logo request',
      description:
        'Tell us the logo you are looking for: our designers may draw it and add it to the catalogue.',
    },
    contact: {
      title: 'Contact us',
      description: 'Questions about a logo, an order or a custom design? Write to the Logoya team.',
    },
  },
  ja: {
    home: {
      title: 'デザイナーによる既製ロゴの販売',
      description:
        'プロのデザイナーが制作したオリジナルロゴを、1点につき1社だけに販売します。店名を入れて2回まで無料修正、AI・PDF・SVG・PNG・JPG形式で納品。',
    },
    search: {
      title: 'ロゴを探す',
      description: 'キーワード、業種、頭文字、ジャンル、テイストで既製ロゴを検索できます。',
    },
    about: {
      title: 'Logoyaについて',
      description: 'Logoyaの運営者と、一点ものの既製ロゴを販売する仕組みをご紹介します。',
    },
    privacy: {
      title: 'プライバシーポリシー',
      description: 'Logoyaにおける個人情報の取得・利用・保護について。',
    },
    cookiePolicy: {
      title: 'クッキーポリシー',
      description: 'Logoyaが使用するクッキーとローカルストレージ、その選択方法について。',
    },
    termsUse: {
      title: '利用規約',
      description: 'Logoyaの既製ロゴの購入と利用に関する規約、キャンセルと保証の規定。',
    },
    tokushoho: {
      title: '特定商取引法に基づく表記',
      description: '販売業者、販売価格、支払方法、引渡時期、キャンセルについての表記です。',
    },
    order: {
      title: '既製ロゴのご案内',
      description:
        '店名入りの一点ものロゴを明確な価格で。2回まで無料修正、すべてのファイル形式で納品します。',
    },
    logoMarkReq: {
      title: '無料ロゴリクエスト',
      description: 'お探しのロゴをお知らせください。デザイナーが制作し、カタログに追加することがあります。',
    },
    contact: {
      title: 'お問い合わせ',
      description: 'ロゴ、ご注文、オーダーメイドのデザインについてのお問い合わせはこちらから。',
    },
  },
  vi: {
    home: {
      title: 'Logo thiết kế sẵn bởi nhà thiết kế chuyên nghiệp',
      description:
        'Logo độc quyền do nhà thiết kế chuyên nghiệp tạo ra, mỗi mẫu chỉ bán cho một khách hàng. Thêm tên cửa hàng, sửa miễn phí 2 lần, nhận tệp AI, PDF, SVG, PNG và JPG.',
    },
    search: {
      title: 'Tìm logo',
      description: 'Tìm logo thiết kế sẵn theo từ khóa, ngành nghề, chữ cái đầu, thể loại và phong cách.',
    },
    about: {
      title: 'Giới thiệu Logoya',
      description:
        'Về chúng tôi và cách Logoya bán những logo thiết kế sẵn độc nhất của nhà thiết kế chuyên nghiệp.',
    },
    privacy: {
      title: 'Chính sách bảo mật',
      description: 'Cách Logoya thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn.',
    },
    cookiePolicy: {
      title: 'Chính sách cookie',
      description: 'Logoya sử dụng cookie và bộ nhớ cục bộ nào, và cách bạn lựa chọn.',
    },
    termsUse: {
      title: 'Điều khoản sử dụng',
      description: 'Điều khoản mua và sử dụng logo thiết kế sẵn của Logoya, quy định hủy và bảo hành.',
    },
    tokushoho: {
      title: 'Thông tin pháp lý (Luật Giao dịch thương mại đặc định Nhật Bản)',
      description: 'Người bán, giá, thanh toán, giao hàng và hủy đơn theo luật Nhật Bản.',
    },
    order: {
      title: 'Bảng giá thiết kế logo theo yêu cầu',
      description: 'Các gói thiết kế logo theo yêu cầu và giá (VND, đã gồm thuế). Liên hệ để thuê chúng tôi.',
    },
    logoMarkReq: {
      title: 'Yêu cầu logo miễn phí',
      description: 'Cho chúng tôi biết logo bạn đang tìm: nhà thiết kế có thể vẽ và thêm vào danh mục.',
    },
    contact: {
      title: 'Liên hệ',
      description: 'Câu hỏi về logo, đơn hàng hay thiết kế theo yêu cầu? Hãy viết cho đội ngũ Logoya.',
    },
  },
};
