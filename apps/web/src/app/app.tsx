import { useEffect } from 'react';
import { dropInitialAnswers } from '../shared/api/initial-answers.ts';
import { markFirstRenderCommitted, useAfterFirstPaint } from '../shared/first-load.tsx';
import { i18n } from '../shared/i18n/i18n.ts';
import { Providers } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import { AppRouter } from './routing/app-router.tsx';

/** The rest of the page language's texts, for the dialogs and lazy pages, once the page is painted. */
function RestOfTexts() {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) i18n.loadAll(i18n.language).catch(() => undefined);
  }, [painted]);
  return null;
}

export function App() {
  useEffect(() => {
    // The page's first answers served the first render; from now on the API answers.
    dropInitialAnswers();
    markFirstRenderCommitted();
  }, []);
  return (
    <Providers>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
      <RestOfTexts />
    </Providers>
  );
}
