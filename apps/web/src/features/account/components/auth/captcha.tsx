// The external build (ADR 0025): its styles come as a CSS file and its worker as a file of our
// own, so the strict Content-Security-Policy needs no inline <style> and no blob: workers.
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/ja';
import 'altcha/i18n/vi';
import type {} from 'altcha/types/react';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../../../../shared/i18n/locale.ts';
import { FieldError } from '../../../../shared/ui/field-shell.tsx';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

// The server's challenges are SHA-256 (platform/captcha/captcha.ts); the external build bundles no worker.
$altcha.algorithms.set('SHA-256', () => new ShaWorker());

interface CaptchaProps {
  /** The solved payload, or '' while unsolved or after it expired. */
  onChange: (payload: string) => void;
  error?: string | undefined;
}

/**
 * The ALTCHA proof-of-work widget. It starts solving as soon as it appears; a payload is single
 * use, so forms remount it (change its `key`) after every submit that reached the server.
 */
export function Captcha({ onChange, error }: CaptchaProps) {
  const lang = useLang();
  const ref = useRef<HTMLElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [state, setState] = useState('unverified');

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      setState(detail?.state ?? 'unverified');
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : '');
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, []);

  return (
    <div data-testid="captcha" data-state={state}>
      <altcha-widget
        ref={ref}
        challenge={CAPTCHA_CHALLENGE_URL}
        auto="onload"
        language={lang}
        name="captcha"
        style={{ '--altcha-max-width': '100%' }}
      />
      <FieldError message={error} />
    </div>
  );
}
