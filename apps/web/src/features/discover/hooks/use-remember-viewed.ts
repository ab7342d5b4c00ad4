import type { LogoDetail } from '@logoya/core';
import { useEffect } from 'react';
import { rememberViewed } from './use-recently.ts';

/** Records a logo in "recently viewed" once its detail has loaded. */
export function useRememberViewed(logo: LogoDetail | undefined): void {
  const id = logo?.logo_id;
  const src = logo?.src;
  const names = logo?.names;
  useEffect(() => {
    if (id === undefined || src === undefined || names === undefined) return;
    rememberViewed({ logo_id: id, src, names: { ja: names.ja, en: names.en, vi: names.vi } });
  }, [id, src, names]);
}
