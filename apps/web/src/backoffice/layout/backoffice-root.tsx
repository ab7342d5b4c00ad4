import { useLayoutEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { ToastProvider } from '../../shared/ui/toast.tsx';
import { ja } from '../i18n/ja.ts';
import { BasePathContext } from '../lib/base-path.tsx';
import type { BackofficeHandle } from '../routes.tsx';

function isBackofficeHandle(handle: unknown): handle is BackofficeHandle {
  return typeof handle === 'object' && handle !== null && 'backofficeBase' in handle;
}

/** The back office's root: Japanese page language, its URL base and its toasts. */
export function BackofficeRoot() {
  const matches = useMatches();
  const base = matches.map((m) => m.handle).find(isBackofficeHandle)?.backofficeBase ?? '/admin';

  // Before paint, so screen readers and fonts never see a frame in the shop's language.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.lang;
    root.lang = 'ja';
    return () => {
      root.lang = previous;
    };
  }, []);

  return (
    <BasePathContext.Provider value={base}>
      <ToastProvider closeLabel={ja.common.close}>
        <Outlet />
      </ToastProvider>
    </BasePathContext.Provider>
  );
}
