import { randomBytes } from 'node:crypto';
import type { Locale, Role } from '@logoya/core';
import { sha256 } from '../../platform/auth/auth.ts';
import type { Db } from '../../platform/db/db.ts';
import type { Mail } from '../../platform/mail/mail.ts';
import { escapeHtml } from '../../platform/mail/mail-render.ts';
import type { AccountsDeps } from './deps.ts';
import { replaceLinkToken } from './staff-users.repository.ts';

/**
 * The mail of an account an admin made: a link to set a password of one's own. Staff get an
 * invitation to the back office (the `invite` token of /api/check-token and /api/create-password);
 * members get the shop's password-reset page (a `reset` token), which the shop already has.
 */

export const INVITATION_LIFETIME_DAYS = 7;

export interface Invitee {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** Makes the link's token (stored hashed; earlier links stop working) and answers its mail. */
export async function prepareInvitation(
  deps: AccountsDeps,
  db: Db,
  locale: Locale,
  user: Invitee,
): Promise<Mail> {
  const token = randomBytes(32).toString('base64url');
  const staff = user.role !== 'user';
  await replaceLinkToken(db, {
    userId: user.id,
    tokenHash: sha256(token),
    purpose: staff ? 'invite' : 'reset',
    lifetimeMinutes: INVITATION_LIFETIME_DAYS * 24 * 60,
  });
  const base = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  const admin = `${base}/${deps.config.ADMIN_PREFIX}`;
  if (staff) {
    const url = `${admin}/create-password?token=${token}`;
    return renderInvitation('staff', locale, user, { url, login: `${admin}/login` });
  }
  const url = `${base}/${locale}/password-reset?email=${encodeURIComponent(user.email)}&token=${token}`;
  return renderInvitation('member', locale, user, { url, login: `${base}/${locale}/?auth=sign-in` });
}

type Links = { url: string; login: string };
type Template = (name: string, role: Role, links: Links) => { subject: string; lines: string[] };

const ROLE_NAMES: Record<Locale, Record<Role, string>> = {
  en: { admin: 'admin', designer: 'designer', user: 'member' },
  ja: { admin: '管理者', designer: 'デザイナー', user: '会員' },
  vi: { admin: 'quản trị viên', designer: 'nhà thiết kế', user: 'thành viên' },
};

const days = INVITATION_LIFETIME_DAYS;

const templates: Record<'staff' | 'member', Record<Locale, Template>> = {
  staff: {
    en: (name, role, l) => ({
      subject: 'You are invited to the Logoya back office',
      lines: [
        `Hello ${name},`,
        `An account for the Logoya back office was created for you (role: ${ROLE_NAMES.en[role]}).`,
        `Open this link within ${days} days to choose your password: ${l.url}`,
        `Then sign in here: ${l.login}`,
        'If you did not expect this e-mail, ignore it.',
      ],
    }),
    ja: (name, role, l) => ({
      subject: 'Logoya 管理画面へのご招待',
      lines: [
        `${name} 様`,
        `Logoyaの管理画面にあなたのアカウント（役割: ${ROLE_NAMES.ja[role]}）が作成されました。`,
        `${days}日以内に次のリンクを開いて、パスワードを設定して下さい: ${l.url}`,
        `設定後、こちらからログインできます: ${l.login}`,
        'お心当たりのない場合は、このメールを破棄して下さい。',
      ],
    }),
    vi: (name, role, l) => ({
      subject: 'Lời mời vào trang quản trị Logoya',
      lines: [
        `Xin chào ${name},`,
        `Một tài khoản trang quản trị Logoya đã được tạo cho bạn (vai trò: ${ROLE_NAMES.vi[role]}).`,
        `Mở liên kết này trong vòng ${days} ngày để đặt mật khẩu: ${l.url}`,
        `Sau đó đăng nhập tại: ${l.login}`,
        'Nếu bạn không mong đợi email này, hãy bỏ qua nó.',
      ],
    }),
  },
  member: {
    en: (name, _role, l) => ({
      subject: 'Your Logoya account was created',
      lines: [
        `Hello ${name},`,
        'Our staff created a Logoya account for you with this e-mail address.',
        `Open this link within ${days} days to choose your own password: ${l.url}`,
        `Then sign in here: ${l.login}`,
        'If you did not expect this e-mail, ignore it.',
      ],
    }),
    ja: (name, _role, l) => ({
      subject: 'Logoya アカウント作成のお知らせ',
      lines: [
        `${name} 様`,
        'このメールアドレスでLogoyaのアカウントを作成いたしました。',
        `${days}日以内に次のリンクを開いて、ご自身のパスワードを設定して下さい: ${l.url}`,
        `設定後、こちらからログインできます: ${l.login}`,
        'お心当たりのない場合は、このメールを破棄して下さい。',
      ],
    }),
    vi: (name, _role, l) => ({
      subject: 'Tài khoản Logoya của bạn đã được tạo',
      lines: [
        `Xin chào ${name},`,
        'Nhân viên của chúng tôi đã tạo tài khoản Logoya cho bạn bằng địa chỉ email này.',
        `Mở liên kết này trong vòng ${days} ngày để đặt mật khẩu của riêng bạn: ${l.url}`,
        `Sau đó đăng nhập tại: ${l.login}`,
        'Nếu bạn không mong đợi email này, hãy bỏ qua nó.',
      ],
    }),
  },
};

/** Plain text and HTML, links clickable, in the style of the other account mails. */
function renderInvitation(kind: 'staff' | 'member', locale: Locale, user: Invitee, links: Links): Mail {
  const { subject, lines } = templates[kind][locale](user.name, user.role, links);
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;color:#1f2937">${lines
    .map((line) => `<p>${escapeHtml(line).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`)
    .join('')}<p style="color:#6b7280">Logoya</p></body></html>`;
  return { to: user.email, subject, text: `${lines.join('\n\n')}\n\nLogoya\n`, html };
}
