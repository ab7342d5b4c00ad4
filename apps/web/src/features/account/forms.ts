import {
  changeEmailBody,
  forgotBody,
  nameCaptureFields,
  passwordField,
  profileFields,
  signInBody,
  signUpBody,
  updateFirstPasswordBody,
  updatePasswordBody,
  verifyCodeBody,
  verifyEmailChangeBody,
} from '@logoya/core/contracts/accounts';

/**
 * The schemas the account forms validate with: the API contracts themselves, so the browser
 * refuses exactly what the server would and shows the same words.
 */
export const signInForm = signInBody.omit({ locale: true });
export const forgotForm = forgotBody.omit({ locale: true });
export const signUpForm = signUpBody;
export const otpForm = verifyCodeBody.omit({ locale: true, remember: true });
export const nameForm = nameCaptureFields;
export const profileForm = profileFields.omit({ locale: true, name: true });
export const emailChangeForm = changeEmailBody.omit({ locale: true });
export const emailCodeForm = verifyEmailChangeBody.omit({ locale: true });
export const passwordChangeForm = updatePasswordBody;

/**
 * The reset page: a new password (at least 6 characters) and an equal confirmation. The
 * password-reset contract's union of two password rules reports 'Invalid input' for an empty
 * field, so the form reuses the first-login pair with the plain rule ('New password is required').
 */
export const resetForm = updateFirstPasswordBody.safeExtend({ newPass: passwordField('new_password') });
