import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { i18n } from './shared/i18n/i18n.ts';
import './styles.css';

// Under the strict Content-Security-Policy (ADR 0025) zod's probe for `new Function` is refused
// and reported as a violation; its parsers work the same without it. This is the object zod's
// `config()` writes to (shared by every copy of zod); setting it here keeps zod out of the entry
// bundle. e2e/security/csp.spec.ts fails if the probe comes back.
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

function render(container: HTMLElement) {
  // The first render runs as a transition, so React yields to the browser between pieces of work
  // instead of one long task (Total Blocking Time on phones; bench/lighthouse.ts measures it).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The texts of the page language's first view (preloaded by the server beside this script) before
// the first render, so it is already in the right language (the rest of them load once it is on
// screen, app.tsx). Should they fail to load, the page still renders, and the next lazy page or
// language switch tries again.
i18n
  .loadLanguage(i18n.language)
  .catch(() => undefined)
  .then(() => render(root));
