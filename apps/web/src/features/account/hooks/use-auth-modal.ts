import { isLocale } from '@logoya/core/rules/locale';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export type AuthMode = 'sign-in' | 'sign-up';
const MODES: readonly string[] = ['sign-in', 'sign-up'];

/** Only a path of this site may be a return address (no //host or scheme). */
export function safeNextPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** Why a guard asked for a sign-in: to pay (the checkout or a bank transfer's page), or to see a member page. */
export type SignInReason = 'pay' | 'page';

/** Member pages that take a payment, after the language: the checkout and a transfer's QR page. */
const PAYMENT_PAGE = /^\/my-page\/(cart\/payment\/?|payment-qr\/[^/]+\/?)$/;

/** The reason from the page the sign-in returns to (`next`); null when nothing guarded the way. */
export function signInReason(next: string | null): SignInReason | null {
  if (next === null) return null;
  const [, first = '', ...rest] = (next.split(/[?#]/)[0] ?? '').split('/');
  const path = isLocale(first) ? `/${rest.join('/')}` : next;
  return PAYMENT_PAGE.test(path) ? 'pay' : 'page';
}

/**
 * The sign-in and sign-up modals live in the URL (`?auth=sign-in|sign-up`, with `next` for the
 * page to return to), so links, the guard and the Back button can open and close them.
 */
export function useAuthModal() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('auth');
  const mode = raw && MODES.includes(raw) ? (raw as AuthMode) : null;
  const next = safeNextPath(params.get('next'));

  const open = useCallback(
    (target: AuthMode) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          copy.set('auth', target);
          return copy;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          copy.delete('auth');
          copy.delete('next');
          return copy;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  /** After signing in: back to the page the guard came from, else just close. */
  const finish = useCallback(() => {
    if (next) navigate(next, { replace: true });
    else close();
  }, [next, navigate, close]);

  return { mode, next, reason: signInReason(next), open, close, finish };
}
