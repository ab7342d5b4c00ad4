/**
 * Texts of the "unsubscribe" namespace: the page an unsubscribe link in a mail opens (issue 26,
 * ADR 0110). It asks for one click: mail scanners follow links, so opening it changes nothing.
 * ja and vi are typed as the en shape, so a missing or extra key fails the typecheck.
 */
const en = {
  title: 'Unsubscribe',
  kind_keep_reminders: 'keep reminders',
  kind_favorite_news: 'news of your favourites',
  question: 'Stop {{kind}} to {{email}}?',
  note: 'Codes and order mails still come. You can turn it on again on your profile page.',
  confirm: 'Unsubscribe',
  done: 'Done: {{kind}} will no longer be sent to {{email}}.',
  already: 'You no longer get {{kind}} at {{email}}.',
  invalid: 'This unsubscribe link is not valid.',
  loading: 'Checking the link…',
  profile: 'Mail settings on your profile',
};

const ja: typeof en = {
  title: 'メールの配信停止',
  kind_keep_reminders: 'キープのリマインダー',
  kind_favorite_news: 'お気に入りのお知らせ',
  question: '{{email}} への{{kind}}を停止しますか？',
  note: '認証コードと注文のメールは引き続きお送りします。プロフィールページでいつでも再開できます。',
  confirm: '配信を停止する',
  done: '{{email}} への{{kind}}を停止しました。',
  already: '{{email}} への{{kind}}は停止しています。',
  invalid: 'この配信停止リンクは無効です。',
  loading: 'リンクを確認しています…',
  profile: 'プロフィールのメール設定',
};

const vi: typeof en = {
  title: 'Hủy đăng ký thư',
  kind_keep_reminders: 'nhắc nhở giữ logo',
  kind_favorite_news: 'tin về logo yêu thích',
  question: 'Ngừng gửi {{kind}} đến {{email}}?',
  note: 'Mã xác nhận và thư về đơn hàng vẫn được gửi. Bạn có thể bật lại trong trang hồ sơ.',
  confirm: 'Hủy đăng ký',
  done: 'Đã xong: {{kind}} sẽ không còn được gửi đến {{email}}.',
  already: '{{kind}} đã tắt cho {{email}}.',
  invalid: 'Liên kết hủy đăng ký này không hợp lệ.',
  loading: 'Đang kiểm tra liên kết…',
  profile: 'Cài đặt thư trong hồ sơ',
};

export const unsubscribeTexts = { en, ja, vi };
