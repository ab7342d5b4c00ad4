import type { Locale } from '@logoya/core';

/** The return mails' words in the member's language (issue 26). */
export interface ReturnMailTexts {
  reminder: {
    subject: (logo: string, day: number) => string;
    intro: (logo: string, day: number) => string[];
    left: string;
    leftValue: (days: number, hours: number) => string;
    ends: string;
    logo: string;
    names: string;
    pictureAlt: (logo: string) => string;
    link: (url: string) => string;
  };
  sold: {
    subject: (count: number, first: string) => string;
    intro: (count: number) => string[];
    soldLogo: string;
    similar: string;
    none: string;
    favorites: (url: string) => string;
  };
  /** The footer of a mail the member may turn off: what it is, the page that turns it off. */
  unsubscribe: (kind: 'keep_reminders' | 'favorite_news', url: string, profile: string) => string[];
}

const en: ReturnMailTexts = {
  reminder: {
    subject: (logo, day) => `Day ${day} of 10: your keep of ${logo}`,
    intro: (logo, day) => [
      `This is day ${day} of the 10 days you keep “${logo}”.`,
      'Nobody else can buy it while you keep it. When the keep ends, it is on sale to everyone again.',
    ],
    left: 'Time left',
    leftValue: (days, hours) => `${days} days ${hours} hours`,
    ends: 'Your keep ends',
    logo: 'Logo',
    names: 'Your names',
    pictureAlt: (logo) => `${logo} with your names`,
    link: (url) => `See the logo: ${url}`,
  },
  sold: {
    subject: (count, first) =>
      count === 1 ? `A favourite was sold: ${first}` : `${count} of your favourites were sold`,
    intro: (count) => [
      count === 1
        ? 'A logo in your favourites has been sold to another customer. Each logo is sold only once.'
        : 'Logos in your favourites have been sold to other customers. Each logo is sold only once.',
      'Here are similar logos that are still available.',
    ],
    soldLogo: 'Sold',
    similar: 'Similar and available',
    none: 'No similar logo is available right now.',
    favorites: (url) => `Your favourites: ${url}`,
  },
  unsubscribe: (kind, url, profile) => [
    `You get this mail because ${kind === 'keep_reminders' ? 'keep reminders' : 'news of your favourites'} are on in your profile. To stop them, open ${url} (or change your mail settings: ${profile}).`,
  ],
};

const ja: ReturnMailTexts = {
  reminder: {
    subject: (logo, day) => `キープ10日間のうち${day}日目です：${logo}`,
    intro: (logo, day) => [
      `「${logo}」のキープは10日間のうち${day}日目になりました。`,
      'キープ中はほかの方は購入できません。キープが終わると、どなたでも購入できるようになります。',
    ],
    left: '残り時間',
    leftValue: (days, hours) => `${days}日${hours}時間`,
    ends: 'キープの終了',
    logo: 'ロゴ',
    names: 'ご入力の名前',
    pictureAlt: (logo) => `${logo}（ご入力の名前入り）`,
    link: (url) => `ロゴを見る：${url}`,
  },
  sold: {
    subject: (count, first) =>
      count === 1 ? `お気に入りのロゴが売れました：${first}` : `お気に入りのロゴ${count}点が売れました`,
    intro: (count) => [
      count === 1
        ? 'お気に入りのロゴがほかのお客様に購入されました。ロゴは1点限りの販売です。'
        : 'お気に入りのロゴがほかのお客様に購入されました。ロゴは1点限りの販売です。',
      '購入できる似たロゴをご紹介します。',
    ],
    soldLogo: '売れたロゴ',
    similar: '購入できる似たロゴ',
    none: 'いま購入できる似たロゴはありません。',
    favorites: (url) => `お気に入り：${url}`,
  },
  unsubscribe: (kind, url, profile) => [
    `プロフィールで${kind === 'keep_reminders' ? 'キープのリマインダー' : 'お気に入りのお知らせ'}を受け取る設定になっているため、このメールをお送りしています。停止するには ${url} を開いてください（メール設定の変更：${profile}）。`,
  ],
};

const vi: ReturnMailTexts = {
  reminder: {
    subject: (logo, day) => `Ngày ${day}/10: logo bạn đang giữ ${logo}`,
    intro: (logo, day) => [
      `Hôm nay là ngày ${day} trong 10 ngày bạn giữ “${logo}”.`,
      'Khi bạn đang giữ, người khác không thể mua logo này. Khi hết hạn giữ, logo sẽ được bán lại cho mọi người.',
    ],
    left: 'Thời gian còn lại',
    leftValue: (days, hours) => `${days} ngày ${hours} giờ`,
    ends: 'Hết hạn giữ',
    logo: 'Logo',
    names: 'Tên của bạn',
    pictureAlt: (logo) => `${logo} với tên của bạn`,
    link: (url) => `Xem logo: ${url}`,
  },
  sold: {
    subject: (count, first) =>
      count === 1
        ? `Một logo yêu thích đã được bán: ${first}`
        : `${count} logo yêu thích của bạn đã được bán`,
    intro: (count) => [
      count === 1
        ? 'Một logo trong danh sách yêu thích của bạn đã được bán cho khách hàng khác. Mỗi logo chỉ được bán một lần.'
        : 'Các logo trong danh sách yêu thích của bạn đã được bán cho khách hàng khác. Mỗi logo chỉ được bán một lần.',
      'Dưới đây là các logo tương tự vẫn còn bán.',
    ],
    soldLogo: 'Đã bán',
    similar: 'Tương tự, còn bán',
    none: 'Hiện chưa có logo tương tự nào còn bán.',
    favorites: (url) => `Danh sách yêu thích: ${url}`,
  },
  unsubscribe: (kind, url, profile) => [
    `Bạn nhận được thư này vì đã bật ${kind === 'keep_reminders' ? 'nhắc nhở giữ logo' : 'tin về logo yêu thích'} trong hồ sơ. Để ngừng nhận, hãy mở ${url} (hoặc đổi cài đặt thư: ${profile}).`,
  ],
};

export const RETURN_MAIL_TEXTS: Record<Locale, ReturnMailTexts> = { en, ja, vi };
