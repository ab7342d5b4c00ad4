import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { i18n } from './i18n.ts';

/**
 * React.lazy for the shop's lazy pages and dialogs: the component renders once its code and every
 * text of the page language are loaded (the first load carries only the first view's texts).
 * Should the texts fail to load, the component still renders.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's
export function lazyWithTexts<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() =>
    Promise.all([load(), i18n.loadAll(i18n.language).catch(() => undefined)]).then(([module]) => module),
  );
}
