import type { Locale } from '../constants.ts';
import { type BuyingMessageKey, buyingEn, buyingJa, buyingVi } from './buying.ts';
import {
  type CertificatesMessageKey,
  certificatesEn,
  certificatesJa,
  certificatesVi,
} from './certificates.ts';
import { type DatesMessageKey, datesEn, datesJa, datesVi } from './dates.ts';
import { type FieldKey, fieldsEn, fieldsJa, fieldsVi } from './fields.ts';
import { type HardeningMessageKey, hardeningEn, hardeningJa, hardeningVi } from './hardening.ts';
import { type LetteringMessageKey, letteringEn, letteringJa, letteringVi } from './lettering.ts';
import { type MockupsMessageKey, mockupsEn, mockupsJa, mockupsVi } from './mockups.ts';
import { type PlatformMessageKey, platformEn, platformJa, platformVi } from './platform.ts';
import { type ReturnMailsMessageKey, returnMailsEn, returnMailsJa, returnMailsVi } from './return-mails.ts';
import {
  type StaffCatalogMessageKey,
  staffCatalogEn,
  staffCatalogJa,
  staffCatalogVi,
} from './staff-catalog.ts';
import { type StaffFilesMessageKey, staffFilesEn, staffFilesJa, staffFilesVi } from './staff-files.ts';
import { type StaffLogosMessageKey, staffLogosEn, staffLogosJa, staffLogosVi } from './staff-logos.ts';
import { type StaffUsersMessageKey, staffUsersEn, staffUsersJa, staffUsersVi } from './staff-users.ts';

/**
 * Messages the server sends and forms show, in each language. Contracts carry message codes
 * (`msg('required', { field: 'email' })`), and `translateMessage` turns them into text for the
 * caller's language, so the API and the browser show the same words (SPEC §5, §8).
 */
const en = {
  required: '{field} is required',
  invalid_email: 'Invalid email address',
  min_length: '{field} must be at least {min} characters',
  max_length: '{field} may not be longer than {max} characters',
  captcha_required: 'Captcha is required',
  captcha_invalid: 'The captcha has expired or was already used. Please solve it again.',
  email_mismatch: 'The email confirmation does not match',
  password_mismatch: 'The confirmation password must same password',
  password_rule: '{field} must contain a lowercase letter and a digit',
  first_name_required: 'First name is required',
  otp_invalid: 'An error occurred, please try again',
  otp_locked: 'Too many wrong codes. Please ask for a new code.',
  resend_too_soon: 'Please wait a moment before asking for another code.',
  sign_in_failed: 'An error occurred, please try again',
  too_many_attempts: 'Too many attempts. Please try again later.',
  reset_failed: 'Something went wrong!',
  old_password_wrong: 'The current password is not correct',
  digits_only: '{field} may contain only digits and spaces',
  image_only: 'Please select an image file',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  provider_failed: 'We could not verify your account with this provider.',
  provider_unverified: 'This provider did not confirm the e-mail address, so it cannot be linked.',
  code_sent: 'We sent a 6-digit code to your e-mail address. Enter it to finish.',
  reset_link_sent:
    'If an account exists for this address, we sent a link to reset the password. Please check your mail.',
  password_reset_done: 'Password reset successful!',
  signed_out: 'You are signed out.',
  update_completed: 'update completed',
  password_changed: 'Your password was changed.',
  email_changed: 'Your e-mail address was changed.',
  logo_not_found: 'The logo was not found.',
  favorite_type: 'The type must be 1 (add) or 0 (remove).',
  favorite_unavailable:
    'This logo is sold out or no longer available, so it cannot be added to your favourites.',
  keep_flag: 'is_keep must be true or false.',
  keep_unavailable: 'This logo cannot be kept: it is sold out, negotiating or no longer available.',
  keep_taken: 'Another customer is already keeping this logo.',
  keep_limit: 'You can keep up to {max} logos at once. Release one to keep another.',
  keep_not_yours: 'You are not keeping this logo.',
  keep_expired: 'Keep cancelled due to timeout.',
  sub_name_required: 'Sub name is required',
  main_name_required: 'Main name is required',
  contact_name_required: 'Your name is required.',
  contact_banner: 'There is an error in the entered information, or it has not been entered.',
  contact_too_many: 'You have sent several messages in a short time. Please try again later.',
  contact_sent: 'Thank you. Your message has been sent.',
  request_sent: 'Thank you. Your logo request has been sent.',
  request_too_many: 'You have sent several requests today. Please try again tomorrow.',
  unknown_option: 'The selected {field} does not exist.',
  token_valid: 'The link is valid.',
} as const;

/** Messages kept in their own files, merged below. */
type MergedMessageKey =
  | BuyingMessageKey
  | DatesMessageKey
  | MockupsMessageKey
  | ReturnMailsMessageKey
  | CertificatesMessageKey
  | PlatformMessageKey
  | HardeningMessageKey
  | LetteringMessageKey
  | StaffCatalogMessageKey
  | StaffUsersMessageKey
  | StaffLogosMessageKey
  | StaffFilesMessageKey;
export type MessageKey = keyof typeof en | MergedMessageKey;

const ja: Record<Exclude<MessageKey, MergedMessageKey>, string> = {
  required: '{field}は必須です',
  invalid_email: 'メールアドレスの形式が正しくありません',
  min_length: '{field}は{min}文字以上で入力してください',
  max_length: '{field}は{max}文字以内で入力してください',
  captcha_required: '認証（キャプチャ）は必須です',
  captcha_invalid: '認証の有効期限が切れたか、すでに使用されています。もう一度認証してください。',
  email_mismatch: 'メールアドレスとメールアドレス（確認）が一致していません',
  password_mismatch: '確認用パスワードがパスワードと一致していません',
  password_rule: '{field}には英小文字と数字を含めてください',
  first_name_required: '名は必須です',
  otp_invalid: 'エラーが発生しました。もう一度お試しください',
  otp_locked: 'コードの入力に続けて失敗しました。新しいコードを請求してください。',
  resend_too_soon: 'しばらく待ってから、もう一度コードを請求してください。',
  sign_in_failed: 'エラーが発生しました。もう一度お試しください',
  too_many_attempts: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
  reset_failed: '問題が発生しました。',
  old_password_wrong: '現在のパスワードが正しくありません',
  digits_only: '{field}には数字とスペースのみ入力できます',
  image_only: '画像ファイルを選択してください',
  unauthenticated: '続けるにはログインしてください。',
  forbidden: 'この操作を行う権限がありません。',
  provider_failed: 'このサービスでアカウントを確認できませんでした。',
  provider_unverified: 'このサービスでメールアドレスが確認されていないため、連携できません。',
  code_sent: '6桁の認証コードをメールでお送りしました。入力して登録を完了してください。',
  reset_link_sent:
    'このメールアドレスのアカウントがある場合、パスワード再設定用のリンクをお送りしました。メールをご確認ください。',
  password_reset_done: 'パスワードを再設定しました！',
  signed_out: 'ログアウトしました。',
  update_completed: '更新しました',
  password_changed: 'パスワードを変更しました。',
  email_changed: 'メールアドレスを変更しました。',
  logo_not_found: 'ロゴが見つかりません。',
  favorite_type: 'typeは1（追加）または0（解除）で指定してください。',
  favorite_unavailable: 'このロゴは売り切れか公開終了のため、お気に入りに追加できません。',
  keep_flag: 'is_keepはtrueまたはfalseで指定してください。',
  keep_unavailable: 'このロゴはキープできません（売り切れ・商談中・公開終了）。',
  keep_taken: 'このロゴは他のお客様がキープ中です。',
  keep_limit: '同時にキープできるロゴは{max}件までです。キープを解除してから追加してください。',
  keep_not_yours: 'このロゴはキープしていません。',
  keep_expired: 'キープ期限が過ぎたため、キープを解除しました。',
  sub_name_required: 'サブネームは必須です',
  main_name_required: 'メインネームは必須です',
  contact_name_required: 'お名前は必須です。',
  contact_banner: '入力内容に誤りがあるか、未入力の項目があります。',
  contact_too_many: '短時間に多くのお問い合わせが送信されました。しばらくしてからもう一度お試しください。',
  contact_sent: 'お問い合わせを送信しました。ありがとうございます。',
  request_sent: 'ロゴのご依頼を送信しました。ありがとうございます。',
  request_too_many: '本日のご依頼数が上限に達しました。明日もう一度お試しください。',
  unknown_option: '選択された{field}は存在しません。',
  token_valid: 'リンクは有効です。',
};

const vi: Record<Exclude<MessageKey, MergedMessageKey>, string> = {
  required: '{field} là bắt buộc',
  invalid_email: 'Địa chỉ email không hợp lệ',
  min_length: '{field} phải có ít nhất {min} ký tự',
  max_length: '{field} không được dài quá {max} ký tự',
  captcha_required: 'Vui lòng hoàn thành captcha',
  captcha_invalid: 'Captcha đã hết hạn hoặc đã được dùng. Vui lòng giải lại.',
  email_mismatch: 'Email xác nhận không khớp',
  password_mismatch: 'Mật khẩu xác nhận phải giống mật khẩu',
  password_rule: '{field} phải có ít nhất một chữ thường và một chữ số',
  first_name_required: 'Vui lòng nhập tên',
  otp_invalid: 'Đã xảy ra lỗi, vui lòng thử lại',
  otp_locked: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới.',
  resend_too_soon: 'Vui lòng đợi một chút trước khi yêu cầu mã khác.',
  sign_in_failed: 'Đã xảy ra lỗi, vui lòng thử lại',
  too_many_attempts: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.',
  reset_failed: 'Đã xảy ra lỗi!',
  old_password_wrong: 'Mật khẩu hiện tại không đúng',
  digits_only: '{field} chỉ được chứa chữ số và khoảng trắng',
  image_only: 'Vui lòng chọn một tệp hình ảnh',
  unauthenticated: 'Vui lòng đăng nhập để tiếp tục.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  provider_failed: 'Chúng tôi không thể xác minh tài khoản của bạn với nhà cung cấp này.',
  provider_unverified: 'Nhà cung cấp này chưa xác nhận địa chỉ email nên không thể liên kết.',
  code_sent: 'Chúng tôi đã gửi mã 6 chữ số đến email của bạn. Hãy nhập mã để hoàn tất.',
  reset_link_sent:
    'Nếu địa chỉ này có tài khoản, chúng tôi đã gửi liên kết đặt lại mật khẩu. Vui lòng kiểm tra email.',
  password_reset_done: 'Đặt lại mật khẩu thành công!',
  signed_out: 'Bạn đã đăng xuất.',
  update_completed: 'Cập nhật thành công',
  password_changed: 'Mật khẩu của bạn đã được thay đổi.',
  email_changed: 'Địa chỉ email của bạn đã được thay đổi.',
  logo_not_found: 'Không tìm thấy logo.',
  favorite_type: 'type phải là 1 (thêm) hoặc 0 (bỏ).',
  favorite_unavailable: 'Logo này đã bán hoặc không còn hiển thị nên không thể thêm vào yêu thích.',
  keep_flag: 'is_keep phải là true hoặc false.',
  keep_unavailable: 'Không thể giữ logo này: logo đã bán, đang thương lượng hoặc không còn hiển thị.',
  keep_taken: 'Một khách hàng khác đang giữ logo này.',
  keep_limit: 'Bạn chỉ có thể giữ tối đa {max} logo cùng lúc. Hãy bỏ giữ một logo để giữ logo khác.',
  keep_not_yours: 'Bạn không giữ logo này.',
  keep_expired: 'Đã hủy giữ logo do hết thời hạn.',
  sub_name_required: 'Vui lòng nhập tên phụ',
  main_name_required: 'Vui lòng nhập tên chính',
  contact_name_required: 'Vui lòng nhập họ tên.',
  contact_banner: 'Thông tin nhập có lỗi hoặc chưa được nhập.',
  contact_too_many: 'Bạn đã gửi nhiều tin nhắn trong thời gian ngắn. Vui lòng thử lại sau.',
  contact_sent: 'Cảm ơn bạn. Tin nhắn của bạn đã được gửi.',
  request_sent: 'Cảm ơn bạn. Yêu cầu logo của bạn đã được gửi.',
  request_too_many: 'Hôm nay bạn đã gửi nhiều yêu cầu. Vui lòng thử lại vào ngày mai.',
  unknown_option: '{field} đã chọn không tồn tại.',
  token_valid: 'Liên kết hợp lệ.',
};

export type { FieldKey } from './fields.ts';

const catalogs: Record<Locale, { messages: Record<MessageKey, string>; fields: Record<FieldKey, string> }> = {
  en: {
    messages: {
      ...en,
      ...buyingEn,
      ...platformEn,
      ...hardeningEn,
      ...letteringEn,
      ...staffCatalogEn,
      ...staffUsersEn,
      ...staffLogosEn,
      ...staffFilesEn,
      ...datesEn,
      ...mockupsEn,
      ...returnMailsEn,
      ...certificatesEn,
    },
    fields: fieldsEn,
  },
  ja: {
    messages: {
      ...ja,
      ...buyingJa,
      ...platformJa,
      ...hardeningJa,
      ...letteringJa,
      ...staffCatalogJa,
      ...staffUsersJa,
      ...staffLogosJa,
      ...staffFilesJa,
      ...datesJa,
      ...mockupsJa,
      ...returnMailsJa,
      ...certificatesJa,
    },
    fields: fieldsJa,
  },
  vi: {
    messages: {
      ...vi,
      ...buyingVi,
      ...platformVi,
      ...hardeningVi,
      ...letteringVi,
      ...staffCatalogVi,
      ...staffUsersVi,
      ...staffLogosVi,
      ...staffFilesVi,
      ...datesVi,
      ...mockupsVi,
      ...returnMailsVi,
      ...certificatesVi,
    },
    fields: fieldsVi,
  },
};

const PREFIX = 'msg:';

/** A message code carried by a contract: `msg:required?field=email`. */
export function msg(
  key: MessageKey,
  params: { field?: FieldKey; min?: number | string; max?: number | string; unit?: string } = {},
): string {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, String(v)]) as [string, string][],
  ).toString();
  return `${PREFIX}${key}${query ? `?${query}` : ''}`;
}

/** Text of a message code in a language; any other string is returned as it is. */
export function translateMessage(message: string, locale: Locale): string {
  if (!message.startsWith(PREFIX)) return message;
  const [key, query] = message.slice(PREFIX.length).split('?') as [string, string | undefined];
  const catalog = catalogs[locale];
  const template = catalog.messages[key as MessageKey];
  if (!template) return message;
  const params = new URLSearchParams(query ?? '');
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params.get(name) ?? '';
    return name === 'field' ? (catalog.fields[value as FieldKey] ?? value) : value;
  });
}

export const messageCatalogs = catalogs;
