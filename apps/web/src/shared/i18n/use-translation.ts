import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_NS, type I18n, i18n, type Namespace } from './i18n.ts';

interface Options {
  /** A fixed language instead of the page's (the back office is always Japanese). */
  lng?: string;
}

/**
 * `const { t } = useTranslation()`: the texts of the page language (or of `options.lng`) in a
 * namespace; re-renders when the language changes or a namespace is added. `t` keeps its identity
 * until then, so it can sit in dependency lists.
 */
export function useTranslation<N extends Namespace = 'translation'>(
  ns?: N,
  options: Options = {},
): { t: TFunction<N>; i18n: I18n } {
  const revision = useSyncExternalStore(i18n.subscribe, i18n.revision, i18n.revision);
  const lng = options.lng ?? i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the store's change signal
  const t = useMemo(() => i18n.getFixedT<N>(lng, ns ?? (DEFAULT_NS as N)), [lng, ns, revision]);
  return { t, i18n };
}
