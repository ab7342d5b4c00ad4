import type { Locale } from '../constants.ts';
import type { PageHead } from './page-meta.ts';

/**
 * Pages that work for visitors but are kept out of search results (NOINDEX_PATHS): they still
 * get a title and description, for tabs, bookmarks and shared links.
 */
export const PRIVATE_PAGES = {
  contactConfirm: '/contact/confirm',
  contactThanks: '/contact/thanks',
  passwordReset: '/password-reset',
  cart: '/my-page/cart',
  myPage: '/my-page',
  /** /verify/{number}: a certificate's public check (ADR 0108); one head for every number. */
  verify: '/verify',
} as const;
export type PrivatePage = keyof typeof PRIVATE_PAGES;

export const PRIVATE_PAGE_META: Record<Locale, Record<PrivatePage, PageHead>> = {
  en: {
    contactConfirm: {
      title: 'Confirm your message',
      description: 'Check your message before sending it to the Logoya team.',
    },
    contactThanks: {
      title: 'Thank you for your message',
      description: 'Your message was sent to the Logoya team.',
    },
    passwordReset: {
      title: 'Reset your password',
      description: 'Choose a new password for your Logoya account.',
    },
    cart: { title: 'Cart', description: 'The logos in your cart.' },
    myPage: {
      title: 'My page',
      description: 'Your Logoya account: profile, favourite logos, requests and orders.',
    },
    verify: {
      title: 'Certificate of exclusivity',
      description: 'Check a Logoya exclusivity certificate and the files delivered with it.',
    },
  },
  ja: {
    contactConfirm: {
      title: 'お問い合わせ内容の確認',
      description: '送信前にお問い合わせ内容をご確認ください。',
    },
    contactThanks: {
      title: 'お問い合わせありがとうございました',
      description: 'お問い合わせをLogoyaに送信しました。',
    },
    passwordReset: {
      title: 'パスワードの再設定',
      description: 'Logoyaアカウントの新しいパスワードを設定します。',
    },
    cart: { title: 'カート', description: 'カートに入っているロゴです。' },
    myPage: {
      title: 'マイページ',
      description: 'Logoyaのアカウント：プロフィール、お気に入りのロゴ、リクエスト、ご注文。',
    },
    verify: {
      title: '独占使用証明書',
      description: 'ロゴヤの独占使用証明書と納品ファイルを確認できます。',
    },
  },
  vi: {
    contactConfirm: {
      title: 'Xác nhận nội dung liên hệ',
      description: 'Kiểm tra tin nhắn trước khi gửi cho đội ngũ Logoya.',
    },
    contactThanks: {
      title: 'Cảm ơn bạn đã liên hệ',
      description: 'Tin nhắn của bạn đã được gửi đến đội ngũ Logoya.',
    },
    passwordReset: {
      title: 'Đặt lại mật khẩu',
      description: 'Chọn mật khẩu mới cho tài khoản Logoya của bạn.',
    },
    cart: { title: 'Giỏ hàng', description: 'Các logo trong giỏ hàng của bạn.' },
    myPage: {
      title: 'Trang của tôi',
      description: 'Tài khoản Logoya của bạn: hồ sơ, logo yêu thích, yêu cầu và đơn hàng.',
    },
    verify: {
      title: 'Giấy chứng nhận độc quyền',
      description: 'Kiểm tra giấy chứng nhận độc quyền của Logoya và các tệp đã giao.',
    },
  },
};
