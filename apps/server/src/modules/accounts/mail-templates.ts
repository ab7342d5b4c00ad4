import type { Locale } from '@logoya/core';
import type { Mail } from '../../platform/mail/mail.ts';

type Template = (p: Record<string, string>) => { subject: string; lines: string[] };

const templates: Record<string, Record<Locale, Template>> = {
  signupCode: {
    en: (p) => ({
      subject: `Your Logoya code: ${p.code}`,
      lines: [
        `Hello ${p.name},`,
        `Your code to finish signing up is ${p.code}.`,
        'It is valid for 10 minutes.',
        'If you did not sign up, ignore this e-mail.',
      ],
    }),
    ja: (p) => ({
      subject: `Logoya 認証コード: ${p.code}`,
      lines: [
        `${p.name} 様`,
        `会員登録を完了するための認証コードは ${p.code} です。`,
        'コードの有効期限は10分です。',
        'お心当たりのない場合は、このメールを破棄してください。',
      ],
    }),
    vi: (p) => ({
      subject: `Mã xác nhận Logoya: ${p.code}`,
      lines: [
        `Xin chào ${p.name},`,
        `Mã để hoàn tất đăng ký của bạn là ${p.code}.`,
        'Mã có hiệu lực trong 10 phút.',
        'Nếu bạn không đăng ký, hãy bỏ qua email này.',
      ],
    }),
  },
  signupExisting: {
    en: (p) => ({
      subject: 'Someone tried to sign up with your e-mail',
      lines: [
        'Someone tried to create a Logoya account with this e-mail address, which already has an account.',
        `If it was you, sign in or reset your password: ${p.url}`,
        'Otherwise, ignore this e-mail.',
      ],
    }),
    ja: (p) => ({
      subject: 'このメールアドレスで会員登録が試みられました',
      lines: [
        'すでに登録済みのこのメールアドレスで、Logoyaの会員登録が試みられました。',
        `ご本人の場合は、ログインまたはパスワードの再設定をしてください: ${p.url}`,
        'お心当たりのない場合は、このメールを破棄してください。',
      ],
    }),
    vi: (p) => ({
      subject: 'Có người đã thử đăng ký bằng email của bạn',
      lines: [
        'Có người đã thử tạo tài khoản Logoya bằng địa chỉ email này, vốn đã có tài khoản.',
        `Nếu đó là bạn, hãy đăng nhập hoặc đặt lại mật khẩu: ${p.url}`,
        'Nếu không, hãy bỏ qua email này.',
      ],
    }),
  },
  resetLink: {
    en: (p) => ({
      subject: 'Reset your Logoya password',
      lines: [
        'We received a request to reset your password.',
        `Open this link within 60 minutes to choose a new one: ${p.url}`,
        'If you did not ask for it, ignore this e-mail; your password stays as it is.',
      ],
    }),
    ja: (p) => ({
      subject: 'Logoya パスワード再設定のご案内',
      lines: [
        'パスワード再設定のご依頼を受け付けました。',
        `60分以内に次のリンクを開いて、新しいパスワードを設定してください: ${p.url}`,
        'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
      ],
    }),
    vi: (p) => ({
      subject: 'Đặt lại mật khẩu Logoya',
      lines: [
        'Chúng tôi đã nhận được yêu cầu đặt lại mật khẩu của bạn.',
        `Mở liên kết này trong vòng 60 phút để chọn mật khẩu mới: ${p.url}`,
        'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
      ],
    }),
  },
  emailChangeCode: {
    en: (p) => ({
      subject: `Confirm your new e-mail: ${p.code}`,
      lines: [
        `Your code to confirm this e-mail address for Logoya is ${p.code}.`,
        'It is valid for 10 minutes.',
      ],
    }),
    ja: (p) => ({
      subject: `新しいメールアドレスの確認コード: ${p.code}`,
      lines: [
        `Logoyaでこのメールアドレスを確認するためのコードは ${p.code} です。`,
        'コードの有効期限は10分です。',
      ],
    }),
    vi: (p) => ({
      subject: `Xác nhận email mới: ${p.code}`,
      lines: [`Mã xác nhận địa chỉ email này cho Logoya là ${p.code}.`, 'Mã có hiệu lực trong 10 phút.'],
    }),
  },
  passwordChanged: {
    en: () => ({
      subject: 'Your Logoya password was changed',
      lines: [
        'Your password was changed and your other sessions were signed out.',
        'If this was not you, reset your password at once.',
      ],
    }),
    ja: () => ({
      subject: 'Logoya パスワード変更のお知らせ',
      lines: [
        'パスワードが変更され、他の端末からのログインは解除されました。',
        'お心当たりのない場合は、すぐにパスワードを再設定してください。',
      ],
    }),
    vi: () => ({
      subject: 'Mật khẩu Logoya của bạn đã được thay đổi',
      lines: [
        'Mật khẩu của bạn đã được thay đổi và các phiên đăng nhập khác đã bị đăng xuất.',
        'Nếu không phải bạn, hãy đặt lại mật khẩu ngay.',
      ],
    }),
  },
};

export type TemplateName = keyof typeof templates;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A mail in the member's language, as plain text and HTML. */
export function renderMail(
  name: TemplateName,
  locale: Locale,
  to: string,
  params: Record<string, string> = {},
): Mail {
  const { subject, lines } = templates[name]![locale](params);
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1f2937">${lines
    .map((line) => `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('')}<p style="color:#6b7280">Logoya</p></body></html>`;
  return { to, subject, text: `${lines.join('\n\n')}\n\nLogoya\n`, html };
}
