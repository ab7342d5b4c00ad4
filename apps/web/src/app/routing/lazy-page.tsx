import { type ComponentType, lazy, type ReactElement } from 'react';
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts';

/**
 * A route element whose code loads when the route is first shown. Navigations run in a transition
 * (app-router.tsx), so the old page stays on screen until the new one is ready. A page waits for
 * every text of its language too (the first load carries only the first view's), unless it is
 * part of the first view (`firstView`: search and detail, whose code the server preloads with
 * their own pages).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: { firstView?: boolean } = {},
): ReactElement {
  const loadPage = () => load().then((module) => ({ default: pick(module) }));
  const Page = options.firstView ? lazy(loadPage) : lazyWithTexts(loadPage);
  return <Page />;
}
