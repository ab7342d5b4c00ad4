import type { ContactInput, Locale } from '@logoya/core';
import type { Mail } from '../../platform/mail/mail.ts';
import { oneLine, renderMail } from '../../platform/mail/mail-render.ts';

export interface StoredContact extends Omit<ContactInput, 'locale'> {
  id: number;
  locale: Locale;
  userId: number | null;
  ip: string;
}

/** The staff notification, in Japanese like the rest of the back office. */
export function staffContactMail(to: string, c: StoredContact): Mail {
  return renderMail({
    to,
    lang: 'ja',
    subject: `[Logoya] お問い合わせ #${c.id}: ${oneLine(c.name, 60)}`,
    intro: ['ウェブサイトのお問い合わせフォームからメッセージが届きました。'],
    fields: [
      { label: '受付番号', value: `#${c.id}` },
      { label: 'お名前', value: c.name },
      { label: '会社名', value: c.company_name },
      { label: 'メールアドレス', value: c.email },
      { label: '電話番号', value: c.tel },
      { label: '住所1', value: c.address_1 },
      { label: '住所2', value: c.address_2 },
      { label: '言語', value: c.locale },
      { label: '会員ID', value: c.userId ? String(c.userId) : 'ゲスト' },
      { label: 'IPアドレス', value: c.ip },
      { label: 'お問い合わせ内容', value: c.content },
    ],
    outro: ['返信は上記のメールアドレス宛てに送ってください。'],
  });
}

const ACK: Record<Locale, { subject: string; lines: (id: number) => string[] }> = {
  en: {
    subject: 'We received your message',
    lines: (id) => [
      'Thank you for contacting Logoya.',
      `We received your message (reference #${id}) and will reply to this address during our office hours, weekdays 9:00-18:00.`,
      'If you did not write to us, you can ignore this e-mail.',
    ],
  },
  ja: {
    subject: 'お問い合わせを受け付けました',
    lines: (id) => [
      'Logoyaへお問い合わせいただき、ありがとうございます。',
      `お問い合わせ（受付番号 #${id}）を受け付けました。営業時間（平日9:00〜18:00）内に、このメールアドレス宛てにご返信いたします。`,
      'お心当たりのない場合は、このメールを破棄してください。',
    ],
  },
  vi: {
    subject: 'Chúng tôi đã nhận được tin nhắn của bạn',
    lines: (id) => [
      'Cảm ơn bạn đã liên hệ với Logoya.',
      `Chúng tôi đã nhận được tin nhắn của bạn (mã #${id}) và sẽ trả lời đến địa chỉ này trong giờ làm việc, từ thứ Hai đến thứ Sáu, 9:00-18:00.`,
      'Nếu bạn không gửi tin nhắn cho chúng tôi, hãy bỏ qua email này.',
    ],
  },
};

/**
 * The sender's acknowledgement. It deliberately quotes nothing the sender typed: the address is
 * unverified, so echoing the form would let anyone send their own text to anyone through us.
 */
export function contactAckMail(c: StoredContact): Mail {
  const ack = ACK[c.locale];
  return renderMail({ to: c.email, lang: c.locale, subject: ack.subject, intro: ack.lines(c.id) });
}
