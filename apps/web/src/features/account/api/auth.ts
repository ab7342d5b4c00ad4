import type { Locale } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { type SessionData, sessionOf } from '../../../shared/auth/session-storage.ts';
import { accountKeys } from './keys.ts';

export interface MessageAnswer {
  message: string;
}
interface SessionAnswer {
  data: SessionData;
}

export interface SignInInput {
  email: string;
  password: string;
  remember: boolean;
  captcha: string;
}

/** POST /api/sign-in (e-mail, password, remember me, captcha). */
export const signIn = (lang: Locale, body: SignInInput) =>
  api.post<SessionAnswer>('/api/sign-in', body, { locale: lang }).then(sessionOf);

export interface SignUpInput {
  company_name: string;
  name: string;
  email: string;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  address: string;
  captcha: string;
}

/** POST /api/sign-up: mails a 6-digit code. */
export const signUp = (lang: Locale, body: SignUpInput) =>
  api.post<MessageAnswer>('/api/sign-up', body, { locale: lang });

/** POST /api/sign-up with re_send: mails a new code (needs a fresh captcha). */
export const resendCode = (lang: Locale, body: { email: string; captcha: string }) =>
  api.post<MessageAnswer>('/api/sign-up', { ...body, re_send: true }, { locale: lang });

/** POST /api/verify-code: the code from the mail; answers a session (and sets its cookie). */
export const verifyCode = (lang: Locale, body: { email: string; code: string; password: string }) =>
  api.post<SessionAnswer>('/api/verify-code', body, { locale: lang }).then(sessionOf);

/** POST /api/generate-link-forgot: mails a password-reset link. */
export const forgotPassword = (lang: Locale, body: { email: string; captcha: string }) =>
  api.post<MessageAnswer>('/api/generate-link-forgot', body, { locale: lang });

export type Provider = 'google' | 'facebook';

/** POST /api/login-with-provider with an access token from the provider's SDK. */
export const loginWithProvider = (lang: Locale, provider: Provider, accessToken: string) =>
  api
    .post<SessionAnswer>(
      '/api/login-with-provider',
      { provider, access_token: accessToken },
      { locale: lang },
    )
    .then(sessionOf);

export interface ProvidersAnswer {
  data: { google: boolean; facebook: boolean; google_client_id?: string; facebook_app_id?: string };
}

/** GET /api/auth/providers: which social sign-in buttons to show. */
export const providersQuery = () =>
  queryOptions({
    queryKey: accountKeys.providers(),
    queryFn: ({ signal }) => api.get<ProvidersAnswer>('/api/auth/providers', { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
