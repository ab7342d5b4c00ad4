import type { Mail } from '../../platform/mail/mail.ts';
import { oneLine, renderMail } from '../../platform/mail/mail-render.ts';
import type { RequestRow } from './requests.repository.ts';

/** The staff notification of a free logo request, in Japanese like the back office. */
export function staffRequestMail(to: string, r: RequestRow): Mail {
  return renderMail({
    to,
    lang: 'ja',
    subject: `[Logoya] 無料ロゴリクエスト #${r.id}: ${oneLine(r.logo_text, 60)}`,
    intro: ['会員から無料ロゴのリクエストが届きました。'],
    fields: [
      { label: '受付番号', value: `#${r.id}` },
      { label: '会員', value: `${r.user_name} <${r.user_email}> (ID ${r.user_id})` },
      { label: '業種', value: r.industry_name_ja ?? '指定なし' },
      { label: 'テイスト', value: r.taste_name_ja ?? '指定なし' },
      { label: 'ロゴに入れる文字', value: r.logo_text },
      { label: 'ご要望', value: r.notes },
      { label: '言語', value: r.locale },
    ],
  });
}
