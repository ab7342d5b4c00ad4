/**
 * Messages of the server-side protections added in the hardening work (issue 9), merged into
 * the message catalog like the buying messages.
 */
export const hardeningEn = {
  first_password_required: 'Please set a new password before you continue.',
  image_file_too_large: 'The image may not be larger than {max} MB.',
  image_too_large: 'The image may be at most {max} × {max} pixels.',
  image_too_many_frames: 'The animation may have at most {max} frames.',
  picture_too_many: 'You have changed your picture many times in a short time. Please try again later.',
  csrf_refused:
    'This request was refused because it did not come from a Logoya page. Please reload the page and try again.',
};

export type HardeningMessageKey = keyof typeof hardeningEn;

export const hardeningJa: Record<HardeningMessageKey, string> = {
  first_password_required: '続行する前に新しいパスワードを設定してください。',
  image_file_too_large: '画像のファイルサイズは{max}MB以下にしてください。',
  image_too_large: '画像の大きさは{max}×{max}ピクセル以下にしてください。',
  image_too_many_frames: 'アニメーションのコマ数は{max}以下にしてください。',
  picture_too_many: '短時間に何度も画像が変更されました。しばらくしてからもう一度お試しください。',
  csrf_refused:
    'Logoyaのページから送信されていないため、このリクエストは拒否されました。ページを再読み込みしてもう一度お試しください。',
};

export const hardeningVi: Record<HardeningMessageKey, string> = {
  first_password_required: 'Vui lòng đặt mật khẩu mới trước khi tiếp tục.',
  image_file_too_large: 'Ảnh không được lớn hơn {max} MB.',
  image_too_large: 'Ảnh chỉ được có kích thước tối đa {max} × {max} điểm ảnh.',
  image_too_many_frames: 'Ảnh động chỉ được có tối đa {max} khung hình.',
  picture_too_many: 'Bạn đã thay ảnh nhiều lần trong thời gian ngắn. Vui lòng thử lại sau.',
  csrf_refused:
    'Yêu cầu này bị từ chối vì không được gửi từ một trang của Logoya. Vui lòng tải lại trang và thử lại.',
};
