import type { TestApp } from '../../../test/app.ts';
import type { OutboxMail } from '../../../test/helpers.ts';

/** Test set-up of the user-management calls: sign-ins and calls from fresh addresses. */

export const ADMIN = { email: 'admin@logoya.test', password: 'admin1234' };
export const DESIGNER = { email: 'designer@logoya.test', password: 'designer1234' };
export const MEMBER = { email: 'member@logoya.test', password: 'member1234' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function usersClient(t: TestApp) {
  let n = 0;
  // Each call from its own address, so the per-address sign-in limits stay out of the way.
  const nextIp = () => {
    n += 1;
    return `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };

  const call = (
    method: Method,
    url: string,
    options: { token?: string; payload?: object; locale?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.locale ? { locale: options.locale } : {}),
      },
      ...(options.payload ? { payload: options.payload as Record<string, unknown> } : {}),
    });

  const signIn = async (account: { email: string; password: string }): Promise<string> => {
    const res = await call('POST', '/api/login', { payload: account });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${account.email}: ${res.statusCode} ${res.body}`);
    return res.json().data.access_token as string;
  };

  /** Signs in an account made by an admin and sets its own password at the forced first login. */
  const signInFirstTime = async (email: string, temporary: string, own: string): Promise<string> => {
    const token = await signIn({ email, password: temporary });
    const res = await call('POST', '/api/update-first-password', {
      token,
      payload: { newPass: own, confirmPass: own },
    });
    if (res.statusCode !== 200) throw new Error(`first password of ${email}: ${res.statusCode} ${res.body}`);
    return token;
  };

  return { call, signIn, signInFirstTime };
}

let serial = 0;
/** A valid form for a new user; each call has its own address. */
export function newUser(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: '山田 花子',
    name_kana: 'ヤマダ　ハナコ',
    email: `staff${serial}-${Date.now().toString(36)}@example.test`,
    role: 'designer',
    password: 'secret12',
    ...overrides,
  };
}

/** The token of the link in a mail (the outbox has already undone quoted-printable). */
export function linkToken(mail: OutboxMail | undefined, path: 'create-password' | 'password-reset'): string {
  const found = new RegExp(`/${path}\\?[^\\s"<]*?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!found?.[1]) throw new Error(`no ${path} link in the mail`);
  return found[1];
}
