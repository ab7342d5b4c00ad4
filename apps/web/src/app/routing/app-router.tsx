import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  type Navigator,
  Router,
} from 'react-router';
import { scrollMemory } from './scroll-memory.ts';

/**
 * The app's router: React Router in declarative mode (routes rendered by `useRoutes`, lazy pages
 * by React.lazy) over the browser history. The data router (createBrowserRouter) would add about
 * 18 KB (gzip) to the first load for loaders and actions the shop does not use (ADR "first load").
 * Like BrowserRouter, with two additions for scroll restoration: the position of the page being
 * left is remembered, and whether a navigation asked to keep the scroll (`preventScrollReset`).
 */
function createAppHistory() {
  const history = createBrowserHistory({ v5Compat: true });
  const leave = (opts: { preventScrollReset?: boolean } | undefined) => {
    scrollMemory.save(history.location.key);
    scrollMemory.keepScroll = Boolean(opts?.preventScrollReset);
  };
  const navigator: Navigator = {
    createHref: history.createHref,
    createURL: history.createURL,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push(to, state, opts) {
      leave(opts);
      history.push(to, state);
    },
    replace(to, state, opts) {
      leave(opts);
      history.replace(to, state);
    },
  };
  return { history, navigator };
}

interface HistoryState {
  action: NavigationType;
  location: Location;
}

export function AppRouter({ children }: { children: ReactNode }) {
  const [{ history, navigator }] = useState(createAppHistory);
  const [state, setState] = useState<HistoryState>(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // Back and forward: the page being left is still on screen (its scroll not yet changed).
        if (action === 'POP') {
          scrollMemory.save(state.location.key);
          scrollMemory.keepScroll = false;
        }
        // A transition, as BrowserRouter does: a lazy page keeps the old one on screen until ready.
        startTransition(() => setState({ action, location }));
      }),
    [history, state.location.key],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
