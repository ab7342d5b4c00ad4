import type { AccountUser } from '@logoya/core';
import { api } from '../../shared/api/client.ts';
import type { SessionData } from '../../shared/auth/session.tsx';

/** Back-office calls ask for Japanese server messages. */
const JA = { locale: 'ja' } as const;

/** POST /api/login: staff sign-in without captcha (the server applies strict limits). */
export function login(body: { email: string; password: string }) {
  return api.post<{ data: SessionData }>('/api/login', body, JA).then((r) => r.data);
}

/**
 * Revokes a token that was never stored in the session (a member who tried the back-office
 * login), so it does not stay valid on the server. Failures are harmless: nobody holds it.
 */
export async function revokeToken(token: string): Promise<void> {
  try {
    await fetch('/api/logout', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, locale: 'ja' },
    });
  } catch {
    // The token was never stored anywhere, so it is unusable in practice.
  }
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
