import type { AccountUser } from '@logoya/core';
import { api } from '../../shared/api/client.ts';
import { type SessionData, sessionOf } from '../../shared/auth/session-storage.ts';

/** Back-office calls ask for Japanese server messages. */
const JA = { locale: 'ja' } as const;

/**
 * POST /api/login: staff sign-in without captcha (the server applies strict limits). The browser
 * keeps the session as the server's HttpOnly cookie; the page keeps only who signed in.
 */
export function login(body: { email: string; password: string }) {
  return api.post<{ data: SessionData }>('/api/login', body, JA).then(sessionOf);
}

/** POST /api/update-first-password: the forced new password of a first login. */
export function updateFirstPassword(body: { newPass: string; confirmPass: string }) {
  return api.post<{ data: AccountUser }>('/api/update-first-password', body, JA).then((r) => r.data);
}

/** POST /api/update-password. */
export function updatePassword(body: { oldPass: string; newPass: string; confirmPass: string }) {
  return api.post<{ message: string }>('/api/update-password', body, JA);
}

/** POST /api/update-profile: multipart with _method=put, the name and an optional cropped picture. */
export function updateProfile(input: { name: string; picture: Blob | null }) {
  const form = new FormData();
  form.set('_method', 'put');
  form.set('name', input.name);
  if (input.picture) form.set('picture', input.picture, 'avatar.png');
  return api.postForm<{ data: AccountUser; message: string }>('/api/update-profile', form, JA);
}
